import { accountMessages, authMessages } from '@oligowatch/shared/messages';
import type { Caller } from '../../lib/http/authenticate';
import { Conflict, Forbidden, NotFound } from '../../lib/http/errors';
import { AccountBusyError, AccountMissingError, LastActiveAdminError } from '../repository/account-changes';
import { EmailTakenError } from '../repository/accounts-repository';

/** A User may act on their own account only; an Admin on any. Checked before any lookup, so a
 * User cannot learn which ids exist. */
export const assertSelfOrAdmin = (caller: Caller | undefined, id: string): void => {
  if (!caller || (caller.accessLevel !== 'Admin' && caller.id !== id))
    throw new Forbidden(authMessages.forbidden);
};

/** The repository's refusals as the API says them (SPEC.md section 8 where it has the words). */
export const toHttpError = (error: unknown, id: string): unknown => {
  if (error instanceof AccountMissingError) return new NotFound(accountMessages.fetchUserFailed(id));
  if (error instanceof EmailTakenError) return new Conflict(accountMessages.emailExists);
  if (error instanceof LastActiveAdminError) return new Conflict(accountMessages.lastActiveAdmin);
  if (error instanceof AccountBusyError) return new Conflict(accountMessages.accountBusy);
  return error;
};

/** Runs an account change, turning the repository's refusals into HTTP errors. */
export const withAccountErrors = async <T>(id: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error, id);
  }
};
