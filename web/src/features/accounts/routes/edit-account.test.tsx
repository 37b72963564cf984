import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { accountsApiMessages, accountsFormMessages } from '@oligowatch/shared/messages/accounts';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../../test/accounts';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

// Typing through user-event is slow on a busy machine: give each screen test room.
const UI_TEST_TIMEOUT = 30_000;

const ada = testAccount();

describe('Edit Account (/accounts/edit/{userId})', () => {
  it(
    'edits every field and the access level, and the reset button mails a link',
    async () => {
      sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({ access_level: 'Admin' }));
      let sent: unknown;
      const fetchMock = mockFetch({
        'GET /v1/users/get/u-1': () => jsonResponse(200, { user: ada, message: 'Fetch successful' }),
        'POST /v1/users/reset/u-1': () =>
          jsonResponse(200, { message: commonSuccessMessages.adminResetEmailSent }),
        'PUT /v1/users/update/u-1': (_url, init) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse(200, { message: 'Update successful', user: { ...ada, ...(sent as object) } });
        },
        'GET /v1/users/get_all_users': () =>
          jsonResponse(200, { status: 'success', message: 'Fetch successful', users: [], data: [] }),
      });
      const { user, router } = renderApp('/accounts/edit/u-1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Edit Account' })).toBeInTheDocument();
      expect(await screen.findByDisplayValue('ada@example.org')).toBeInTheDocument();
      expect(screen.getByText('ada@example.org (active)')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText(commonSuccessMessages.adminResetEmailSent)).toBeInTheDocument();
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/v1/users/reset/u-1' && init?.method === 'POST'),
      ).toBe(true);

      const email = screen.getByLabelText(/^Email/);
      await user.clear(email);
      await user.type(email, 'ada.king@example.org');
      await user.click(screen.getByRole('combobox', { name: /^Access Level/ }));
      await user.click(await screen.findByRole('option', { name: 'Admin' }));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(accountsFormMessages.accountUpdatedToast)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
      expect(sent).toEqual({
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone_number: '(555) 867-5309',
        email: 'ada.king@example.org',
        access_level: 'Admin',
      });
    },
    UI_TEST_TIMEOUT,
  );

  it(
    "shows the server's refusal and stays: the last active Admin cannot be demoted",
    async () => {
      sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({ access_level: 'Admin' }));
      mockFetch({
        'GET /v1/users/get/u-1': () =>
          jsonResponse(200, { user: { ...ada, access_level: 'Admin' }, message: 'Fetch successful' }),
        'PUT /v1/users/update/u-1': () => jsonResponse(409, { message: accountsApiMessages.lastActiveAdmin }),
      });
      const { user, router } = renderApp('/accounts/edit/u-1');
      await screen.findByDisplayValue('ada@example.org');
      await user.click(screen.getByRole('combobox', { name: /^Access Level/ }));
      await user.click(await screen.findByRole('option', { name: 'User' }));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(accountsApiMessages.lastActiveAdmin)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/accounts/edit/u-1');
    },
    UI_TEST_TIMEOUT,
  );
});
