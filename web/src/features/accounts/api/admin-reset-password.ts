import { messageBodySchema } from '@oligowatch/shared/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** Mails the account's owner a reset link (an enrollment link while the account is pending). */
export const adminResetPassword = (id: string) =>
  callRoute('adminResetPassword', { params: { id }, schema: messageBodySchema });

export const useAdminResetPassword = () => useMutation({ mutationFn: adminResetPassword });
