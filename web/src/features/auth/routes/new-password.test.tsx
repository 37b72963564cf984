import { PASSWORD_RULES_TEXT } from '@oligowatch/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const GOOD_PASSWORD = 'microbe-lab-2024';

const fill = async (user: ReturnType<typeof renderApp>['user'], password: string, confirm = password) => {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
};

describe.each([
  {
    path: '/reset_password',
    title: 'Choose a New Password',
    button: 'Reset Password',
    key: 'POST /v1/users/resetpassword/tok%2B1',
    expectedBody: { password: GOOD_PASSWORD },
  },
  {
    path: '/changepassword',
    title: 'Set Your Password',
    button: 'Set Password',
    key: 'PUT /v1/users/changepassword',
    expectedBody: { token: 'tok+1', password: GOOD_PASSWORD },
  },
])('$path', ({ path, title, button, key, expectedBody }) => {
  const withToken = `${path}?token=tok%2B1`;

  it('says the link is invalid when it carries no token, with a way back', async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is invalid, has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Return to Login Page' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('states the password rule and enforces it before calling the server', async () => {
    const fetchMock = mockFetch();
    const { user } = renderApp(withToken);
    expect(await screen.findByText(PASSWORD_RULES_TEXT)).toBeInTheDocument();
    expect(PASSWORD_RULES_TEXT).toBe('At least 12 characters, with at least one letter and one number.');

    await fill(user, 'short1');
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findAllByText(PASSWORD_RULES_TEXT)).toHaveLength(2);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'onlyletterslong');
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findAllByText(PASSWORD_RULES_TEXT)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the same password twice', async () => {
    const fetchMock = mockFetch();
    const { user } = renderApp(withToken);
    await fill(user, GOOD_PASSWORD, `${GOOD_PASSWORD}x`);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token and the new password, then offers to sign in', async () => {
    const fetchMock = mockFetch({
      [key]: () => jsonResponse(200, { status: 'success', message: 'Password reset successful' }),
    });
    const { user } = renderApp(withToken);
    await fill(user, GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successful');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(expectedBody);
  });

  it("shows the server's message when it refuses", async () => {
    mockFetch({
      [key]: () =>
        jsonResponse(400, { message: 'This link is invalid, has expired or has already been used.' }),
    });
    const { user } = renderApp(withToken);
    await fill(user, GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid, has expired or has already been used.',
    );
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
  });
});
