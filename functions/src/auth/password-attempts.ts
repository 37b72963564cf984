import {
  KNOWN_ADDRESS_LIFETIME_SECONDS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_SECONDS,
} from '@oligowatch/shared/constants';
import { normalizeEmail } from '@oligowatch/shared/schemas/account';
import {
  clearAttempts,
  giveBackAttempt,
  isKnownAddress,
  rememberKnownAddress,
  type TakenAttempt,
  takeAttempt,
} from './repository/auth-repository';

/** The budgets an attempt is taken from, per window (docs/decisions/0011). */
export const attemptKeys = (email: string, address: string) => {
  const account = normalizeEmail(email);
  return {
    pair: `PAIR#${account}#${address}`,
    address: `ADDRESS#${address}`,
    account: `ACCOUNT#${account}`,
  };
};

/** A password check the limits allowed; say how it ended. */
export interface PasswordAttempt {
  /** The right password: this pair's failures are forgiven, the other budgets get their slot back. */
  succeeded(): Promise<void>;
}

/**
 * Takes one attempt from every budget that applies, BEFORE the password is checked, each with an
 * atomic conditional ADD: concurrent guesses cannot check more passwords than the limits allow.
 * Undefined when a budget is spent (the caller answers 429 and checks nothing); the slots already
 * taken are given back then, as no password was tried.
 *
 * - account + address: 5 per window. One address guessing at one account.
 * - address: 20 per window. One address spraying many accounts.
 * - account, from addresses its owner has not proved: 10 per window. Many addresses guessing at
 *   one account. An address becomes known when the owner signs in (or uses a reset link) from it,
 *   so a stranger spending this budget cannot lock the owner out of their usual places.
 */
export const beginPasswordAttempt = async (
  email: string,
  address: string,
): Promise<PasswordAttempt | undefined> => {
  const keys = attemptKeys(email, address);
  const taken: TakenAttempt[] = [];
  const giveBackAll = () => Promise.all(taken.map(giveBackAttempt));

  const pair = await takeAttempt(
    keys.pair,
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    SIGN_IN_WINDOW_SECONDS,
  );
  if (!pair) return undefined;
  taken.push(pair);
  const [byAddress, known] = await Promise.all([
    takeAttempt(keys.address, SIGN_IN_MAX_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_SECONDS),
    isKnownAddress(normalizeEmail(email), address),
  ]);
  if (byAddress) taken.push(byAddress);
  const byAccount =
    byAddress && !known
      ? await takeAttempt(
          keys.account,
          SIGN_IN_MAX_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES,
          SIGN_IN_WINDOW_SECONDS,
        )
      : undefined;
  if (byAccount) taken.push(byAccount);
  if (!byAddress || (!known && !byAccount)) {
    await giveBackAll();
    return undefined;
  }

  return {
    succeeded: async () => {
      await Promise.all([
        clearAttempts(pair),
        ...taken.filter((t) => t !== pair).map(giveBackAttempt),
        rememberKnownAddress(normalizeEmail(email), address, KNOWN_ADDRESS_LIFETIME_SECONDS),
      ]);
    },
  };
};

/** The owner proved themselves from `address` another way (a reset link from their mailbox). */
export const rememberOwnerAddress = (email: string, address: string): Promise<void> =>
  rememberKnownAddress(normalizeEmail(email), address, KNOWN_ADDRESS_LIFETIME_SECONDS);
