import { accountsTable } from '@oligowatch/shared/tables';
import { type AccountRecord, accountKeys, toAccountRecord } from '@oligowatch/shared/tables/accounts';
import { canBeStoredId } from '../../lib/db/client';
import { getItem } from '../../lib/db/items';

/** A schedule's owner, read through the accounts table's published contract. */
export const getOwnerAccount = async (id: string): Promise<AccountRecord | undefined> =>
  canBeStoredId(id) ? toAccountRecord(await getItem(accountsTable, accountKeys.user(id))) : undefined;
