import { accountsApiMessages, accountsFormMessages } from '@oligowatch/shared/messages/accounts';
import { commonApiMessages } from '@oligowatch/shared/messages/common';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { actionErrorText, createAccountErrorText, fetchUsersErrorText } from './account-error-text';

describe('account error texts (SPEC.md section 8)', () => {
  it.each([
    [new ApiError(409, 'anything'), accountsApiMessages.emailExists],
    [new ApiError(400, 'Please enter a valid email address'), 'Please enter a valid email address'],
    [new ApiError(500, undefined), accountsApiMessages.createUserFailed],
    [new ApiError(null, undefined), accountsFormMessages.createAccountFailedToast],
    [new Error('boom'), accountsFormMessages.createAccountFailedToast],
  ])('create: %o -> %s', (error, text) => {
    expect(createAccountErrorText(error)).toBe(text);
  });

  it('fetch: a refusal vs no answer', () => {
    expect(fetchUsersErrorText(new ApiError(500, 'x'))).toBe('Failed to fetch users');
    expect(fetchUsersErrorText(new ApiError(null, undefined))).toBe(
      'Error fetching users. Please try again.',
    );
  });

  it('other actions: the server message, no response, or the fallback', () => {
    expect(actionErrorText(new ApiError(409, accountsApiMessages.lastActiveAdmin), 'f')).toBe(
      accountsApiMessages.lastActiveAdmin,
    );
    expect(actionErrorText(new ApiError(null, undefined), 'f')).toBe(commonApiMessages.noResponse);
    expect(actionErrorText(new ApiError(500, undefined), 'f')).toBe('f');
  });
});
