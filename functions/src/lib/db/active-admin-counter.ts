import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Account } from '@oligowatch/shared/schemas/account';
import { accountsTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { getDocumentClient } from './client';
import { queryAllPages } from './paging';
import { isConditionFailure } from './transactions';

/**
 * How many accounts are active Admins, kept in one item beside the accounts. Every change that
 * makes or unmakes an active Admin adds to or takes from it in the same transaction, and taking
 * from it requires more than one: two Admins demoting each other at the same moment cannot leave
 * none (one of the two transactions fails its condition).
 */
const tableName = () => getConfig()[accountsTable.envVar];
const counterKey = { pk: 'COUNTER#ACTIVE_ADMINS' } as const;

export const isActiveAdmin = (account: Pick<Account, 'access_level' | 'status'>): boolean =>
  account.access_level === 'Admin' && account.status === 'active';

export const incrementActiveAdminsItem = () => ({
  Update: {
    TableName: tableName(),
    Key: counterKey,
    UpdateExpression: 'ADD #count :one',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** Fails its condition when this would take the count below one: the last active Admin stays. */
export const decrementActiveAdminsItem = () => ({
  Update: {
    TableName: tableName(),
    Key: counterKey,
    ConditionExpression: '#count > :one',
    UpdateExpression: 'ADD #count :minusOne',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':minusOne': -1 },
  },
});

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
