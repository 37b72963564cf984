import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { authChangePasswordMessages, authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

const me = {
  _id: 'user-123',
  first_name: 'Marie',
  last_name: 'Curie',
  phone_number: '(555) 010-2020',
  email: 'marie@example.org',
  access_level: 'User',
  status: 'active',
};

// Typing through user-event is slow on a busy machine: give each screen test room.
const UI_TEST_TIMEOUT = 30_000;

describe('the signed-in password change (on My Account, /accounts/useraccount/{id})', () => {
  it(
    'changes the password and keeps the session going with the fresh token',
    async () => {
      sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({ sub: 'user-123', access_level: 'User' }));
      const fresh = makeToken({ sub: 'user-123', access_level: 'User', jti: 'fresh' });
      let attempts = 0;
      mockFetch({
        'GET /v1/users/get/user-123': () => jsonResponse(200, { user: me, message: 'Fetch successful' }),
        'PUT /v1/users/changepassword': () => {
          attempts += 1;
          return attempts === 1
            ? jsonResponse(400, { message: authChangePasswordMessages.currentPasswordWrong })
            : jsonResponse(200, { status: 'success', message: 'Update successful', token: fresh });
        },
      });
      const { user } = renderApp('/accounts/useraccount/user-123');
      await screen.findByRole('heading', { level: 1, name: 'My Account' });
      await screen.findByLabelText(/^Current password/);
      await user.type(screen.getByLabelText(/^Current password/), 'wrong-one');
      await user.type(screen.getByLabelText(/^New password/), 'Brand-new-pass-1');
      await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand-new-pass-2');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText(authPasswordLinkMessages.passwordsDiffer)).toBeInTheDocument();

      await user.clear(screen.getByLabelText(/^Confirm new password/));
      await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand-new-pass-1');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText(authChangePasswordMessages.currentPasswordWrong)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText(authChangePasswordMessages.passwordChangedToast)).toBeInTheDocument();
      await waitFor(() => expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe(fresh));
      expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    },
    UI_TEST_TIMEOUT,
  );
});
