import { type ScheduledReport, scheduledReportSchema } from '@oligowatch/shared/schemas/report';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRoute } from '../../../lib/api-client';

export const upcomingReportsResponseSchema = z.object({ scheduled_reports: z.array(scheduledReportSchema) });

export const getUpcomingReports = async (): Promise<ScheduledReport[]> =>
  (await callRoute('listUpcomingReports', { schema: upcomingReportsResponseSchema })).scheduled_reports;

export const upcomingReportsQueryKey = ['reports', 'upcoming'] as const;

export const useUpcomingReports = () =>
  useQuery({ queryKey: upcomingReportsQueryKey, queryFn: getUpcomingReports });
