import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { accountsTable } from '@oligowatch/shared/tables';
import { accountKeys } from '@oligowatch/shared/tables/accounts';
import { getDocumentClient } from '../../lib/db/client';
import { tableNameOf } from '../../lib/db/items';
import { queryAllPages } from '../../lib/db/paging';
import { isConditionFailure } from '../../lib/db/transactions';

/**
 * How many accounts are active Admins, kept in one item beside the accounts (its updates are
 * published with the table: incrementActiveAdminsItem, decrementActiveAdminsItem).
 */
const tableName = () => tableNameOf(accountsTable);
const counterKey = accountKeys.activeAdmins;

export const countActiveAdmins = async (): Promise<number | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: counterKey, ConsistentRead: true }),
  );
  const count = out.Item?.count;
  return typeof count === 'number' ? count : undefined;
};

/**
 * Writes the counter from the accounts when it does not exist yet (data written before the
 * counter did). Run once at start, before requests are served; an existing counter is left alone.
 */
export const ensureActiveAdminCounter = async (): Promise<void> => {
  if ((await countActiveAdmins()) !== undefined) return;
  const activeAdmins = await queryAllPages({
    TableName: tableName(),
    IndexName: accountsTable.globalIndexes[0].indexName,
    KeyConditionExpression: 'gsi1pk = :status',
    FilterExpression: 'access_level = :admin',
    ExpressionAttributeValues: { ':status': 'STATUS#active', ':admin': 'Admin' },
  });
  const count = activeAdmins.length;
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...counterKey, count },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    // Someone else wrote it first: theirs is as true as ours.
    if (!isConditionFailure(error)) throw error;
  }
};
