import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { commonAccessMessages } from '@oligowatch/shared/messages/common';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

const fillAndSubmit = async (user: ReturnType<typeof renderApp>['user'], email: string, password: string) => {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('sign-in screen (/)', () => {
  it('has the email and password fields, both required, and the forgot-password link', async () => {
    const { user } = renderApp('/');
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );

    const fetchMock = mockFetch();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and goes to /reports on success', async () => {
    const token = makeToken({ access_level: 'User', sub: 'u-5' });
    const fetchMock = mockFetch({
      'POST /v1/users/login': () =>
        jsonResponse(200, { status: 'success', token, message: 'Login successful' }),
      'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
      'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [] }),
    });
    const { router, user } = renderApp('/');
    await screen.findByLabelText(/^Email/);
    await fillAndSubmit(user, '  lab@example.org ', 'correct horse 1');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
    expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe(token);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/v1/users/login') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'lab@example.org', password: 'correct horse 1' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("shows the inline line Invalid 'Email' or 'Password' on 401", async () => {
    mockFetch({ 'POST /v1/users/login': () => jsonResponse(401, { message: 'Invalid email or password' }) });
    const { router, user } = renderApp('/');
    await screen.findByLabelText(/^Email/);
    await fillAndSubmit(user, 'lab@example.org', 'wrong');
    expect(await screen.findByText("Invalid 'Email' or 'Password'")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's message in an alert for another status", async () => {
    mockFetch({
      'POST /v1/users/login': () =>
        jsonResponse(429, {
          message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
        }),
    });
    const { user } = renderApp('/');
    await screen.findByLabelText(/^Email/);
    await fillAndSubmit(user, 'lab@example.org', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(screen.queryByText("Invalid 'Email' or 'Password'")).toBeNull();
  });

  it('shows the no-response alert when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderApp('/');
    await screen.findByLabelText(/^Email/);
    await fillAndSubmit(user, 'lab@example.org', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No response from server. Check your network connection.',
    );
  });

  it.each([
    ['an error without a message', () => new Response('', { status: 500 })],
    [
      'a success answer without a token',
      () => jsonResponse(200, { status: 'success', message: 'Login successful' }),
    ],
  ])('says Login failed, please try again. for %s', async (_, answer) => {
    mockFetch({ 'POST /v1/users/login': answer });
    const { router, user } = renderApp('/');
    await screen.findByLabelText(/^Email/);
    await fillAndSubmit(user, 'lab@example.org', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please try again.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('arriving at / (sign-in)', () => {
  it('puts the focus in the e-mail field', async () => {
    renderApp('/');
    expect(await screen.findByLabelText(/^Email/)).toHaveFocus();
  });

  it('sends someone already signed in straight on to /reports', async () => {
    sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));
    mockFetch({
      'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
      'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [] }),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('shows the form to someone whose stored session has expired', async () => {
    sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({ exp: Math.floor(Date.now() / 1000) - 5 }));
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [
      'the account was deactivated',
      commonAccessMessages.accountDeactivated,
      commonAccessMessages.accountDeactivated,
    ],
    [
      'the session was refused otherwise',
      commonAccessMessages.signInRequired,
      commonAccessMessages.sessionExpired,
    ],
  ])('says why when the server ends the session because %s', async (_, serverMessage, notice) => {
    sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));
    mockFetch({
      'GET /v1/targets': () => jsonResponse(401, { message: serverMessage }),
      'GET /v1/imports': () => jsonResponse(401, { message: serverMessage }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the refused list is logged.
    const { router } = renderApp('/targets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(await screen.findByRole('status')).toHaveTextContent(notice);
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
