import { type ScheduleDetail, upcomingSchedulesResponseSchema } from '@oligowatch/shared/schemas/schedule';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** GET /v1/report/upcoming: SPEC's scheduled reports with our status, broken reason and alert settings. */
export const getUpcomingReports = async (): Promise<ScheduleDetail[]> =>
  (await callRoute('listUpcomingReports', { schema: upcomingSchedulesResponseSchema })).scheduled_reports;

export const upcomingReportsQueryKey = ['reports', 'upcoming'] as const;

export const useUpcomingReports = () =>
  useQuery({ queryKey: upcomingReportsQueryKey, queryFn: getUpcomingReports });
