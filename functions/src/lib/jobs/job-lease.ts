import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient, nowEpochSeconds } from '../db/client';
import { isConditionFailure } from '../db/transactions';

/**
 * The lease every job shares (DESIGN.md 11). A job's state item carries `lease_owner` and
 * `lease_until` (epoch seconds); only the holder writes the job's progress, so two runners of one
 * job (a retried asynchronous invocation, a duplicate delivery, a restart) never both work.
 * - A job is queued with the placeholder owner QUEUED_OWNER for a short time, so a second start
 *   waits for the first runner to take the lease.
 * - A runner takes the lease when it is the placeholder, expired, or already its own.
 * - Each commit renews it; the turn ends by releasing it (finished) or handing it back to the
 *   placeholder (continued in a fresh invocation).
 */

export const QUEUED_OWNER = 'queued';

export class LeaseLostError extends Error {}

/** Where a job's state lives: its table and the key of its state item. */
export interface LeaseItem {
  tableName: string;
  key: Record<string, string>;
}

interface Expression {
  names: Record<string, string>;
  values: Record<string, unknown>;
  sets: string[];
}

/** `SET` clauses for plain attribute values, every name through a placeholder (many are reserved). */
const setClauses = (fields: Record<string, unknown>, prefix = 'f'): Expression => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields).map(([field, value], i) => {
    names[`#${prefix}${i}`] = field;
    values[`:${prefix}${i}`] = value;
    return `#${prefix}${i} = :${prefix}${i}`;
  });
  return { names, values, sets };
};

/**
 * Takes the lease for `owner` while the item's status is one of `runnable`, setting `set` (for
 * instance the running status) with it. The item's attributes after the update, or undefined when
 * another runner holds the lease, the job is finished or gone.
 */
export const acquireLease = async (
  item: LeaseItem,
  owner: string,
  leaseSeconds: number,
  options: { runnable: readonly string[]; set?: Record<string, unknown> },
): Promise<Record<string, unknown> | undefined> => {
  const nowEpoch = nowEpochSeconds();
  const extra = setClauses(options.set ?? {});
  const statusValues = Object.fromEntries(options.runnable.map((s, i) => [`:runnable${i}`, s]));
  try {
    const out = await getDocumentClient().send(
      new UpdateCommand({
        TableName: item.tableName,
        Key: item.key,
        UpdateExpression: `SET ${['lease_owner = :owner', 'lease_until = :until', ...extra.sets].join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND #status IN (${Object.keys(statusValues).join(', ')}) AND (lease_owner = :queuedOwner OR lease_until < :now OR lease_owner = :owner)`,
        ExpressionAttributeNames: { '#status': 'status', ...extra.names },
        ExpressionAttributeValues: {
          ':owner': owner,
          ':until': nowEpoch + leaseSeconds,
          ':queuedOwner': QUEUED_OWNER,
          ':now': nowEpoch,
          ...statusValues,
          ...extra.values,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/**
 * The update of one commit under the lease: sets `fields`, renews the lease, and holds only while
 * `owner` still has it. Returned as an Update input so a caller can put it in a transaction.
 */
export const leasedUpdate = (
  item: LeaseItem,
  owner: string,
  leaseSeconds: number,
  fields: Record<string, unknown>,
) => {
  const clauses = setClauses(fields);
  return {
    TableName: item.tableName,
    Key: item.key,
    UpdateExpression: `SET ${[...clauses.sets, 'lease_until = :leaseUntil'].join(', ')}`,
    ConditionExpression: 'lease_owner = :leaseOwner',
    ExpressionAttributeNames: clauses.names,
    ExpressionAttributeValues: {
      ...clauses.values,
      ':leaseUntil': nowEpochSeconds() + leaseSeconds,
      ':leaseOwner': owner,
    },
  };
};

/** Commits `fields` under the lease and renews it; LeaseLostError when another runner has it. */
export const commitUnderLease = async (
  item: LeaseItem,
  owner: string,
  leaseSeconds: number,
  fields: Record<string, unknown>,
): Promise<void> => {
  try {
    await getDocumentClient().send(new UpdateCommand(leasedUpdate(item, owner, leaseSeconds, fields)));
  } catch (error) {
    if (isConditionFailure(error)) throw new LeaseLostError(JSON.stringify(item.key));
    throw error;
  }
};

/**
 * Ends the runner's turn, setting `fields`: the lease is released (the job finished or failed), or,
 * with `handOverSeconds`, given back to the placeholder for that long so the fresh invocation that
 * continues the job takes it first.
 */
export const releaseLease = async (
  item: LeaseItem,
  owner: string,
  fields: Record<string, unknown>,
  options: { handOverSeconds?: number } = {},
): Promise<void> => {
  const clauses = setClauses(fields);
  const handOver = options.handOverSeconds !== undefined;
  const sets = handOver
    ? [...clauses.sets, 'lease_owner = :queuedOwner', 'lease_until = :until']
    : clauses.sets;
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: item.tableName,
        Key: item.key,
        UpdateExpression: `SET ${sets.join(', ')}${handOver ? '' : ' REMOVE lease_owner, lease_until'}`,
        ConditionExpression: 'lease_owner = :owner',
        ExpressionAttributeNames: clauses.names,
        ExpressionAttributeValues: {
          ...clauses.values,
          ':owner': owner,
          ...(handOver
            ? { ':queuedOwner': QUEUED_OWNER, ':until': nowEpochSeconds() + (options.handOverSeconds ?? 0) }
            : {}),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new LeaseLostError(JSON.stringify(item.key));
    throw error;
  }
};

/** A job marked as working whose lease ran out lost its runner (a crash, a stopped server). */
export const isLeaseStale = (state: { lease_until?: unknown }): boolean =>
  typeof state.lease_until === 'number' && state.lease_until < nowEpochSeconds();
