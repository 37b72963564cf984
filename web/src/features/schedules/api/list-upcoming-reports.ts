import { type ScheduleDetail, upcomingSchedulesResponseSchema } from '@oligowatch/shared/schemas/schedule';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { scheduleKeys } from './query-keys';

/** GET /v1/report/upcoming: SPEC's scheduled reports with our status, broken reason and alert settings. */
export const listUpcomingReports = async (): Promise<ScheduleDetail[]> =>
  (await callRoute('listUpcomingReports', { schema: upcomingSchedulesResponseSchema })).scheduled_reports;

export const useUpcomingReports = () =>
  useQuery({ queryKey: scheduleKeys.upcoming, queryFn: listUpcomingReports });
