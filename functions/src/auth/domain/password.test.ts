import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
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
