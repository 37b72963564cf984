import { type ScheduledReport, upcomingReportsResponseSchema } from '@oligowatch/shared/schemas/report';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const getUpcomingReports = async (): Promise<ScheduledReport[]> =>
  (await callRoute('listUpcomingReports', { schema: upcomingReportsResponseSchema })).scheduled_reports;

export const upcomingReportsQueryKey = ['reports', 'upcoming'] as const;

export const useUpcomingReports = () =>
  useQuery({ queryKey: upcomingReportsQueryKey, queryFn: getUpcomingReports });
