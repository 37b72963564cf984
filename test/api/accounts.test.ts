import { ACCOUNT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_RULES_TEXT } from '@oligowatch/shared/constants';
import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import {
  commonAccessMessages,
  commonApiMessages,
  commonSuccessMessages,
} from '@oligowatch/shared/messages/common';
import type { Account } from '@oligowatch/shared/schemas/account';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountDirectly, uniqueEmail } from '../support/accounts';
import { api, linkInMail, mailsTo, signIn, stack } from '../support/api';

const ENROLLED_PASSWORD = 'Enrolled-password-2026';

const newAccount = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '(555) 867-5309',
  email: uniqueEmail('ada'),
  access_level: 'User',
  ...overrides,
});

type UserBody = { message: string; user: Account };
type ActiveList = { status: string; message: string; users: Account[]; data: Account[] };
type DeactivatedList = { message: string; data: Account[] };

let adminToken: string;
beforeAll(async () => {
  adminToken = await signIn(stack().admin.email, stack().admin.password);
});

const activeList = async (token = adminToken) =>
  (await api<ActiveList>('GET', '/v1/users/get_all_users', { token })).body.users;
const deactivatedList = async (token = adminToken) =>
  (await api<DeactivatedList>('GET', '/v1/users/get_all_deactivated_users', { token })).body.data;
const signInStatus = async (email: string, password: string) =>
  (await api('POST', '/v1/users/login', { body: { email, password } })).status;

/** The active-Admin count the server keeps, read through the handlers' own repository. */
const storedActiveAdminCount = async () => {
  Object.assign(process.env, stack().env);
  const { countActiveAdmins } = await import(
    '@oligowatch/functions/accounts/repository/active-admin-counter'
  );
  return countActiveAdmins();
};

