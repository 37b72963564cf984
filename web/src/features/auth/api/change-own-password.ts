import { signedInPasswordChangeResponseSchema } from '@oligowatch/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { storeToken } from '../../../lib/session';

/**
 * PUT /v1/users/changepassword, signed in. The server ends every session older than the change,
 * this one included, and hands back a fresh token: keep it, or the next call would sign us out.
 */
export const changeOwnPassword = async (body: { current_password: string; password: string }) => {
  const answer = await callRoute('changePassword', { body, schema: signedInPasswordChangeResponseSchema });
  storeToken(answer.token);
  return answer;
};

export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword });
