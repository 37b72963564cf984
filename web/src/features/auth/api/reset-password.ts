import { statusMessageResponseSchema } from '@oligowatch/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** The reset e-mail's link carries the token: it goes in the path, the new password in the body. */
export const resetPassword = ({ token, password }: ResetPasswordInput) =>
  callRoute('resetPassword', { params: { token }, body: { password }, schema: statusMessageResponseSchema });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
