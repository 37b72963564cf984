import { authForgotPasswordMessages } from '@oligowatch/shared/messages/auth';
import { apiFailureText } from '../../../lib/api-client';

/** What the password screens and the signed-in password change say when it failed: the server's words first. */
export const passwordErrorText = (error: unknown): string =>
  apiFailureText(error, authForgotPasswordMessages.resetRequestFailed);
