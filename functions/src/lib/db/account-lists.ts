import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountStatus } from '@oligowatch/shared/schemas/account';
import { accountsTable } from '@oligowatch/shared/tables';
import { type AccountRecord, accountsTableName, toRecord } from './accounts-repository';
import { getDocumentClient } from './client';

/** Every account of one status, sorted by last name, first name (the byStatus index's sort key). */
export const listAccountsByStatus = async (status: AccountStatus): Promise<AccountRecord[]> => {
  const accounts: AccountRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  // Staff accounts number in the tens or hundreds: following every page is cheap and keeps the
  // screens' own sorting and filtering over the whole list.
  do {
    const page = await getDocumentClient().send(
      new QueryCommand({
        TableName: accountsTableName(),
        IndexName: accountsTable.globalIndexes[0].indexName,
        KeyConditionExpression: 'gsi1pk = :status',
        ExpressionAttributeValues: { ':status': `STATUS#${status}` },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const record = toRecord(item);
      if (record) accounts.push(record);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return accounts;
};

const byName = (a: AccountRecord, b: AccountRecord): number =>
  a.last_name.localeCompare(b.last_name, undefined, { sensitivity: 'base' }) ||
  a.first_name.localeCompare(b.first_name, undefined, { sensitivity: 'base' }) ||
  a._id.localeCompare(b._id);

/** The accounts table's list: active accounts and those whose owner has not enrolled yet. */
export const listActiveAndPendingAccounts = async (): Promise<AccountRecord[]> => {
  const [active, pending] = await Promise.all([
    listAccountsByStatus('active'),
    listAccountsByStatus('pending'),
  ]);
  return [...active, ...pending].sort(byName);
};
