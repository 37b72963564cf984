import { authMessages } from '@oligowatch/shared/messages';
import { isApiError } from '../../../lib/api-client';

/** What the two password screens say when setting the password failed: the server's words first. */
export const passwordErrorText = (error: unknown): string => {
  if (isApiError(error)) {
    if (error.noResponse) return authMessages.noResponse;
    if (error.serverMessage) return error.serverMessage;
  }
  return authMessages.resetRequestFailed;
};
