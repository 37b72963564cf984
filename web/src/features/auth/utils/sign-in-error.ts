import { authSignInMessages } from '@oligowatch/shared/messages/auth';
import { commonApiMessages } from '@oligowatch/shared/messages/common';
import { isApiError } from '../../../lib/api-client';

export type SignInError = { kind: 'inline' | 'alert'; text: string };

/**
 * SPEC.md section 8: 401 gives the inline line; another status shows the server's message; no
 * response gives the network alert; anything else (no message, an unexpected body) the generic one.
 */
export const signInErrorFor = (error: unknown): SignInError => {
  if (isApiError(error)) {
    if (error.status === 401) return { kind: 'inline', text: authSignInMessages.invalidCredentials };
    if (error.noResponse) return { kind: 'alert', text: commonApiMessages.noResponse };
    if (error.serverMessage) return { kind: 'alert', text: error.serverMessage };
  }
  return { kind: 'alert', text: authSignInMessages.loginFailed };
};
