import { createTargetResponseSchema, type ManualTargetPayload } from '@oligowatch/shared/schemas/target';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const createTarget = (body: ManualTargetPayload) =>
  callRoute('createTarget', { body, schema: createTargetResponseSchema });

/** The screen reloads after a success (SPEC.md section 4), so no cache needs invalidating. */
export const useCreateTarget = () => useMutation({ mutationFn: createTarget });
