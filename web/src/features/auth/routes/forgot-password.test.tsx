import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const submit = async (user: ReturnType<typeof renderApp>['user'], email = 'lab@example.org') => {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
};

describe('forgot-password screen (/forgot_password)', () => {
  it('is titled Reset Password with an email field and a way back to sign in', async () => {
    const { user, router } = renderApp('/forgot_password');
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    const back = screen.getByRole('link', { name: 'Return to Login Page' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/');
  });

  it('requires the email', async () => {
    const fetchMock = mockFetch();
    const { user } = renderApp('/forgot_password');
    await screen.findByLabelText(/^Email/);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says to check the email on a success status', async () => {
    const fetchMock = mockFetch({
      'POST /v1/users/forgotpassword': () =>
        jsonResponse(200, { status: 'success', message: 'Reset password email sent successfully' }),
    });
    const { user } = renderApp('/forgot_password');
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email for the reset link.');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'lab@example.org' });
  });

  it.each([
    ['a non-success status in the body', () => jsonResponse(200, { status: 'error', message: 'nope' })],
    ['a non-success HTTP status', () => jsonResponse(500, { message: 'Something went wrong on our side.' })],
  ])('says the link could not be sent for %s', async (_, answer) => {
    mockFetch({ 'POST /v1/users/forgotpassword': answer });
    const { user } = renderApp('/forgot_password');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send reset link. Please try again.',
    );
  });

  it('says the reset failed when the request gets no answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderApp('/forgot_password');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset failed, please try again.');
  });
});
