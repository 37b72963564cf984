import { type ReportSummary, recentReportsResponseSchema } from '@oligowatch/shared/schemas/report';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const getRecentReports = async (): Promise<ReportSummary[]> =>
  (await callRoute('listRecentReports', { schema: recentReportsResponseSchema })).recent_reports;

export const recentReportsQueryKey = ['reports', 'recent'] as const;

export const useRecentReports = () =>
  useQuery({ queryKey: recentReportsQueryKey, queryFn: getRecentReports });
