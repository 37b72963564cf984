import {
  accountsApiMessages,
  accountsFormMessages,
  accountsListMessages,
} from '@oligowatch/shared/messages/accounts';
import { apiFailureText, isApiError } from '../../../lib/api-client';

/**
 * The create-account toast for a failure (SPEC.md section 8): 409 says 'Email already exists',
 * another refusal the server's message (or 'Error creating user' without one), no answer at all
 * 'Failed to create account. Please try again.'.
 */
export const createAccountErrorText = (error: unknown): string => {
  if (!isApiError(error) || error.noResponse) return accountsFormMessages.createAccountFailedToast;
  if (error.status === 409) return accountsApiMessages.emailExists;
  return error.serverMessage ?? accountsApiMessages.createUserFailed;
};

/** A list fetch that failed: the server refused ('Failed to fetch users') or never answered. */
export const fetchUsersErrorText = (error: unknown): string =>
  isApiError(error) && !error.noResponse
    ? accountsListMessages.fetchUsersToast
    : accountsListMessages.fetchUsersErrorToast;

/** Any other account action: the server's own words when it gave them, else the fallback. */
export const actionErrorText = apiFailureText;
