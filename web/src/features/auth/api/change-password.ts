import {
  type ChangePasswordRequest,
  signedInPasswordChangeResponseSchema,
  statusMessageResponseSchema,
} from '@oligowatch/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeToken } from '../../../lib/session';

// PUT /v1/users/changepassword serves two forms: enrollment (the e-mailed token, on
// /changepassword) and the signed-in change (the current password, on My Account).

/** Enrollment: the e-mailed token and the new password. */
export const changePassword = (body: ChangePasswordRequest) =>
  callRoute('changePassword', { body, schema: statusMessageResponseSchema });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/**
 * Signed in: the server ends every session older than the change, this one included, and hands
 * back a fresh token: keep it, or the next call would sign us out.
 */
export const changeOwnPassword = async (body: { current_password: string; password: string }) => {
  const answer = await callRoute('changePassword', { body, schema: signedInPasswordChangeResponseSchema });
  storeToken(answer.token);
  return answer;
};

export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword });
