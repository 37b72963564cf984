import { REPORT_REFRESH_MS } from '@oligowatch/shared/constants';
import { type ReportDetail, reportResponseSchema } from '@oligowatch/shared/schemas/report';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { reportKeys } from './query-keys';

export const getReport = async (id: string): Promise<ReportDetail> =>
  (await callRoute('getReport', { params: { id }, schema: reportResponseSchema })).report;

/** One report; a running one is fetched again every REPORT_REFRESH_MS until it ends. */
export const useReport = (id: string) =>
  useQuery({
    queryKey: reportKeys.one(id),
    queryFn: () => getReport(id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? REPORT_REFRESH_MS : false),
  });
