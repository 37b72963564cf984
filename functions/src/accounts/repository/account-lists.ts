import { compareNames } from '@oligowatch/shared/compare-names';
import type { AccountStatus } from '@oligowatch/shared/schemas/account';
import { accountsTable } from '@oligowatch/shared/tables';
import { type AccountRecord, toAccountRecord } from '@oligowatch/shared/tables/accounts';
import { queryAllPages } from '../../lib/db/paging';
import { accountsTableName } from './accounts-repository';

/** Every account of one status, sorted by last name, first name (the byStatus index's sort key). */
export const listAccountsByStatus = async (status: AccountStatus): Promise<AccountRecord[]> => {
  // Staff accounts number in the tens or hundreds: following every page is cheap and keeps the
  // screens' own sorting and filtering over the whole list.
  const items = await queryAllPages({
    TableName: accountsTableName(),
    IndexName: accountsTable.globalIndexes[0].indexName,
    KeyConditionExpression: 'gsi1pk = :status',
    ExpressionAttributeValues: { ':status': `STATUS#${status}` },
  });
  return items.map(toAccountRecord).filter((record): record is AccountRecord => record !== undefined);
};

const byName = (a: AccountRecord, b: AccountRecord): number =>
  compareNames(a.last_name, b.last_name) ||
  compareNames(a.first_name, b.first_name) ||
  a._id.localeCompare(b._id);

/** The accounts table's list: active accounts and those whose owner has not enrolled yet. */
export const listActiveAndPendingAccounts = async (): Promise<AccountRecord[]> => {
  const [active, pending] = await Promise.all([
    listAccountsByStatus('active'),
    listAccountsByStatus('pending'),
  ]);
  return [...active, ...pending].sort(byName);
};
