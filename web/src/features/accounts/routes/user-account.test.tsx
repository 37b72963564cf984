import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { accountsFormMessages } from '@oligowatch/shared/messages/accounts';
import { screen } from '@testing-library/react';
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

describe('own account (/accounts/useraccount/{id})', () => {
  it(
    'is where the Account button takes a User, and edits only name and phone',
    async () => {
      sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({ sub: 'user-123', access_level: 'User' }));
      let sent: unknown;
      mockFetch({
        // Home, where the test starts, loads its two card lists.
        'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
        'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [] }),
        'GET /v1/users/get/user-123': () => jsonResponse(200, { user: me, message: 'Fetch successful' }),
        'PUT /v1/users/update/user-123': (_url, init) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse(200, { message: 'Update successful', user: { ...me, ...(sent as object) } });
        },
      });
      const { user, router } = renderApp('/reports');
      await user.click(await screen.findByRole('link', { name: 'Account' }));
      expect(router.state.location.pathname).toBe('/accounts/useraccount/user-123');
      expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
      expect(await screen.findByLabelText('Email')).toHaveValue('marie@example.org');
      expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
      expect(screen.getByLabelText('Access Level')).toHaveValue('User');

      const first = screen.getByLabelText(/^First Name/);
      await user.clear(first);
      await user.type(first, 'Maria');
      const phone = screen.getByLabelText(/^Phone Number/);
      await user.clear(phone);
      await user.type(phone, '20255501439999');
      expect(phone).toHaveValue('(202) 555-0143');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(accountsFormMessages.accountUpdatedToast)).toBeInTheDocument();
      expect(sent).toEqual({ first_name: 'Maria', last_name: 'Curie', phone_number: '(202) 555-0143' });
    },
    UI_TEST_TIMEOUT,
  );
});
