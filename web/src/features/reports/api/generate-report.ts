import type { generateReportRequestSchema } from '@oligowatch/shared/schemas/report';
import { generateOrScheduleResponseSchema } from '@oligowatch/shared/schemas/schedule';
import type * as z from 'zod';
import { callRoute } from '../../../lib/api-client';
import { schedulesQueryKey } from '../../../lib/schedule-query-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { reportKeys } from './query-keys';

export type GenerateReportRequest = z.input<typeof generateReportRequestSchema>;
export type GenerateReportResponse = z.infer<typeof generateOrScheduleResponseSchema>;

/**
 * POST /v1/parasail: the server stores the report as running and answers at once; with a
 * frequency it also creates the schedule, and says which and when it runs next.
 */
export const generateReport = (body: GenerateReportRequest): Promise<GenerateReportResponse> =>
  callRoute('generateReport', { body, schema: generateOrScheduleResponseSchema });

/** Refreshes the report lists, and the schedule lists: a request with a frequency made a schedule. */
export const useGenerateReport = () =>
  useRefreshingMutation(generateReport, reportKeys.all, schedulesQueryKey);
