import { PASSWORD_RULES_TEXT } from '@oligowatch/shared/constants';
import { authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const GOOD_PASSWORD = 'microbe-lab-2024';

type FetchMock = ReturnType<typeof mockFetch>;
/** The calls beyond the link check made on arrival. */
const callsAfterArrival = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([url]) => !String(url).startsWith('/v1/users/linkstatus/'));

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
    statusKey: 'GET /v1/users/linkstatus/tok%2B1?purpose=reset',
    expiredText: authPasswordLinkMessages.resetLinkExpired,
    successText: commonSuccessMessages.passwordReset,
  },
  {
    path: '/changepassword',
    title: 'Set Your Password',
    button: 'Set Password',
    key: 'PUT /v1/users/changepassword',
    expectedBody: { token: 'tok+1', password: GOOD_PASSWORD },
    statusKey: 'GET /v1/users/linkstatus/tok%2B1?purpose=enrollment',
    expiredText: authPasswordLinkMessages.enrollmentLinkExpired,
    successText: authPasswordLinkMessages.enrollmentDone,
  },
])('$path', ({ path, title, button, key, expectedBody, statusKey, expiredText, successText }) => {
  const withToken = `${path}?token=tok%2B1`;
  const linkIs = (state: string) => ({ [statusKey]: () => jsonResponse(200, { state }) });

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
    const fetchMock = mockFetch(linkIs('valid'));
    const { user } = renderApp(withToken);
    expect(
      await screen.findByText('At least 12 characters, with at least one letter and one number.'),
    ).toBeInTheDocument();

    await fill(user, 'short1');
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findAllByText(PASSWORD_RULES_TEXT)).toHaveLength(2);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'onlyletterslong');
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findAllByText(PASSWORD_RULES_TEXT)).toHaveLength(2);
    expect(callsAfterArrival(fetchMock)).toHaveLength(0);
  });

  it('asks for the same password twice', async () => {
    const fetchMock = mockFetch(linkIs('valid'));
    const { user } = renderApp(withToken);
    await fill(user, GOOD_PASSWORD, `${GOOD_PASSWORD}x`);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(callsAfterArrival(fetchMock)).toHaveLength(0);
  });

  it('sends the token and the new password, then says so and offers to sign in', async () => {
    const fetchMock = mockFetch({
      ...linkIs('valid'),
      [key]: () => jsonResponse(200, { status: 'success', message: successText }),
    });
    const { user } = renderApp(withToken);
    await fill(user, GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('status')).toHaveTextContent(successText);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/');
    const calls = callsAfterArrival(fetchMock);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual(expectedBody);
  });

  it.each([
    ['used', authPasswordLinkMessages.linkUsed],
    ['expired', expiredText],
    ['invalid', authPasswordLinkMessages.linkInvalid],
  ])('says a %s link on arrival, before any password is typed', async (state, text) => {
    const fetchMock = mockFetch(linkIs(state));
    renderApp(withToken);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Login Page' })).toHaveAttribute('href', '/');
    expect(callsAfterArrival(fetchMock)).toHaveLength(0);
  });

  it('still shows the form when the link check gets no answer: the server judges on submit', async () => {
    mockFetch({
      [statusKey]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp(withToken);
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
  });

  it("shows the server's message when it refuses", async () => {
    mockFetch({
      ...linkIs('valid'),
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
