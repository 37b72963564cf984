import {
  SESSION_LIFETIME_SECONDS,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_SECONDS,
} from '@oligowatch/shared/constants';
import { authSignInMessages } from '@oligowatch/shared/messages/auth';
import { commonApiMessages, commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { loginResponseSchema, sessionClaimsSchema } from '@oligowatch/shared/schemas/account';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccountDirectly } from '../support/accounts';
import { api, newLocalAddress, stack } from '../support/api';
import { inOneWindow } from '../support/attempt-window';

/** Each test signs in from its own loopback address, so the per-address limit of one test cannot leak into another. */
const fromNewAddress = () => newLocalAddress();

describe('POST /v1/users/login', () => {
  it('answers { status, token, message } with a token whose claims are sub, access_level, exp and jti', async () => {
    const { email, password } = stack().admin;
    const res = await api('POST', '/v1/users/login', {
      body: { email, password },
      from: fromNewAddress(),
    });
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(res.body);
    expect(body).toMatchObject({ status: 'success', message: commonSuccessMessages.login });
    const claims = sessionClaimsSchema.parse(decodeJwt(body.token));
    expect(claims.access_level).toBe('Admin');
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(SESSION_LIFETIME_SECONDS - 60);
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(SESSION_LIFETIME_SECONDS);
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const account = await createAccountDirectly();
    const res = await api('POST', '/v1/users/login', {
      body: { email: `  ${account.email.toUpperCase()} `, password: account.password },
      from: fromNewAddress(),
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [
      'a wrong password',
      async () => ({ email: (await createAccountDirectly()).email, password: 'Wrong-password-1' }),
    ],
    ['an unknown e-mail', async () => ({ email: 'nobody@oligowatch.test', password: 'Whatever-123456' })],
    [
      'a deactivated account',
      async () => {
        const a = await createAccountDirectly({ status: 'deactivated' });
        return { email: a.email, password: a.password };
      },
    ],
    [
      'an account that has not enrolled yet',
      async () => ({
        email: (await createAccountDirectly({ status: 'pending' })).email,
        password: 'Test-password-123',
      }),
    ],
  ])('refuses %s with 401 and the sign-in message', async (_, credentials) => {
    const res = await api('POST', '/v1/users/login', {
      body: await credentials(),
      from: fromNewAddress(),
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authSignInMessages.invalidCredentials });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await api('POST', '/v1/users/login', {
      rawBody: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: commonApiMessages.malformedJson });
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await api('POST', '/v1/users/login', {
      rawBody: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: commonApiMessages.unsupportedMediaType });
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'a@b.c' }, 'Password is required'],
  ])('answers a missing field with 400 and says which (%j)', async (body, message) => {
    const res = await api('POST', '/v1/users/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it(
    'limits failed attempts per address across many accounts',
    inOneWindow(SIGN_IN_WINDOW_SECONDS, async () => {
      const from = fromNewAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
        const res = await api('POST', '/v1/users/login', {
          body: { email: `guess-${i}@oligowatch.test`, password: 'Guess-password-1' },
          from,
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, SIGN_IN_MAX_FAILURES_PER_ADDRESS).every((s) => s === 401)).toBe(true);
      expect(statuses[SIGN_IN_MAX_FAILURES_PER_ADDRESS]).toBe(429);
      // The same address is refused even for a correct password until the window passes.
      const { email, password } = stack().admin;
      expect((await api('POST', '/v1/users/login', { body: { email, password }, from })).status).toBe(429);
    }),
  );
});
