import { REPORT_REFRESH_MS } from '@oligowatch/shared/constants';
import { allReportsResponseSchema, type ReportSummary } from '@oligowatch/shared/schemas/report';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { reportKeys } from './query-keys';

export const listAllReports = async (): Promise<ReportSummary[]> =>
  (await callRoute('listAllReports', { schema: allReportsResponseSchema })).reports;

/** Every report; while one of them is still running the list refreshes itself to show its progress. */
export const useAllReports = () =>
  useQuery({
    queryKey: reportKeys.list,
    queryFn: listAllReports,
    refetchInterval: (query) =>
      query.state.data?.some((report) => report.status === 'running') ? REPORT_REFRESH_MS : false,
  });
