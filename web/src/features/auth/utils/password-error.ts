import { authMessages } from '@oligowatch/shared/messages';
import { apiFailureText } from '../../../lib/api-client';

/** What the two password screens say when setting the password failed: the server's words first. */
export const passwordErrorText = (error: unknown): string =>
  apiFailureText(error, authMessages.resetRequestFailed);
