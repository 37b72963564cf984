import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOWERED_SCRYPT_N } from '../../lib/config';
import { hashPassword, PRODUCTION_SCRYPT_PARAMS, verifyPassword } from './password';

// Each hash at the production cost is ~0.2 s of CPU and 64 MiB; beside the other CI stages on 2 cores a
// test of several can pass 5 s, so these wait longer (a timeout, not a timing assertion).
describe('password hashing (scrypt)', { timeout: 30_000 }, () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Correct-horse-42');
    expect(hash).toMatch(/^scrypt\$65536\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Correct-horse-42', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-42', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Same-password-1')).not.toBe(await hashPassword('Same-password-1'));
  });

  it.each(['', 'plain', 'scrypt$1$2$3', 'bcrypt$x$y$z$a$b'])(
    'treats a malformed stored hash %j as no match',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});

/**
 * The cost comes from the process's configuration, read once (lib/config.ts): each case gets fresh
 * modules and its environment.
 */
const passwordsWith = async (env: Record<string, string>) => {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./password');
};
const LOCAL_STACK = { STAGE: 'local', DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' };

// Fresh modules and a hash at the production cost per case: beside npm test's other stages on
// 2 cores one case took over 5 s (a fresh-clone run). A timeout, not a timing assertion.
describe('the cost of new hashes', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllEnvs());
  const costOf = async (env: Record<string, string>) => {
    const { hashPassword } = await passwordsWith(env);
    return (await hashPassword('Some-password-1')).split('$').slice(1, 4).map(Number);
  };

  it('is N=2^16, r=8, p=1 in production', async () => {
    expect(PRODUCTION_SCRYPT_PARAMS).toEqual({ N: 65536, r: 8, p: 1 });
    expect(await costOf({})).toEqual([65536, 8, 1]);
  });

  it('may be lowered at most to the production cost', () => {
    expect(LOWERED_SCRYPT_N.max).toBe(PRODUCTION_SCRYPT_PARAMS.N);
  });

  it.each([
    ['outside a local stack', {}],
    ['on another stage', { STAGE: 'prod', DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' }],
    ['without DynamoDB Local', { STAGE: 'local', DYNAMODB_ENDPOINT: '' }],
  ])('ignores PASSWORD_SCRYPT_N %s', async (_, env) => {
    expect(await costOf({ PASSWORD_SCRYPT_N: '1024', ...env })).toEqual([65536, 8, 1]);
  });

  it('is lowered on a test stack, and such a hash still verifies', async () => {
    const { hashPassword, verifyPassword } = await passwordsWith({
      ...LOCAL_STACK,
      PASSWORD_SCRYPT_N: '1024',
    });
    const hash = await hashPassword('Cheap-for-tests-1');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Cheap-for-tests-1', hash)).toBe(true);
    expect(await verifyPassword('Cheap-for-tests-2', hash)).toBe(false);
  });

  it.each(['512', '1000', '131072', 'cheap'])(
    'refuses PASSWORD_SCRYPT_N=%j rather than guess',
    async (value) => {
      const { hashPassword } = await passwordsWith({ ...LOCAL_STACK, PASSWORD_SCRYPT_N: value });
      await expect(hashPassword('Some-password-1')).rejects.toThrow(
        `PASSWORD_SCRYPT_N: must be a power of two from 1024 to 65536, not ${value}`,
      );
    },
  );

  it('takes an empty PASSWORD_SCRYPT_N as not set, as every setting (the production cost)', async () => {
    expect(await costOf({ ...LOCAL_STACK, PASSWORD_SCRYPT_N: '' })).toEqual([65536, 8, 1]);
  });
});
