import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { commonPageMessages } from '@oligowatch/shared/messages/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch';
import { renderApp } from '../test/render';
import { makeToken } from '../test/tokens';

const signIn = (claims: Parameters<typeof makeToken>[0] = {}) => {
  const token = makeToken(claims);
  sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  return token;
};
const pastExp = () => Math.floor(Date.now() / 1000) - 60;
/** The lists of the screens these tests visit (Home, Targets), answered empty. */
const emptyLists = {
  'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
  'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [] }),
  'GET /v1/targets': () => jsonResponse(200, { targets: [] }),
  'GET /v1/imports': () => jsonResponse(200, { imports: [] }),
  // The screens these tests open: how soon they fetch depends on how soon their chunk loads.
  'GET /v1/oligos/archived': () => jsonResponse(200, { data: { oligos: [] } }),
  'GET /v1/products_with_oligo_details': () => jsonResponse(200, { products: [] }),
};
const queryNav = () => screen.queryByRole('navigation', { name: 'Main' });

describe('route guard', () => {
  it('sends a visitor without a token to the sign-in screen', async () => {
    mockFetch(emptyLists);
    const { router } = renderApp('/reports');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
    expect(queryNav()).toBeNull();
  });

  it('removes an expired token and sends the user to /', async () => {
    mockFetch(emptyLists);
    signIn({ exp: pastExp() });
    const { router } = renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('treats a token it cannot decode like an expired one', async () => {
    mockFetch(emptyLists);
    sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'not-a-jwt');
    const { router } = renderApp('/targets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('renders the screen for a valid token', async () => {
    mockFetch(emptyLists);
    signIn();
    const { router } = renderApp('/targets');
    expect(await screen.findByRole('heading', { name: 'Target Sequences' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/targets');
  });

  it('checks the expiry again at the next navigation', async () => {
    mockFetch(emptyLists);
    signIn();
    const { router } = renderApp('/targets');
    expect(await screen.findByRole('heading', { name: 'Target Sequences' })).toBeInTheDocument();
    // The token runs out while the user sits on the screen…
    signIn({ exp: pastExp() });
    // …and the next navigation finds out.
    await act(() => router.navigate('/oligos'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Active Oligos' })).toBeNull();
  });
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/reports/view', '/products/view/1/extra'])(
    'redirects %s to /404 without the navigation bar',
    async (path) => {
      signIn();
      mockFetch(emptyLists);
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { name: commonPageMessages.notFoundTitle }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/404');
      expect(screen.getByText(commonPageMessages.notFoundText)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/');
      expect(queryNav()).toBeNull();
    },
  );

  it("shows the spec's texts on /404", async () => {
    const { router } = renderApp('/404');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist or another error occurred.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('navigation bar', () => {
  // '/' too, but someone signed in does not stay there: it goes on to /reports (sign-in.test.tsx).
  it.each(['/forgot_password', '/404', '/reset_password', '/changepassword'])(
    'is hidden on %s, even when signed in',
    async (path) => {
      signIn();
      mockFetch(emptyLists);
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
      expect(queryNav()).toBeNull();
      expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    },
  );

  it.each(['/reports', '/targets', '/oligos/archived', '/accounts/useraccount/abc', '/reports/edit/x'])(
    'is shown on %s with every item',
    async (path) => {
      signIn();
      mockFetch(emptyLists);
      renderApp(path);
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      const links = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([
        ['OligoWatch', '/reports'],
        ['Home', '/reports'],
        ['Targets', '/targets'],
        ['Oligos', '/oligos'],
        ['Products', '/products'],
        ['Account', '/accounts'],
      ]);
      expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    },
  );

  it("sends a User's Account link to their own account page (the token's sub)", async () => {
    signIn({ access_level: 'User', sub: 'u-42' });
    mockFetch(emptyLists);
    renderApp('/reports');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/accounts/useraccount/u-42',
    );
  });

  it("sends an Admin's Account link to the accounts list", async () => {
    signIn({ access_level: 'Admin', sub: 'a-1' });
    mockFetch(emptyLists);
    renderApp('/reports');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/accounts');
  });

  it('follows the logo to /reports', async () => {
    signIn();
    mockFetch(emptyLists);
    const { router, user } = renderApp('/products');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'OligoWatch' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
  });
});

describe('Sign Out', () => {
  it('calls logout with the token, removes it and goes to /', async () => {
    const token = signIn();
    const fetchMock = mockFetch({
      ...emptyLists,
      'POST /v1/users/logout': () =>
        new Response(JSON.stringify({ message: 'Logout successful' }), { status: 200 }),
    });
    const { router, user } = renderApp('/targets');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/v1/users/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('still goes to / when logout fails, and logs it', async () => {
    signIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...emptyLists,
      'POST /v1/users/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router, user } = renderApp('/targets');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(errors).toHaveBeenCalledWith('Error logging out user', expect.anything());
  });

  it('just goes to / without calling logout when the token is already gone', async () => {
    signIn();
    const fetchMock = mockFetch(emptyLists);
    const { router, user } = renderApp('/targets');
    const button = await screen.findByRole('button', { name: 'Sign Out' });
    sessionStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/users/logout')).toBe(false);
  });
});

describe('schedule screens', () => {
  it.each([
    ['/reports/schedule', 'Schedule New Report'],
    ['/reports/edit/s-1', 'Edit Existing Schedule'],
  ])('%s is guarded and shows its title', async (path, title) => {
    // The form's Select Product overlay loads the product list.
    mockFetch({ ...emptyLists, 'GET /v1/products': () => jsonResponse(200, { products: [] }) });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    signIn();
    await act(() => router.navigate(path));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it("names the edit route 'editSchedule'", async () => {
    mockFetch(emptyLists);
    signIn();
    const { router } = renderApp('/reports/edit/s-1');
    await screen.findByRole('heading', { level: 1, name: 'Edit Existing Schedule' });
    expect(router.state.matches.at(-1)?.route.id).toBe('editSchedule');
  });
});
