import { reportSchema } from '@oligowatch/shared/schemas/report';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRoute } from '../../../lib/api-client';

/** A card needs no mismatches: a listing may leave the heavy fields out. */
export const reportSummarySchema = reportSchema.pick({
  _id: true,
  report_title: true,
  creation_date: true,
  target_name: true,
  product_name: true,
  mismatch_total: true,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const recentReportsResponseSchema = z.object({ recent_reports: z.array(reportSummarySchema) });

export const getRecentReports = async (): Promise<ReportSummary[]> =>
  (await callRoute('listRecentReports', { schema: recentReportsResponseSchema })).recent_reports;

export const recentReportsQueryKey = ['reports', 'recent'] as const;

export const useRecentReports = () =>
  useQuery({ queryKey: recentReportsQueryKey, queryFn: getRecentReports });
