import { type ReportSummary, recentReportsResponseSchema } from '@oligowatch/shared/schemas/report';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { reportKeys } from './query-keys';

export const listRecentReports = async (): Promise<ReportSummary[]> =>
  (await callRoute('listRecentReports', { schema: recentReportsResponseSchema })).recent_reports;

export const useRecentReports = () => useQuery({ queryKey: reportKeys.recent, queryFn: listRecentReports });
