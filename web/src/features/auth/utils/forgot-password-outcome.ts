import { authForgotPasswordMessages } from '@oligowatch/shared/messages/auth';
import type { StatusMessageResponse } from '@oligowatch/shared/schemas/account';
import { isApiError } from '../../../lib/api-client';

export type ForgotPasswordOutcome = { ok: boolean; text: string };

/**
 * SPEC.md section 4: a success status gives the check-your-email line; a non-success status (in the
 * body or as the HTTP status) the failed-to-send line; a request that got no usable answer the
 * reset-failed line.
 */
export const forgotPasswordOutcome = (
  result: { data: StatusMessageResponse } | { error: unknown },
): ForgotPasswordOutcome => {
  if ('data' in result) {
    return result.data.status === 'success'
      ? { ok: true, text: authForgotPasswordMessages.resetLinkSent }
      : { ok: false, text: authForgotPasswordMessages.resetLinkFailed };
  }
  if (isApiError(result.error) && !result.error.noResponse) {
    return { ok: false, text: authForgotPasswordMessages.resetLinkFailed };
  }
  return { ok: false, text: authForgotPasswordMessages.resetRequestFailed };
};