describe('create, with the enrollment mail', () => {
  it('creates a pending account, answers with the spec envelope and no secrets, and mails a link', async () => {
    const body = newAccount({ email: `  ${uniqueEmail('Mixed.Case')}  ` });
    const res = await api<UserBody>('POST', '/v1/users/create', { token: adminToken, body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: commonSuccessMessages.create,
      user: {
        _id: expect.any(String),
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone_number: '(555) 867-5309',
        email: body.email.trim(),
        access_level: 'User',
        status: 'pending',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    const listed = (await activeList()).find((u) => u._id === res.body.user._id);
    expect(listed).toEqual(res.body.user);
    // Field names, not the whole text: a random address part once read 'pk' and failed this.
    const fields = (await activeList()).flatMap((u) => Object.keys(u));
    expect(fields.filter((f) => /password|hash|^(pk|sk)$|gsi|sessions_valid/.test(f))).toEqual([]);

    const [mail] = await mailsTo(body.email.trim());
    expect(mail?.subject).toBe('Your OligoWatch account');
    expect(linkInMail(mail as NonNullable<typeof mail>).pathname).toBe('/changepassword');
  });

  it('refuses an e-mail already taken in another case with 409', async () => {
    const email = uniqueEmail('taken');
    expect(
      (await api('POST', '/v1/users/create', { token: adminToken, body: newAccount({ email }) })).status,
    ).toBe(201);
    const again = await api('POST', '/v1/users/create', {
      token: adminToken,
      body: newAccount({ email: email.toUpperCase() }),
    });
    expect(again).toEqual({ status: 409, body: { message: accountsApiMessages.emailExists } });
    expect(await mailsTo(email.toUpperCase())).toHaveLength(0);
  });

  it('lets only one of two simultaneous creates with the same e-mail through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      [email, email.toUpperCase(), ` ${email}`].map((e) =>
        api('POST', '/v1/users/create', { token: adminToken, body: newAccount({ email: e }) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    [{ first_name: '' }, accountsApiMessages.firstNameRequired],
    [{ last_name: '   ' }, accountsApiMessages.lastNameRequired],
    [{ phone_number: '' }, accountsApiMessages.phoneRequired],
    [{ phone_number: '555-1234' }, accountsApiMessages.phoneInvalid],
    [{ email: 'not-an-address' }, accountsApiMessages.invalidEmail],
    [{ access_level: 'Superuser' }, accountsApiMessages.accessLevelRequired],
    [{ first_name: 'A'.repeat(ACCOUNT_NAME_MAX_LENGTH + 1) }, accountsApiMessages.nameTooLong],
    [{ last_name: 'B'.repeat(ACCOUNT_NAME_MAX_LENGTH + 1) }, accountsApiMessages.nameTooLong],
    [{ email: `${'c'.repeat(EMAIL_MAX_LENGTH)}@example.org` }, accountsApiMessages.emailTooLong],
  ])('refuses %o with 400 and says why', async (override, message) => {
    const res = await api('POST', '/v1/users/create', { token: adminToken, body: newAccount(override) });
    expect(res).toEqual({ status: 400, body: { message } });
  });

  it('enrolls end to end: the mailed link sets a password once, then the account signs in', async () => {
    const body = newAccount();
    const created = await api<UserBody>('POST', '/v1/users/create', { token: adminToken, body });
    expect(await signInStatus(body.email, ENROLLED_PASSWORD)).toBe(401);

    const [mail] = await mailsTo(body.email);
    const link = linkInMail(mail as NonNullable<typeof mail>);
    expect(`${link.origin}${link.pathname}`).toBe(`${stack().apiUrl}/changepassword`);
    const token = link.searchParams.get('token') as string;

    // The password rule holds, and a refused attempt does not use the link up.
    expect(await api('PUT', '/v1/users/changepassword', { body: { token, password: 'short' } })).toEqual({
      status: 400,
      body: { message: PASSWORD_RULES_TEXT },
    });
    const set = await api('PUT', '/v1/users/changepassword', {
      body: { token, password: ENROLLED_PASSWORD },
    });
    expect(set).toEqual({
      status: 200,
      body: { status: 'success', message: authPasswordLinkMessages.enrollmentDone },
    });
    expect(await signInStatus(body.email, ENROLLED_PASSWORD)).toBe(200);
    const fetched = await api<UserBody>('GET', `/v1/users/get/${created.body.user._id}`, {
      token: adminToken,
    });
    expect(fetched.body.user.status).toBe('active');

    const again = await api('PUT', '/v1/users/changepassword', {
      body: { token, password: 'Second-use-2026' },
    });
    expect(again).toEqual({ status: 400, body: { message: authPasswordLinkMessages.linkInvalid } });
    expect(await signInStatus(body.email, ENROLLED_PASSWORD)).toBe(200);
  });
});

describe('get and lists', () => {
  it('gets one account with its envelope, and 404 with the spec message for an unknown id', async () => {
    const account = await createAccountDirectly();
    const res = await api<UserBody>('GET', `/v1/users/get/${account.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: commonSuccessMessages.fetch,
      user: expect.objectContaining({ _id: account.id }),
    });
    expect(Object.keys(res.body.user).sort()).toEqual(
      [
        '_id',
        'access_level',
        'email',
        'first_name',
        'last_name',
        'phone_number',
        'status',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(await api('GET', '/v1/users/get/no-such-id', { token: adminToken })).toEqual({
      status: 404,
      body: { message: accountsApiMessages.fetchUserFailed('no-such-id') },
    });
  });

  it('answers the active list with users, data, status and message', async () => {
    const res = await api<ActiveList>('GET', '/v1/users/get_all_users', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toBe(commonSuccessMessages.fetch);
    expect(res.body.data).toEqual(res.body.users);
    expect(res.body.users.every((u) => u.status === 'active' || u.status === 'pending')).toBe(true);
  });
});

describe('update', () => {
  it('lets an Admin change every field, keeping the e-mail unique', async () => {
    const account = await createAccountDirectly();
    const taken = await createAccountDirectly();
    const newEmail = uniqueEmail('renamed');
    const res = await api<UserBody>('PUT', `/v1/users/update/${account.id}`, {
      token: adminToken,
      body: {
        first_name: 'Grace',
        last_name: 'Hopper',
        phone_number: '(555) 000-1111',
        email: newEmail,
        access_level: 'Admin',
      },
    });
    expect(res).toEqual({
      status: 200,
      body: {
        message: commonSuccessMessages.update,
        user: {
          _id: account.id,
          first_name: 'Grace',
          last_name: 'Hopper',
          phone_number: '(555) 000-1111',
          email: newEmail,
          access_level: 'Admin',
          status: 'active',
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      },
    });
    // The lists show when an account was created and last changed: the change moved the latter.
    const { created_at, updated_at } = res.body.user;
    expect(Date.parse(updated_at ?? '')).toBeGreaterThanOrEqual(Date.parse(created_at ?? ''));
    expect(updated_at).not.toBe(created_at);
    // The new address signs in, the old one is free again, a taken one is refused.
    expect(await signInStatus(newEmail, account.password)).toBe(200);
    expect(await signInStatus(account.email, account.password)).toBe(401);
    const clash = await api('PUT', `/v1/users/update/${account.id}`, {
      token: adminToken,
      body: {
        first_name: 'G',
        last_name: 'H',
        phone_number: '(555) 000-1111',
        email: taken.email.toUpperCase(),
      },
    });
    expect(clash).toEqual({ status: 409, body: { message: accountsApiMessages.emailExists } });
    const reuse = await api('POST', '/v1/users/create', {
      token: adminToken,
      body: newAccount({ email: account.email }),
    });
    expect(reuse.status).toBe(201);
  });

  it('lets a User change their own name and phone, never their access level, e-mail or status', async () => {
    const user = await createAccountDirectly({ accessLevel: 'User' });
    const token = await signIn(user.email, user.password);
    const name = { first_name: 'Own', last_name: 'Account', phone_number: '(555) 444-5555' };
    const ok = await api<UserBody>('PUT', `/v1/users/update/${user.id}`, { token, body: name });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ ...name, access_level: 'User', email: user.email });
    // Sending the unchanged values back is harmless.
    const same = await api('PUT', `/v1/users/update/${user.id}`, {
      token,
      body: { ...name, email: user.email, access_level: 'User', status: 'active' },
    });
    expect(same.status).toBe(200);
    for (const change of [
      { access_level: 'Admin' },
      { email: uniqueEmail('mine') },
      { status: 'deactivated' },
    ]) {
      const res = await api('PUT', `/v1/users/update/${user.id}`, { token, body: { ...name, ...change } });
      expect(res).toEqual({ status: 403, body: { message: commonAccessMessages.forbidden } });
    }
    const after = await api<UserBody>('GET', `/v1/users/get/${user.id}`, { token });
    expect(after.body.user).toMatchObject({ access_level: 'User', email: user.email, status: 'active' });
  });

  it('refuses a status change through update, and bad fields, with 400', async () => {
    const account = await createAccountDirectly();
    const base = { first_name: 'A', last_name: 'B', phone_number: '(555) 000-2222' };
    expect(
      await api('PUT', `/v1/users/update/${account.id}`, {
        token: adminToken,
        body: { ...base, status: 'deactivated' },
      }),
    ).toEqual({ status: 400, body: { message: accountsApiMessages.statusByOwnCall } });
    expect(
      await api('PUT', `/v1/users/update/${account.id}`, {
        token: adminToken,
        body: { ...base, email: 'x@' },
      }),
    ).toEqual({ status: 400, body: { message: accountsApiMessages.invalidEmail } });
    expect(await api('PUT', '/v1/users/update/no-such-id', { token: adminToken, body: base })).toEqual({
      status: 404,
      body: { message: accountsApiMessages.fetchUserFailed('no-such-id') },
    });
  });
});

describe('deactivate and restore', () => {
  it("ends the account's sessions at once, moves it between the lists, and restore lets it sign in again", async () => {
    const account = await createAccountDirectly();
    const token = await signIn(account.email, account.password);
    expect((await api('GET', `/v1/users/get/${account.id}`, { token })).status).toBe(200);
    // Tokens carry whole seconds: deactivate in a later second than the sign-in, so the old token
    // is also dead after a restore (the status check alone already stops it while deactivated).
    await new Promise((r) => setTimeout(r, 1100));

    const off = await api('DELETE', `/v1/users/delete/${account.id}`, { token: adminToken });
    expect(off).toEqual({ status: 200, body: { message: commonSuccessMessages.deletion } });
    expect((await api('GET', `/v1/users/get/${account.id}`, { token })).status).toBe(401);
    expect(await signInStatus(account.email, account.password)).toBe(401);
    expect((await activeList()).some((u) => u._id === account.id)).toBe(false);
    expect((await deactivatedList()).find((u) => u._id === account.id)?.status).toBe('deactivated');
    expect(await api('DELETE', `/v1/users/delete/${account.id}`, { token: adminToken })).toEqual({
      status: 409,
      body: { message: accountsApiMessages.alreadyDeactivated },
    });
    // A reset link is not mailed to a deactivated account.
    expect(await api('POST', `/v1/users/reset/${account.id}`, { token: adminToken })).toEqual({
      status: 409,
      body: { message: accountsApiMessages.resetDeactivated },
    });

    const on = await api('PUT', `/v1/users/restore/${account.id}`, { token: adminToken });
    expect(on).toEqual({ status: 200, body: { message: commonSuccessMessages.restoration } });
    expect((await deactivatedList()).some((u) => u._id === account.id)).toBe(false);
    expect((await activeList()).find((u) => u._id === account.id)?.status).toBe('active');
    // The old token stays dead; a new sign-in works.
    expect((await api('GET', `/v1/users/get/${account.id}`, { token })).status).toBe(401);
    const fresh = await signIn(account.email, account.password);
    expect((await api('GET', `/v1/users/get/${account.id}`, { token: fresh })).status).toBe(200);
    expect(await api('PUT', `/v1/users/restore/${account.id}`, { token: adminToken })).toEqual({
      status: 409,
      body: { message: accountsApiMessages.notDeactivated },
    });
  });

  it('deactivates a pending account, and restores it as pending (it has no password yet)', async () => {
    const created = await api<UserBody>('POST', '/v1/users/create', {
      token: adminToken,
      body: newAccount(),
    });
    const id = created.body.user._id;
    expect((await api('DELETE', `/v1/users/delete/${id}`, { token: adminToken })).status).toBe(200);
    // Its enrollment link no longer activates it.
    const [mail] = await mailsTo(created.body.user.email);
    const token = linkInMail(mail as NonNullable<typeof mail>).searchParams.get('token') as string;
    expect(
      (await api('PUT', '/v1/users/changepassword', { body: { token, password: ENROLLED_PASSWORD } })).status,
    ).toBe(400);
    expect((await api('PUT', `/v1/users/restore/${id}`, { token: adminToken })).status).toBe(200);
    expect((await activeList()).find((u) => u._id === id)?.status).toBe('pending');
  });
});

describe('bad requests', () => {
  it.each([
    ['DELETE', '/v1/users/delete/no-such-id'],
    ['PUT', '/v1/users/restore/no-such-id'],
  ])('%s %s answers 404 with the spec message for an unknown id', async (method, path) => {
    expect(await api(method, path, { token: adminToken })).toEqual({
      status: 404,
      body: { message: accountsApiMessages.fetchUserFailed('no-such-id') },
    });
  });

  it('answers 400 for an id far too long to be one (not a failed lookup)', async () => {
    const id = 'x'.repeat(3000);
    // Refused before any lookup, like every path parameter past INPUT_VALUE_MAX_BYTES.
    for (const [method, path] of [
      ['GET', `/v1/users/get/${id}`],
      ['DELETE', `/v1/users/delete/${id}`],
      ['PUT', `/v1/users/restore/${id}`],
      ['POST', `/v1/users/reset/${id}`],
    ] as const)
      expect(await api(method, path, { token: adminToken })).toEqual({
        status: 400,
        body: { message: commonApiMessages.valueTooLong('id') },
      });
  });

  it.each([
    ['/v1/users/login', { email: `${'c'.repeat(3000)}@example.org`, password: 'Whatever-123' }],
    ['/v1/users/forgotpassword', { email: `${'c'.repeat(3000)}@example.org` }],
  ])('POST %s answers an e-mail too long to be one with 400', async (path, body) => {
    expect(await api('POST', path, { body })).toEqual({
      status: 400,
      body: { message: accountsApiMessages.emailTooLong },
    });
  });

  it.each([
    ['POST', () => '/v1/users/create'],
    ['PUT', (id: string) => `/v1/users/update/${id}`],
  ])('%s answers a malformed body with 400 and a message, and writes nothing', async (method, path) => {
    const account = await createAccountDirectly();
    const res = await api(method, path(account.id), {
      token: adminToken,
      rawBody: '{"first_name": "Ada",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toEqual({ status: 400, body: { message: commonApiMessages.malformedJson } });
    const fetched = await api<UserBody>('GET', `/v1/users/get/${account.id}`, { token: adminToken });
    expect(fetched.body.user).toMatchObject({ email: account.email, status: 'active' });
  });

  it('refuses fields of the wrong type with 400 and says which', async () => {
    const res = await api('POST', '/v1/users/create', {
      token: adminToken,
      body: newAccount({ first_name: 42 }),
    });
    expect(res).toEqual({ status: 400, body: { message: accountsApiMessages.firstNameRequired } });
  });
});

describe('admin reset password', () => {
  it('mails an active account a reset link and a pending one a fresh enrollment link', async () => {
    const active = await createAccountDirectly();
    const res = await api('POST', `/v1/users/reset/${active.id}`, { token: adminToken });
    expect(res).toEqual({ status: 200, body: { message: commonSuccessMessages.adminResetEmailSent } });
    const [resetMail] = await mailsTo(active.email);
    const resetLink = linkInMail(resetMail as NonNullable<typeof resetMail>);
    expect(resetLink.pathname).toBe('/reset_password');
    const resetToken = resetLink.searchParams.get('token') as string;
    expect(
      (
        await api('POST', `/v1/users/resetpassword/${resetToken}`, {
          body: { password: 'After-admin-reset-1' },
        })
      ).status,
    ).toBe(200);
    expect(await signInStatus(active.email, 'After-admin-reset-1')).toBe(200);

    const pending = await api<UserBody>('POST', '/v1/users/create', {
      token: adminToken,
      body: newAccount(),
    });
    expect(
      (await api('POST', `/v1/users/reset/${pending.body.user._id}`, { token: adminToken })).status,
    ).toBe(200);
    const mails = await mailsTo(pending.body.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your OligoWatch account', 'Your OligoWatch account']);
    const second = linkInMail(mails[1] as NonNullable<(typeof mails)[1]>);
    expect(second.pathname).toBe('/changepassword');
    const set = await api('PUT', '/v1/users/changepassword', {
      body: { token: second.searchParams.get('token'), password: ENROLLED_PASSWORD },
    });
    expect(set.status).toBe(200);
    // Once enrolled, the first (older) enrollment link is dead too.
    const first = linkInMail(mails[0] as NonNullable<(typeof mails)[0]>).searchParams.get('token');
    expect(
      (await api('PUT', '/v1/users/changepassword', { body: { token: first, password: 'Other-pass-2026' } }))
        .status,
    ).toBe(400);
    expect(await api('POST', '/v1/users/reset/no-such-id', { token: adminToken })).toEqual({
      status: 404,
      body: { message: accountsApiMessages.fetchUserFailed('no-such-id') },
    });
  });
});

describe('the last active Admin', () => {
  it('cannot be deactivated or demoted, even by two Admins demoting each other at once', async () => {
    const a = await createAccountDirectly({ accessLevel: 'Admin' });
    const b = await createAccountDirectly({ accessLevel: 'Admin' });
    const tokens = { [a.id]: await signIn(a.email, a.password), [b.id]: await signIn(b.email, b.password) };
    // Leave A and B as the only active Admins for this test; the others come back at the end.
    const others = (await activeList()).filter(
      (u) => u.access_level === 'Admin' && u.status === 'active' && u._id !== a.id && u._id !== b.id,
    );
    const tokenA = tokens[a.id] as string;
    // Whoever is an active Admin at the end brings the others back.
    let restorerToken = tokenA;
    try {
      for (const other of others) {
        expect((await api('DELETE', `/v1/users/delete/${other._id}`, { token: tokenA })).status).toBe(200);
      }
      expect(await storedActiveAdminCount()).toBe(2);

      const demote = (id: string, token: string) =>
        api('PUT', `/v1/users/update/${id}`, {
          token,
          body: {
            first_name: 'Test',
            last_name: 'Person',
            phone_number: '(555) 010-0000',
            access_level: 'User',
          },
        });
      const [ab, ba] = await Promise.all([demote(b.id, tokenA), demote(a.id, tokens[b.id] as string)]);
      // One wins; the other is refused by the count (409) or, if it started after, by its lost role (403).
      expect([ab.status, ba.status].filter((s) => s === 200)).toHaveLength(1);
      expect([ab.status, ba.status].filter((s) => s === 409 || s === 403)).toHaveLength(1);
      const survivor = ab.status === 200 ? a : b;
      const survivorToken = tokens[survivor.id] as string;
      restorerToken = survivorToken;
      expect(await storedActiveAdminCount()).toBe(1);
      expect(
        (await activeList(survivorToken)).filter((u) => u.access_level === 'Admin' && u.status === 'active'),
      ).toEqual([expect.objectContaining({ _id: survivor.id })]);

      expect(await api('DELETE', `/v1/users/delete/${survivor.id}`, { token: survivorToken })).toEqual({
        status: 409,
        body: { message: accountsApiMessages.lastActiveAdmin },
      });
      expect(await demote(survivor.id, survivorToken)).toEqual({
        status: 409,
        body: { message: accountsApiMessages.lastActiveAdmin },
      });

      // A pending Admin does not count until enrolled; enrolling does.
      const pending = await api<UserBody>('POST', '/v1/users/create', {
        token: survivorToken,
        body: newAccount({ access_level: 'Admin' }),
      });
      expect(await storedActiveAdminCount()).toBe(1);
      const [mail] = await mailsTo(pending.body.user.email);
      const token = linkInMail(mail as NonNullable<typeof mail>).searchParams.get('token');
      await api('PUT', '/v1/users/changepassword', { body: { token, password: ENROLLED_PASSWORD } });
      expect(await storedActiveAdminCount()).toBe(2);
      restorerToken = await signIn(pending.body.user.email, ENROLLED_PASSWORD);
      expect((await api('DELETE', `/v1/users/delete/${survivor.id}`, { token: survivorToken })).status).toBe(
        200,
      );
      expect(await storedActiveAdminCount()).toBe(1);
    } finally {
      for (const other of others) {
        await api('PUT', `/v1/users/restore/${other._id}`, { token: restorerToken });
      }
    }
    // Every Admin is back, and the stored count agrees with the accounts.
    adminToken = await signIn(stack().admin.email, stack().admin.password);
    const admins = (await activeList()).filter((u) => u.access_level === 'Admin' && u.status === 'active');
    expect(await storedActiveAdminCount()).toBe(admins.length);
  });
});
