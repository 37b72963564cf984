import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { accountsApiMessages, accountsFormMessages } from '@oligowatch/shared/messages/accounts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

const signInAsAdmin = () =>
  sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({ access_level: 'Admin' }));

const fillForm = async (user: ReturnType<typeof renderApp>['user'], email = 'new.hire@example.org') => {
  await user.type(screen.getByLabelText(/^First Name/), 'Rosalind');
  await user.type(screen.getByLabelText(/^Last Name/), 'Franklin');
  await user.type(screen.getByLabelText(/^Phone Number/), '5558675309');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('combobox', { name: /^Access Level/ }));
  await user.click(await screen.findByRole('option', { name: 'User' }));
};

const created = (body: unknown) =>
  jsonResponse(201, {
    message: 'Create successful',
    user: { _id: 'u-1', status: 'pending', ...(body as object) },
  });

// Typing through user-event is slow on a busy machine: give each screen test room.
const UI_TEST_TIMEOUT = 30_000;

describe('Add New Account (/accounts/add)', () => {
  it(
    'requires every field, checks the e-mail pattern and formats the phone as typed',
    async () => {
      signInAsAdmin();
      const fetchMock = mockFetch();
      const { user } = renderApp('/accounts/add');
      expect(await screen.findByRole('heading', { level: 1, name: 'Add New Account' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Accounts' })).toHaveAttribute('href', '/accounts');

      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      for (const text of [
        accountsApiMessages.firstNameRequired,
        accountsApiMessages.lastNameRequired,
        accountsApiMessages.phoneRequired,
        accountsApiMessages.emailRequired,
        accountsApiMessages.accessLevelRequired,
      ]) {
        expect(await screen.findByText(text)).toBeInTheDocument();
      }

      // Access level offers exactly Admin and User.
      await user.click(screen.getByRole('combobox', { name: /^Access Level/ }));
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'Admin',
        'User',
      ]);
      await user.keyboard('{Escape}');

      const phone = screen.getByLabelText(/^Phone Number/);
      await user.type(phone, '555.867.5309 ext 12');
      expect(phone).toHaveValue('(555) 867-5309');
      await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByText(accountsApiMessages.invalidEmail)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'creates the account, toasts the spec text and returns to the accounts table',
    async () => {
      signInAsAdmin();
      let sent: unknown;
      mockFetch({
        'POST /v1/users/create': (_url, init) => {
          sent = JSON.parse(String(init?.body));
          return created(sent);
        },
        'GET /v1/users/get_all_users': () =>
          jsonResponse(200, { status: 'success', message: 'Fetch successful', users: [], data: [] }),
      });
      const { user, router } = renderApp('/accounts/add');
      await screen.findByRole('heading', { level: 1, name: 'Add New Account' });
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByText(accountsFormMessages.accountCreatedToast)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
      expect(sent).toEqual({
        first_name: 'Rosalind',
        last_name: 'Franklin',
        phone_number: '(555) 867-5309',
        email: 'new.hire@example.org',
        access_level: 'User',
      });
    },
    UI_TEST_TIMEOUT,
  );

  it.each([
    [() => jsonResponse(409, { message: accountsApiMessages.emailExists }), accountsApiMessages.emailExists],
    [() => jsonResponse(500, {}), accountsApiMessages.createUserFailed],
    [
      () => {
        throw new TypeError('Failed to fetch');
      },
      accountsFormMessages.createAccountFailedToast,
    ],
  ])(
    'says why a create failed (%#) and stays on the form',
    async (answer, text) => {
      signInAsAdmin();
      mockFetch({ 'POST /v1/users/create': answer });
      const { user, router } = renderApp('/accounts/add');
      await screen.findByRole('heading', { level: 1, name: 'Add New Account' });
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
      expect(router.state.location.pathname).toBe('/accounts/add');
    },
    UI_TEST_TIMEOUT,
  );
});
