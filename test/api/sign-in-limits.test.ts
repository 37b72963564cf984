import {
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_SECONDS,
} from '@oligowatch/shared/constants';
import { authChangePasswordMessages, authSignInMessages } from '@oligowatch/shared/messages/auth';
import { describe, expect, it } from 'vitest';
import { createAccountDirectly } from '../support/accounts';
import { api, linkInMail, mailsTo, newLocalAddress, signIn, stack } from '../support/api';
import { inOneWindow } from '../support/attempt-window';

/** Password limits (docs/decisions/0011): each test is callers of its own on loopback addresses. */

const login = (email: string, password: string, from: string, headers: Record<string, string> = {}) =>
  api('POST', '/v1/users/login', { body: { email, password }, from, headers });

const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** The attempts counted in this window for a budget, read from the table as the handlers do. */
const attemptsSoFar = async (key: string): Promise<number> => {
  Object.assign(process.env, stack().env);
  const repository = await import('@oligowatch/functions/auth/repository/auth-repository');
  return repository.attemptsSoFar(key, SIGN_IN_WINDOW_SECONDS);
};

describe('sign-in limits hold under concurrency', () => {
  it(
    'checks at most the limit of 30 parallel guesses from one address, the right password among them',
    inOneWindow(SIGN_IN_WINDOW_SECONDS, async () => {
      const account = await createAccountDirectly();
      const from = newLocalAddress();
      const guesses = Array.from({ length: 30 }, (_, i) => `Wrong-guess-${i}-x`);
      guesses.splice(17, 0, account.password);
      const statuses = (await Promise.all(guesses.map((p) => login(account.email, p, from)))).map(
        (r) => r.status,
      );
      // Every answer is a checked password (401, or 200 for the right one) or a refusal before any check.
      expect(countOf(statuses, 401) + countOf(statuses, 200) + countOf(statuses, 429)).toBe(31);
      expect(countOf(statuses, 401) + countOf(statuses, 200)).toBeLessThanOrEqual(
        SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      );
      expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(
        31 - SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      );
    }),
  );

  it(
    'counts every one of parallel failures: the stored count is the number checked, and the next is refused',
    inOneWindow(SIGN_IN_WINDOW_SECONDS, async () => {
      const account = await createAccountDirectly();
      const from = newLocalAddress();
      const statuses = (
        await Promise.all(
          Array.from({ length: 12 }, (_, i) => login(account.email, `Wrong-${i}-guess`, from)),
        )
      ).map((r) => r.status);
      expect(countOf(statuses, 401)).toBe(SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
      expect(countOf(statuses, 429)).toBe(12 - SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
      expect(await attemptsSoFar(`PAIR#${account.email}#${from}`)).toBe(
        SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      );
      const right = await login(account.email, account.password, from);
      expect(right).toEqual({ status: 429, body: { message: authSignInMessages.tooManyAttempts } });
    }),
  );

  it(
    'checks at most the new-address budget of parallel guesses spread over many addresses',
    inOneWindow(SIGN_IN_WINDOW_SECONDS, async () => {
      const account = await createAccountDirectly();
      const statuses = (
        await Promise.all(
          Array.from({ length: 30 }, (_, i) => login(account.email, `Wrong-${i}-guess`, newLocalAddress())),
        )
      ).map((r) => r.status);
      expect(countOf(statuses, 401)).toBe(SIGN_IN_MAX_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES);
      expect(countOf(statuses, 429)).toBe(30 - SIGN_IN_MAX_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES);
    }),
  );
});

describe('a stranger cannot lock the owner out', () => {
  it(
    'lets the owner in from a known address while strangers have spent every budget they can',
    inOneWindow(SIGN_IN_WINDOW_SECONDS, async () => {
      const owner = await createAccountDirectly();
      const home = newLocalAddress();
      await signIn(owner.email, owner.password, home); // home becomes a known address

      // Strangers from many addresses, past the per-pair and the new-address limits.
      const strangers = Array.from({ length: 4 }, () => newLocalAddress());
      for (const stranger of strangers) {
        for (let i = 0; i <= SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
          await login(owner.email, `Stranger-${i}-guess`, stranger);
      }
      // Even the right password from a stranger's address is refused now.
      expect((await login(owner.email, owner.password, strangers[0] as string)).status).toBe(429);
      expect((await login(owner.email, owner.password, newLocalAddress())).status).toBe(429);

      // The owner, at home: in.
      expect((await login(owner.email, owner.password, home)).status).toBe(200);
      // And their own typo at home does not cost them their way in.
      expect((await login(owner.email, 'My-own-typo-1', home)).status).toBe(401);
      expect((await login(owner.email, owner.password, home)).status).toBe(200);
    }),
  );

  it(
    'lets the owner in from a new address once they used a reset link from it',
    inOneWindow(SIGN_IN_WINDOW_SECONDS, async () => {
      const owner = await createAccountDirectly();
      for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES; i++)
        await login(owner.email, `Stranger-${i}-guess`, newLocalAddress());
      const laptop = newLocalAddress();
      expect((await login(owner.email, owner.password, laptop)).status).toBe(429);

      await api('POST', '/v1/users/forgotpassword', { body: { email: owner.email }, from: laptop });
      const [mail] = await mailsTo(owner.email);
      const token = linkInMail(mail as NonNullable<typeof mail>).searchParams.get('token') as string;
      const reset = await api('POST', `/v1/users/resetpassword/${token}`, {
        body: { password: 'Recovered-password-7' },
        from: laptop,
      });
      expect(reset.status).toBe(200);
      expect((await login(owner.email, 'Recovered-password-7', laptop)).status).toBe(200);
    }),
  );
});

describe('the address is the socket, never a header the caller writes', () => {
  it(
    'limits one address that sends a new X-Forwarded-For and CloudFront-Viewer-Address every time',
    inOneWindow(SIGN_IN_WINDOW_SECONDS, async () => {
      const account = await createAccountDirectly();
      const from = newLocalAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const spoofed = `198.51.100.${i + 1}`;
        const res = await login(account.email, `Wrong-${i}-guess`, from, {
          'x-forwarded-for': spoofed,
          'cloudfront-viewer-address': `${spoofed}:4431`,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([
        ...Array(SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS).fill(401),
        ...Array(8 - SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS).fill(429),
      ]);
    }),
  );

  it(
    'limits one address spraying many accounts behind spoofed headers',
    inOneWindow(SIGN_IN_WINDOW_SECONDS, async () => {
      const from = newLocalAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
        const res = await login(`spray-${i}-${Date.now()}@oligowatch.test`, 'Guess-password-1', from, {
          'x-forwarded-for': `203.0.113.${i + 1}`,
        });
        statuses.push(res.status);
      }
      expect(countOf(statuses, 401)).toBe(SIGN_IN_MAX_FAILURES_PER_ADDRESS);
      expect(statuses.at(-1)).toBe(429);
    }),
  );
});

describe('the signed-in password change is limited like a sign-in', () => {
  it(
    'refuses guesses at the current password past the limit, also in parallel, then the right one too',
    inOneWindow(SIGN_IN_WINDOW_SECONDS, async () => {
      const account = await createAccountDirectly();
      const from = newLocalAddress();
      const token = await signIn(account.email, account.password, from);
      const guess = (current: string) =>
        api('PUT', '/v1/users/changepassword', {
          token,
          from,
          body: { current_password: current, password: 'Another-password-42' },
        });
      const statuses = (
        await Promise.all(Array.from({ length: 12 }, (_, i) => guess(`Wrong-${i}-current`)))
      ).map((r) => r.status);
      expect(countOf(statuses, 400)).toBe(SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
      expect(countOf(statuses, 429)).toBe(12 - SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
      expect(await guess(account.password)).toEqual({
        status: 429,
        body: { message: authChangePasswordMessages.tooManyPasswordAttempts },
      });
    }),
  );
});
