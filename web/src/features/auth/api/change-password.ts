import { type ChangePasswordRequest, statusMessageResponseSchema } from '@oligowatch/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** Enrollment (the e-mailed token) or, signed in, the current password (a later screen). */
export const changePassword = (body: ChangePasswordRequest) =>
  callRoute('changePassword', { body, schema: statusMessageResponseSchema });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
