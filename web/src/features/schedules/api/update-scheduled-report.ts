import { reportMessageResponseSchema } from '@oligowatch/shared/schemas/report';
import type { updateScheduleRequestSchema } from '@oligowatch/shared/schemas/schedule';
import type * as z from 'zod';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { scheduleKeys } from './query-keys';

/** PUT /v1/report/upcoming/{id}: SPEC.md section 7's payload, plus the schedule's alert settings (ours). */
export type UpdateScheduleRequest = z.input<typeof updateScheduleRequestSchema>;

export const updateScheduledReport = ({ id, body }: { id: string; body: UpdateScheduleRequest }) =>
  callRoute('updateScheduledReport', { params: { id }, body, schema: reportMessageResponseSchema });

export const useUpdateScheduledReport = () => useRefreshingMutation(updateScheduledReport, scheduleKeys.all);
