import { commonAccessMessages } from '@oligowatch/shared/messages/common';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountDirectly,
  setAccountStatusDirectly,
  type TestAccount,
  uniqueEmail,
} from '../support/accounts';
import { api, signIn, stack } from '../support/api';

/**
 * The role matrix of every /v1/users account call: anonymous, a User on their own account, a User
 * on someone else's, and an Admin. Each case gets fresh accounts, so no case depends on another.
 */
type Who = 'anonymous' | 'user on self' | 'user on another' | 'admin';

interface Case {
  call: string;
  method: string;
  path: (id: string) => string;
  body?: (target: TestAccount) => unknown;
  /** Put the target in the state the call expects (restore needs a deactivated account). */
  prepare?: (target: TestAccount) => Promise<void>;
  expected: Record<Who, number>;
}

const newUserBody = () => ({
  first_name: 'Role',
  last_name: 'Matrix',
  phone_number: '(555) 123-4567',
  email: uniqueEmail('matrix'),
  access_level: 'User',
});

const cases: Case[] = [
  {
    call: 'create',
    method: 'POST',
    path: () => '/v1/users/create',
    body: newUserBody,
    expected: { anonymous: 401, 'user on self': 403, 'user on another': 403, admin: 201 },
  },
  {
    call: 'get',
    method: 'GET',
    path: (id) => `/v1/users/get/${id}`,
    expected: { anonymous: 401, 'user on self': 200, 'user on another': 403, admin: 200 },
  },
  {
    call: 'get all active',
    method: 'GET',
    path: () => '/v1/users/get_all_users',
    expected: { anonymous: 401, 'user on self': 403, 'user on another': 403, admin: 200 },
  },
  {
    call: 'get all deactivated',
    method: 'GET',
    path: () => '/v1/users/get_all_deactivated_users',
    expected: { anonymous: 401, 'user on self': 403, 'user on another': 403, admin: 200 },
  },
  {
    call: 'update',
    method: 'PUT',
    path: (id) => `/v1/users/update/${id}`,
    body: () => ({ first_name: 'Changed', last_name: 'Name', phone_number: '(555) 222-3333' }),
    expected: { anonymous: 401, 'user on self': 200, 'user on another': 403, admin: 200 },
  },
  {
    call: 'deactivate',
    method: 'DELETE',
    path: (id) => `/v1/users/delete/${id}`,
    expected: { anonymous: 401, 'user on self': 403, 'user on another': 403, admin: 200 },
  },
  {
    call: 'restore',
    method: 'PUT',
    path: (id) => `/v1/users/restore/${id}`,
    prepare: (target) => setAccountStatusDirectly(target.id, 'deactivated'),
    expected: { anonymous: 401, 'user on self': 403, 'user on another': 403, admin: 200 },
  },
  {
    call: 'admin reset password',
    method: 'POST',
    path: (id) => `/v1/users/reset/${id}`,
    expected: { anonymous: 401, 'user on self': 403, 'user on another': 403, admin: 200 },
  },
];

const whos: Who[] = ['anonymous', 'user on self', 'user on another', 'admin'];

describe('who may make each /v1/users call', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signIn(stack().admin.email, stack().admin.password);
  });

  const rows = cases.flatMap((c) => whos.map((who) => [c.call, who, c.expected[who], c] as const));

  it.each(rows)('%s as %s -> %i', async (_call, who, expected, c) => {
    const caller = await createAccountDirectly({ accessLevel: 'User' });
    // The account acted on: the caller's own for "self", else a second User.
    const target = who === 'user on self' ? caller : await createAccountDirectly({ accessLevel: 'User' });
    // "User on self": sign in before a prepare step that might deactivate the account.
    const token =
      who === 'anonymous'
        ? undefined
        : who === 'admin'
          ? adminToken
          : await signIn(caller.email, caller.password);
    if (who !== 'user on self') await c.prepare?.(target);
    const res = await api(c.method, c.path(target.id), {
      ...(token ? { token } : {}),
      ...(c.body ? { body: c.body(target) } : {}),
    });
    expect(res.status).toBe(expected);
    if (expected === 403) expect(res.body).toEqual({ message: commonAccessMessages.forbidden });
    if (expected === 401) expect(res.body).toEqual({ message: commonAccessMessages.signInRequired });
  });
});
