import { authChangePasswordMessages } from '@oligowatch/shared/messages/auth';
import { commonAccessMessages, commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccountDirectly, setAccountStatusDirectly } from '../support/accounts';
import { api, signIn, stack } from '../support/api';

/** Waits for the next whole second, so what follows most likely runs within one second. */
const startOfNextSecond = () => new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000)));

const PROTECTED = '/v1/oligos'; // a 'user' route: 200 for any active signed-in account
const ADMIN_ONLY = '/v1/debug'; // an 'admin' route

/** A token made with the stack's real key, so only the claim under test is wrong. */
const forgeToken = async (claims: {
  sub: string;
  access_level: string;
  exp: number;
  jti?: string;
  iss?: string;
}) =>
  new SignJWT({ access_level: claims.access_level })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setJti(claims.jti ?? 'forged-jti')
    .setIssuer(claims.iss ?? 'oligowatch')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 10)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(stack().env.JWT_SECRET));

describe('protected routes', () => {
  it('refuses a call without a token with 401', async () => {
    const res = await api('GET', PROTECTED);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: commonAccessMessages.signInRequired });
  });

  it('refuses an expired token with 401', async () => {
    const account = await createAccountDirectly();
    const token = await forgeToken({
      sub: account.id,
      access_level: 'User',
      exp: Math.floor(Date.now() / 1000) - 5,
    });
    const res = await api('GET', PROTECTED, { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: commonAccessMessages.sessionExpired });
  });

  it('refuses a tampered token with 401', async () => {
    const account = await createAccountDirectly();
    const token = await signIn(account.email, account.password);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, access_level: 'Admin' })).toString('base64url');
    const res = await api('GET', ADMIN_ONLY, { token: `${header}.${elevated}.${signature}` });
    expect(res.status).toBe(401);
  });

  it('refuses an unsigned (alg none) token and one from another issuer with 401', async () => {
    const account = await createAccountDirectly();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: account.id, access_level: 'Admin', jti: 'x', exp: 9999999999 }),
    ).toString('base64url')}.`;
    expect((await api('GET', PROTECTED, { token: none })).status).toBe(401);
    const foreign = await forgeToken({
      sub: account.id,
      access_level: 'User',
      exp: 9999999999,
      iss: 'someone-else',
    });
    expect((await api('GET', PROTECTED, { token: foreign })).status).toBe(401);
  });

  it('refuses a logged-out token with 401, while another session of the same account goes on', async () => {
    const account = await createAccountDirectly();
    const first = await signIn(account.email, account.password);
    const second = await signIn(account.email, account.password);
    const logout = await api('POST', '/v1/users/logout', { token: first });
    expect(logout).toEqual({ status: 200, body: { message: commonSuccessMessages.logout } });
    expect((await api('GET', PROTECTED, { token: first })).status).toBe(401);
    expect((await api('GET', PROTECTED, { token: second })).status).toBe(200);
  });

  it("stops a deactivated account's token at once", async () => {
    const account = await createAccountDirectly();
    const token = await signIn(account.email, account.password);
    expect((await api('GET', PROTECTED, { token })).status).toBe(200);
    await setAccountStatusDirectly(account.id, 'deactivated');
    // Said apart from an expired or signed-out session, so the screen can tell the person why.
    expect(await api('GET', PROTECTED, { token })).toEqual({
      status: 401,
      body: { message: commonAccessMessages.accountDeactivated },
    });
  });

  it('says the account was deactivated when an Admin deactivates it through the API', async () => {
    const account = await createAccountDirectly();
    const token = await signIn(account.email, account.password);
    const adminToken = await signIn(stack().admin.email, stack().admin.password);
    const deactivated = await api('DELETE', `/v1/users/delete/${account.id}`, { token: adminToken });
    expect(deactivated.status).toBe(200);
    expect(await api('GET', PROTECTED, { token })).toEqual({
      status: 401,
      body: { message: commonAccessMessages.accountDeactivated },
    });
    expect(commonAccessMessages.accountDeactivated).not.toBe(commonAccessMessages.sessionExpired);
  });

  it('answers a User on an admin route with 403, and lets an Admin in', async () => {
    const user = await createAccountDirectly({ accessLevel: 'User' });
    const userToken = await signIn(user.email, user.password);
    const refused = await api('GET', ADMIN_ONLY, { token: userToken });
    expect(refused).toEqual({ status: 403, body: { message: commonAccessMessages.forbidden } });

    const admin = await createAccountDirectly({ accessLevel: 'Admin' });
    const adminToken = await signIn(admin.email, admin.password);
    const debug = await api<{ status: string; stage: string }>('GET', ADMIN_ONLY, { token: adminToken });
    expect(debug.status).toBe(200);
    expect(debug.body).toMatchObject({ status: 'ok', stage: 'local' });
  });

  it('takes the access level from the account, not the token: a forged Admin claim of a User gets 403', async () => {
    const user = await createAccountDirectly({ accessLevel: 'User' });
    const token = await forgeToken({
      sub: user.id,
      access_level: 'Admin',
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    expect((await api('GET', ADMIN_ONLY, { token })).status).toBe(403);
  });

  it('ends older sessions when the password is changed, and hands the caller a fresh token', async () => {
    const account = await createAccountDirectly();
    // At the start of a second, so the sign-in and the change fall in the same one: the cut is
    // exact (a generation), not a comparison of whole seconds that let this session through.
    await startOfNextSecond();
    const old = await signIn(account.email, account.password);
    const change = await api<{ token: string }>('PUT', '/v1/users/changepassword', {
      token: old,
      body: { current_password: account.password, password: 'Another-password-42' },
    });
    expect(change.status).toBe(200);
    expect((await api('GET', PROTECTED, { token: old })).status).toBe(401);
    expect((await api('GET', PROTECTED, { token: change.body.token })).status).toBe(200);
    expect(
      (
        await api('POST', '/v1/users/login', {
          body: { email: account.email, password: 'Another-password-42' },
        })
      ).status,
    ).toBe(200);
  });

  it('ends a session opened in the same second as a deactivation, also after a restore', async () => {
    const admin = await signIn(stack().admin.email, stack().admin.password);
    const account = await createAccountDirectly();
    await startOfNextSecond();
    const token = await signIn(account.email, account.password);
    expect((await api('DELETE', `/v1/users/delete/${account.id}`, { token: admin })).status).toBe(200);
    expect((await api('PUT', `/v1/users/restore/${account.id}`, { token: admin })).status).toBe(200);
    expect((await api('GET', PROTECTED, { token })).status).toBe(401);
    // Signing in again works at once.
    const fresh = await signIn(account.email, account.password);
    expect((await api('GET', PROTECTED, { token: fresh })).status).toBe(200);
  });

  it('refuses a password change with a wrong current password', async () => {
    const account = await createAccountDirectly();
    const token = await signIn(account.email, account.password);
    const res = await api('PUT', '/v1/users/changepassword', {
      token,
      body: { current_password: 'Not-the-password-1', password: 'Another-password-42' },
    });
    expect(res).toEqual({ status: 400, body: { message: authChangePasswordMessages.currentPasswordWrong } });
  });
});
