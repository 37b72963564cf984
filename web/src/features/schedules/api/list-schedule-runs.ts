import { type ScheduleRun, scheduleRunsResponseSchema } from '@oligowatch/shared/schemas/schedule';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { scheduleKeys } from './query-keys';

/** GET /v1/report/upcoming/{id}/runs: a schedule's past runs, newest first. */
export const listScheduleRuns = async (id: string): Promise<ScheduleRun[]> =>
  (await callRoute('listScheduleRuns', { params: { id }, schema: scheduleRunsResponseSchema })).runs;

/** Fetched only while the runs are on screen. */
export const useScheduleRuns = (id: string, enabled: boolean) =>
  useQuery({ queryKey: scheduleKeys.runs(id), queryFn: () => listScheduleRuns(id), enabled });
