import {
  FORGOT_PASSWORD_ANSWER_MS,
  FORGOT_PASSWORD_MAX_PER_ACCOUNT,
  FORGOT_PASSWORD_MAX_PER_ADDRESS,
  FORGOT_PASSWORD_WINDOW_SECONDS,
  PASSWORD_RULES_TEXT,
} from '@oligowatch/shared/constants';
import { authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { describe, expect, it } from 'vitest';
import {
  createAccountDirectly,
  createPendingAccountWithEnrollment,
  saveLinkDirectly,
  uniqueEmail,
} from '../support/accounts';
import { api, linkInMail, mailsTo, newLocalAddress, signIn, stack } from '../support/api';
import { inOneWindow } from '../support/attempt-window';

const NEW_PASSWORD = 'Fresh-password-2026';

const signInStatus = async (email: string, password: string) =>
  (await api('POST', '/v1/users/login', { body: { email, password } })).status;

describe('forgot and reset password, end to end through the SES emulator', () => {
  it('mails a single-use link to /reset_password that sets a new password', async () => {
    const account = await createAccountDirectly();
    const forgot = await api('POST', '/v1/users/forgotpassword', {
      body: { email: account.email },
      from: newLocalAddress(),
    });
    expect(forgot).toEqual({
      status: 200,
      body: { status: 'success', message: commonSuccessMessages.resetEmailSent },
    });

    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toBe('Reset your OligoWatch password');
    const link = linkInMail(mail as NonNullable<typeof mail>);
    expect(`${link.origin}${link.pathname}`).toBe(`${stack().apiUrl}/reset_password`);
    const token = link.searchParams.get('token') as string;

    const reset = await api('POST', `/v1/users/resetpassword/${encodeURIComponent(token)}`, {
      body: { password: NEW_PASSWORD },
    });
    expect(reset).toEqual({
      status: 200,
      body: { status: 'success', message: commonSuccessMessages.passwordReset },
    });
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(200);
    expect(await signInStatus(account.email, account.password)).toBe(401);

    const again = await api('POST', `/v1/users/resetpassword/${encodeURIComponent(token)}`, {
      body: { password: 'Third-password-99' },
    });
    expect(again).toEqual({ status: 400, body: { message: authPasswordLinkMessages.linkInvalid } });
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const email = 'not-an-account@oligowatch.test';
    const res = await api('POST', '/v1/users/forgotpassword', { body: { email }, from: newLocalAddress() });
    expect(res).toEqual({
      status: 200,
      body: { status: 'success', message: commonSuccessMessages.resetEmailSent },
    });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('keeps the link usable when the new password breaks the rule, and says the rule', async () => {
    const account = await createAccountDirectly();
    await api('POST', '/v1/users/forgotpassword', {
      body: { email: account.email },
      from: newLocalAddress(),
    });
    const [mail] = await mailsTo(account.email);
    const token = linkInMail(mail as NonNullable<typeof mail>).searchParams.get('token') as string;
    for (const weak of ['short1A', 'only-letters-here', '123456789012345']) {
      const res = await api('POST', `/v1/users/resetpassword/${token}`, { body: { password: weak } });
      expect(res).toEqual({ status: 400, body: { message: PASSWORD_RULES_TEXT } });
    }
    expect(
      (await api('POST', `/v1/users/resetpassword/${token}`, { body: { password: NEW_PASSWORD } })).status,
    ).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await api('POST', '/v1/users/resetpassword/not-a-real-token', {
      body: { password: NEW_PASSWORD },
    });
    expect(res).toEqual({ status: 400, body: { message: authPasswordLinkMessages.linkInvalid } });
  });
});

describe('enrollment through /changepassword', () => {
  it('activates a pending account with the mailed link, once', async () => {
    const account = await createPendingAccountWithEnrollment();
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(401);

    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toBe('Your OligoWatch account');
    const link = linkInMail(mail as NonNullable<typeof mail>);
    expect(link.pathname).toBe('/changepassword');
    const token = link.searchParams.get('token') as string;

    // A reset call cannot use an enrollment link.
    expect(
      (await api('POST', `/v1/users/resetpassword/${token}`, { body: { password: NEW_PASSWORD } })).status,
    ).toBe(400);

    const set = await api('PUT', '/v1/users/changepassword', { body: { token, password: NEW_PASSWORD } });
    expect(set).toEqual({
      status: 200,
      body: { status: 'success', message: authPasswordLinkMessages.enrollmentDone },
    });
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(200);

    const again = await api('PUT', '/v1/users/changepassword', {
      body: { token, password: 'Other-password-77' },
    });
    expect(again).toEqual({ status: 400, body: { message: authPasswordLinkMessages.linkInvalid } });
  });

  it('lets only one of two simultaneous uses of the same link through', async () => {
    const account = await createPendingAccountWithEnrollment();
    const [mail] = await mailsTo(account.email);
    const token = linkInMail(mail as NonNullable<typeof mail>).searchParams.get('token') as string;
    const results = await Promise.all(
      ['Racing-password-01', 'Racing-password-02', 'Racing-password-03'].map((password) =>
        api('PUT', '/v1/users/changepassword', { body: { token, password } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });
});

describe('link status: what an e-mailed link amounts to, before anyone types a password', () => {
  const status = (token: string, purpose: string) =>
    api('GET', `/v1/users/linkstatus/${encodeURIComponent(token)}?purpose=${purpose}`);

  it('says valid, then used, for an enrollment link, and never uses the link itself', async () => {
    const account = await createPendingAccountWithEnrollment();
    const [mail] = await mailsTo(account.email);
    const token = linkInMail(mail as NonNullable<typeof mail>).searchParams.get('token') as string;

    expect(await status(token, 'enrollment')).toEqual({ status: 200, body: { state: 'valid' } });
    // Asking twice changes nothing: the link still sets the password.
    expect(await status(token, 'enrollment')).toEqual({ status: 200, body: { state: 'valid' } });
    // The wrong screen for this link.
    expect(await status(token, 'reset')).toEqual({ status: 200, body: { state: 'invalid' } });

    const set = await api('PUT', '/v1/users/changepassword', { body: { token, password: NEW_PASSWORD } });
    expect(set.status).toBe(200);
    expect(await status(token, 'enrollment')).toEqual({ status: 200, body: { state: 'used' } });
    // Used stays refused, with the same message as before.
    const again = await api('PUT', '/v1/users/changepassword', {
      body: { token, password: 'Other-password-77' },
    });
    expect(again).toEqual({ status: 400, body: { message: authPasswordLinkMessages.linkInvalid } });
  });

  it('says used for a reset link once it has set a password', async () => {
    const account = await createAccountDirectly();
    await api('POST', '/v1/users/forgotpassword', {
      body: { email: account.email },
      from: newLocalAddress(),
    });
    const [mail] = await mailsTo(account.email);
    const token = linkInMail(mail as NonNullable<typeof mail>).searchParams.get('token') as string;
    expect(await status(token, 'reset')).toEqual({ status: 200, body: { state: 'valid' } });
    expect(
      (await api('POST', `/v1/users/resetpassword/${token}`, { body: { password: NEW_PASSWORD } })).status,
    ).toBe(200);
    expect(await status(token, 'reset')).toEqual({ status: 200, body: { state: 'used' } });
  });

  it('says expired for a link past its time, which also cannot be used', async () => {
    const account = await createAccountDirectly();
    const token = await saveLinkDirectly(account.id, 'reset', -60);
    expect(await status(token, 'reset')).toEqual({ status: 200, body: { state: 'expired' } });
    const reset = await api('POST', `/v1/users/resetpassword/${token}`, { body: { password: NEW_PASSWORD } });
    expect(reset).toEqual({ status: 400, body: { message: authPasswordLinkMessages.linkInvalid } });
  });

  it('says invalid for a made-up token, and 400 for a missing or unknown purpose', async () => {
    expect(await status('not-a-real-token', 'reset')).toEqual({ status: 200, body: { state: 'invalid' } });
    expect(await status('not-a-real-token', 'signup')).toEqual({
      status: 400,
      body: { message: authPasswordLinkMessages.linkPurposeInvalid },
    });
    expect(await api('GET', '/v1/users/linkstatus/not-a-real-token')).toEqual({
      status: 400,
      body: { message: authPasswordLinkMessages.linkPurposeInvalid },
    });
  });
});

describe('every outstanding link ends with a password change', () => {
  const linksOf = async (email: string) =>
    (await mailsTo(email)).map((m) => linkInMail(m).searchParams.get('token') as string);
  const forgot = (email: string) =>
    api('POST', '/v1/users/forgotpassword', { body: { email }, from: newLocalAddress() });

  it('refuses an older reset link once a newer one was used', async () => {
    const account = await createAccountDirectly();
    await forgot(account.email);
    await forgot(account.email);
    const [older, newer] = await linksOf(account.email);
    const used = await api('POST', `/v1/users/resetpassword/${newer}`, { body: { password: NEW_PASSWORD } });
    expect(used.status).toBe(200);
    const stale = await api('POST', `/v1/users/resetpassword/${older}`, {
      body: { password: 'Attacker-password-1' },
    });
    expect(stale).toEqual({ status: 400, body: { message: authPasswordLinkMessages.linkInvalid } });
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a reset link once the password was changed signed in', async () => {
    const account = await createAccountDirectly();
    await forgot(account.email);
    const [token] = await linksOf(account.email);
    const session = await signIn(account.email, account.password);
    const change = await api('PUT', '/v1/users/changepassword', {
      token: session,
      body: { current_password: account.password, password: NEW_PASSWORD },
    });
    expect(change.status).toBe(200);
    const stale = await api('POST', `/v1/users/resetpassword/${token}`, {
      body: { password: 'Attacker-password-1' },
    });
    expect(stale).toEqual({ status: 400, body: { message: authPasswordLinkMessages.linkInvalid } });
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(200);
  });
});

describe('forgot password is limited and tells nothing by its timing', () => {
  it(
    `mails at most ${FORGOT_PASSWORD_MAX_PER_ACCOUNT} links an hour to one address, whoever asks`,
    inOneWindow(FORGOT_PASSWORD_WINDOW_SECONDS, async () => {
      const account = await createAccountDirectly();
      const statuses: number[] = [];
      for (let i = 0; i <= FORGOT_PASSWORD_MAX_PER_ACCOUNT; i++)
        statuses.push(
          (
            await api('POST', '/v1/users/forgotpassword', {
              body: { email: account.email },
              from: newLocalAddress(),
            })
          ).status,
        );
      expect(statuses).toEqual([...Array(FORGOT_PASSWORD_MAX_PER_ACCOUNT).fill(200), 429]);
      expect(await mailsTo(account.email)).toHaveLength(FORGOT_PASSWORD_MAX_PER_ACCOUNT);
    }),
  );

  it(
    `answers at most ${FORGOT_PASSWORD_MAX_PER_ADDRESS} requests an hour from one address`,
    inOneWindow(FORGOT_PASSWORD_WINDOW_SECONDS, async () => {
      const from = newLocalAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= FORGOT_PASSWORD_MAX_PER_ADDRESS; i++)
        statuses.push(
          (await api('POST', '/v1/users/forgotpassword', { body: { email: uniqueEmail('nobody') }, from }))
            .status,
        );
      expect(statuses).toEqual([...Array(FORGOT_PASSWORD_MAX_PER_ADDRESS).fill(200), 429]);
    }),
  );

  it('takes the same time for an address with an account as for one without', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await api('POST', '/v1/users/forgotpassword', { body: { email }, from: newLocalAddress() });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    // Five of each, interleaved: on a loaded machine one mail can take 900 ms; a median of five
    // outlasts two such outliers, where a median of three did not.
    for (let i = 0; i < 5; i++) {
      known.push(await timed((await createAccountDirectly()).email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    expect(median(known)).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS);
    expect(median(unknown)).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(FORGOT_PASSWORD_ANSWER_MS / 3);
  });
});
