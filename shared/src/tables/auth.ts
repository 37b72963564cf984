/**
 * The auth table's published contract (owner: the auth feature; see `authTable` in ../tables.ts).
 * The token check every protected route runs (functions/src/lib/http) reads the deny-list through it.
 */

export type LinkPurpose = 'reset' | 'enrollment';

export interface LinkRecord {
  purpose: LinkPurpose;
  userId: string;
  expires_at: number;
  /** Set when the link is used (epoch seconds): the record stays until it expires, so a second visit can be told "already used". */
  used_at?: number;
  /** The account's auth_generation when the link was made: any later password change ends it. */
  generation: number;
}

export const authKeys = {
  /** A logged-out session token, kept until it would have expired anyway. */
  deniedToken: (jti: string) => ({ pk: `DENY#${jti}` }),
  /** An enrollment or reset link, by the hash of its token. */
  link: (tokenHash: string) => ({ pk: `LINK#${tokenHash}` }),
} as const;
