import {
  type generateReportRequestSchema,
  generateReportResponseSchema,
} from '@oligowatch/shared/schemas/report';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { reportKeys } from './query-keys';

export type GenerateReportRequest = z.input<typeof generateReportRequestSchema>;
export type GenerateReportResponse = z.infer<typeof generateReportResponseSchema>;

/** POST /v1/parasail: the server stores the report as running and answers at once. */
export const generateReport = (body: GenerateReportRequest): Promise<GenerateReportResponse> =>
  callRoute('generateReport', { body, schema: generateReportResponseSchema });

export const useGenerateReport = () => useRefreshingMutation(generateReport, reportKeys.all);
