import {
  type forgotPasswordRequestSchema,
  statusMessageResponseSchema,
} from '@oligowatch/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { callRoute } from '../../../lib/api-client';

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  callRoute('forgotPassword', { body, schema: statusMessageResponseSchema });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
