import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { getConfig } from '../../lib/config';

/**
 * scrypt (memory-hard, in node:crypto). Parameters travel with each hash, so they can be raised
 * later without invalidating stored passwords: `scrypt$N$r$p$salt$hash` (base64url).
 * N=2^16, r=8 costs 64 MiB and ~0.2 s: expensive for a guesser, affordable at sign-in.
 */
export const PRODUCTION_SCRYPT_PARAMS = { N: 2 ** 16, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * The cost of new hashes. Only a local stack on DynamoDB Local (STAGE 'local' and
 * DYNAMODB_ENDPOINT, which no AWS function has) may lower N with PASSWORD_SCRYPT_N (lib/config.ts,
 * which checks its format): the test stacks do, as their suites hash and check hundreds of
 * passwords at ~0.2 s each. `npm start` and every AWS stage hash at the production cost (asserted
 * in password.test.ts and by the CDK tests).
 */
const hashParams = (): { N: number; r: number; p: number } => {
  const { PASSWORD_SCRYPT_N: N, STAGE, DYNAMODB_ENDPOINT } = getConfig();
  if (N === undefined || STAGE !== 'local' || !DYNAMODB_ENDPOINT) return PRODUCTION_SCRYPT_PARAMS;
  return { ...PRODUCTION_SCRYPT_PARAMS, N };
};

const derive = (
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });

export const hashPassword = async (password: string): Promise<string> => {
  const params = hashParams();
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A hash of a random password, verified against when no account matches, so timing reveals nothing. */
let decoy: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
};
