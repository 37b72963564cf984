import { accountsTable } from '@oligowatch/shared/tables';
import { type AccountRecord, accountKeys, toAccountRecord } from '@oligowatch/shared/tables/accounts';
import { canBeStoredId } from '../../lib/db/client';
import { getItem } from '../../lib/db/items';

/**
 * The accounts auth reads (sign-in, links, password changes), through the accounts table's
 * published contract: consistent, since each decides on what it reads.
 */
export const getAccountById = async (id: string): Promise<AccountRecord | undefined> =>
  canBeStoredId(id) ? toAccountRecord(await getItem(accountsTable, accountKeys.user(id))) : undefined;

export const findAccountByEmail = async (email: string): Promise<AccountRecord | undefined> => {
  const userId = (await getItem(accountsTable, accountKeys.email(email)))?.userId;
  return typeof userId === 'string' ? getAccountById(userId) : undefined;
};
