import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the cost of new hashes', () => {
  afterEach(() => vi.unstubAllEnvs());
  const costOf = async () => (await hashPassword('Some-password-1')).split('$').slice(1, 4).map(Number);
  const localStack = () => {
    vi.stubEnv('STAGE', 'local');
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:8000');
  };

  it('is N=2^16, r=8, p=1 in production', async () => {
    expect(PRODUCTION_SCRYPT_PARAMS).toEqual({ N: 65536, r: 8, p: 1 });
    expect(await costOf()).toEqual([65536, 8, 1]);
  });

  it('ignores PASSWORD_SCRYPT_N anywhere but a local stack on DynamoDB Local', async () => {
    vi.stubEnv('PASSWORD_SCRYPT_N', '1024');
    expect(await costOf()).toEqual([65536, 8, 1]);
    vi.stubEnv('STAGE', 'prod');
    vi.stubEnv('DYNAMODB_ENDPOINT', 'http://127.0.0.1:8000');
    expect(await costOf()).toEqual([65536, 8, 1]);
    vi.stubEnv('STAGE', 'local');
    vi.stubEnv('DYNAMODB_ENDPOINT', '');
    expect(await costOf()).toEqual([65536, 8, 1]);
  });

  it('is lowered on a test stack, and such a hash still verifies', async () => {
    localStack();
    vi.stubEnv('PASSWORD_SCRYPT_N', '1024');
    const hash = await hashPassword('Cheap-for-tests-1');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Cheap-for-tests-1', hash)).toBe(true);
    expect(await verifyPassword('Cheap-for-tests-2', hash)).toBe(false);
  });

  it.each(['512', '1000', '131072', 'cheap', ''])(
    'refuses PASSWORD_SCRYPT_N=%j rather than guess',
    async (value) => {
      localStack();
      vi.stubEnv('PASSWORD_SCRYPT_N', value);
      await expect(hashPassword('Some-password-1')).rejects.toThrow(
        `PASSWORD_SCRYPT_N must be a power of two from 1024 to 65536, not ${value}`,
      );
    },
  );
});
