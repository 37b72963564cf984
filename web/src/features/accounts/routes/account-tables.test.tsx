import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { accountsListMessages } from '@oligowatch/shared/messages/accounts';
import type { Account } from '@oligowatch/shared/schemas/account';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../../test/accounts';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { accountTimesText } from '../utils/account-times';

const CREATED = '2026-11-02T08:30:00.000Z';
const CHANGED = '2026-11-20T16:45:00.000Z';

const activeAnswer = (users: Account[]) =>
  jsonResponse(200, { status: 'success', message: 'Fetch successful', users, data: users });

const signInAsAdmin = () =>
  sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({ access_level: 'Admin' }));

// Typing through user-event is slow on a busy machine: give each screen test room.
const UI_TEST_TIMEOUT = 30_000;

describe('Accounts (/accounts)', () => {
  it(
    "lists the spec's columns, marks a pending account, and deactivating refreshes the list",
    async () => {
      signInAsAdmin();
      let users = [
        testAccount({ created_at: CREATED, updated_at: CHANGED }),
        testAccount({ _id: 'u-2', first_name: 'New', email: 'new@example.org', status: 'pending' }),
      ];
      const fetchMock = mockFetch({
        'GET /v1/users/get_all_users': () => activeAnswer(users),
        'DELETE /v1/users/delete/u-1': () => {
          users = users.filter((u) => u._id !== 'u-1');
          return jsonResponse(200, { message: 'Deletion successful' });
        },
      });
      const { user } = renderApp('/accounts');
      expect(await screen.findByText('ada@example.org')).toBeInTheDocument();
      const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      expect(headers).toEqual([
        'First Name',
        'Last Name',
        'Phone Number',
        'Email',
        'Access Level',
        'Actions',
      ]);
      const pendingRow = screen.getByText('new@example.org').closest('tr') as HTMLElement;
      expect(within(pendingRow).getByText('(pending)')).toBeInTheDocument();
      const adaRow = screen.getByText('ada@example.org').closest('tr') as HTMLElement;
      expect(within(adaRow).queryByText('(pending)')).toBeNull();
      // When it was created and last changed, under the e-mail (the spec names the columns).
      expect(within(adaRow).getByTestId('account-times')).toHaveTextContent(
        accountTimesText({ created_at: CREATED, updated_at: CHANGED }),
      );
      expect(within(adaRow).getByTestId('account-times')).toHaveTextContent(/^Created .+ · changed .+$/);
      expect(within(adaRow).getByRole('link', { name: /^Edit/ })).toHaveAttribute(
        'href',
        '/accounts/edit/u-1',
      );
      expect(screen.getByRole('link', { name: 'View Deactivated Accounts' })).toHaveAttribute(
        'href',
        '/accounts/deactivated',
      );
      expect(screen.getByRole('link', { name: 'Add Account' })).toHaveAttribute('href', '/accounts/add');
      // The Admin's own page (name, phone, password) is linked from here.
      expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute(
        'href',
        '/accounts/useraccount/user-123',
      );

      // It asks first, naming the account; Cancel changes nothing.
      await user.click(within(adaRow).getByRole('button', { name: /^Deactivate/ }));
      const question = accountsListMessages.deactivateConfirm('Ada Lovelace', 'ada@example.org');
      let dialog = await screen.findByRole('dialog', { name: 'Deactivate account' });
      expect(within(dialog).getByText(question)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(fetchMock.mock.calls.some(([url]) => url === '/v1/users/delete/u-1')).toBe(false);

      await user.click(within(adaRow).getByRole('button', { name: /^Deactivate/ }));
      dialog = await screen.findByRole('dialog', { name: 'Deactivate account' });
      await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
      expect(await screen.findByText(accountsListMessages.deactivatedToast)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('ada@example.org')).toBeNull());
      expect(fetchMock.mock.calls.filter(([url]) => url === '/v1/users/get_all_users')).toHaveLength(2);
    },
    UI_TEST_TIMEOUT,
  );

  it.each([
    [() => jsonResponse(500, { message: 'boom' }), accountsListMessages.fetchUsersToast],
    [
      () => {
        throw new TypeError('Failed to fetch');
      },
      accountsListMessages.fetchUsersErrorToast,
    ],
  ])(
    'toasts a failed fetch (%#)',
    async (answer, text) => {
      signInAsAdmin();
      mockFetch({ 'GET /v1/users/get_all_users': answer });
      renderApp('/accounts');
      expect(
        await screen.findByText(text, { selector: '.mantine-Notification-description' }),
      ).toBeInTheDocument();
    },
    UI_TEST_TIMEOUT,
  );
});

describe('Deactivated Accounts (/accounts/deactivated)', () => {
  it(
    "shows 'Loading...' while fetching, then the rows with Restore",
    async () => {
      signInAsAdmin();
      let release: (() => void) | undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let data = [testAccount({ status: 'deactivated' })];
      mockFetch({
        'GET /v1/users/get_all_deactivated_users': async () => {
          await gate;
          return jsonResponse(200, { message: 'Fetch successful', data });
        },
        'PUT /v1/users/restore/u-1': () => {
          data = [];
          return jsonResponse(200, { message: 'Restoration successful' });
        },
      });
      const { user } = renderApp('/accounts/deactivated');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Deactivated Accounts' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View Active Accounts' })).toHaveAttribute('href', '/accounts');
      release?.();
      const row = (await screen.findByText('ada@example.org')).closest('tr') as HTMLElement;
      expect(screen.queryByText('Loading...')).toBeNull();
      await user.click(within(row).getByRole('button', { name: /^Restore/ }));
      expect(await screen.findByText(accountsListMessages.restoredToast)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('ada@example.org')).toBeNull());
    },
    UI_TEST_TIMEOUT,
  );

  it(
    'pages 10 rows with options 5/10/15 and has no last-page link',
    async () => {
      signInAsAdmin();
      const data = Array.from({ length: 12 }, (_, i) =>
        testAccount({
          _id: `u-${i}`,
          email: `gone-${String(i).padStart(2, '0')}@example.org`,
          status: 'deactivated',
        }),
      );
      mockFetch({
        'GET /v1/users/get_all_deactivated_users': () =>
          jsonResponse(200, { message: 'Fetch successful', data }),
      });
      const { user } = renderApp('/accounts/deactivated');
      await screen.findByText('gone-00@example.org');
      const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(bodyRows()).toHaveLength(10);
      expect(document.querySelector('.mantine-datatable-pagination-text')?.textContent).toBe('1 / 2');
      expect(screen.queryByRole('button', { name: 'Last page' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'First page' })).toBeNull();
      await user.click(screen.getByRole('button', { name: '10' }));
      expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
        '5',
        '10',
        '15',
      ]);
      await user.click(await screen.findByRole('menuitem', { name: '15' }));
      expect(bodyRows()).toHaveLength(12);
    },
    UI_TEST_TIMEOUT,
  );
});
