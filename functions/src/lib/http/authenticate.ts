import { commonAccessMessages } from '@oligowatch/shared/messages/common';
import type { AuthLevel } from '@oligowatch/shared/routes';
import type { AccessLevel } from '@oligowatch/shared/schemas/account';
import { accountsTable, authTable } from '@oligowatch/shared/tables';
import { type AccountRecord, accountKeys, toAccountRecord } from '@oligowatch/shared/tables/accounts';
import { authKeys } from '@oligowatch/shared/tables/auth';
import { canBeStoredId } from '../db/client';
import { getItem } from '../db/items';
import { forbidden, unauthenticated } from '../errors';
import { verifySessionToken } from './session-token';

/** Who is calling, as the database says now (not as the token said when it was issued). */
export interface Caller {
  id: string;
  accessLevel: AccessLevel;
  jti: string;
  exp: number;
}

export const readBearerToken = (headers: Record<string, string | undefined>): string | undefined => {
  const value = headers.authorization;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match?.[1];
};

/**
 * Verifies a session: signature and expiry, not logged out, and the account still active. A
 * deactivated account's tokens stop working at the next call, and a demoted Admin loses admin
 * rights at once because the access level is read from the account, not the token.
 */
export const authenticate = async (headers: Record<string, string | undefined>): Promise<Caller> =>
  (await authenticateAccount(headers)).caller;

/** authenticate, also giving the account it read, for a handler that needs more of it. */
export const authenticateAccount = async (
  headers: Record<string, string | undefined>,
): Promise<{ caller: Caller; account: AccountRecord }> => {
  const token = readBearerToken(headers);
  if (!token) throw unauthenticated(commonAccessMessages.signInRequired);
  const claims = await verifySessionToken(token);
  // Read through the accounts and auth tables' published contracts: the token check is every
  // feature's, and owns neither table.
  const [denied, account] = await Promise.all([
    getItem(authTable, authKeys.deniedToken(claims.jti), { consistent: false }),
    canBeStoredId(claims.sub)
      ? getItem(accountsTable, accountKeys.user(claims.sub)).then(toAccountRecord)
      : undefined,
  ]);
  if (denied || !account) throw unauthenticated(commonAccessMessages.signInRequired);
  // Said apart from the rest, so the person signed out by a deactivation learns why.
  if (account.status === 'deactivated') throw unauthenticated(commonAccessMessages.accountDeactivated);
  if (account.status !== 'active') throw unauthenticated(commonAccessMessages.signInRequired);
  // A password change or a deactivation raised the generation: every session opened before it
  // ends, to the exact write (a time cut in whole seconds let a same-second session through).
  // sessions_valid_after is the cut older versions wrote; tokens without a generation are 0.
  if (
    (claims.gen ?? 0) !== (account.auth_generation ?? 0) ||
    (claims.iat ?? 0) < (account.sessions_valid_after ?? 0)
  )
    throw unauthenticated(commonAccessMessages.sessionExpired);
  const caller = { id: account._id, accessLevel: account.access_level, jti: claims.jti, exp: claims.exp };
  return { caller, account };
};

export const authorize = (caller: Caller, level: AuthLevel): void => {
  if (level === 'admin' && caller.accessLevel !== 'Admin') throw forbidden(commonAccessMessages.forbidden);
};
