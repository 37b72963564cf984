import { createHash, randomBytes } from 'node:crypto';

/** Enrollment and reset links carry a random token; only its SHA-256 is ever stored. */
export const createLinkToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
};

export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
