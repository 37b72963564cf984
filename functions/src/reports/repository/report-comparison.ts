import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RunComparison } from '@oligowatch/shared/schemas/run-comparison';
import { getDocumentClient } from '../../lib/db/client';
import { isConditionFailure } from '../../lib/db/transactions';
import { reportsTableName, summaryKey } from './reports-table';

/**
 * A scheduled run's comparison with the previous run, on its report's SUMMARY. Written once: the
 * write that lands decides whether this run mails, so a completion seen twice mails once.
 * False when a comparison was already there (or the report is gone).
 */
export const saveRunComparison = async (reportId: string, comparison: RunComparison): Promise<boolean> => {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: reportsTableName(),
        Key: summaryKey(reportId),
        UpdateExpression: 'SET comparison = :comparison',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(comparison)',
        ExpressionAttributeValues: { ':comparison': comparison },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * Claims the change alert's mail to `address` (lower-cased) before it is sent: only one attempt,
 * of however many run at once or later, gets true. A send that then fails gives its claim back
 * (releaseAlertClaim), so the next attempt of the Alert state mails that address again.
 */
export const claimAlertDelivery = async (reportId: string, address: string): Promise<boolean> => {
  const key = address.toLowerCase();
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: reportsTableName(),
        Key: summaryKey(reportId),
        UpdateExpression: 'ADD alert_delivered :address',
        ConditionExpression:
          'attribute_exists(comparison) AND (attribute_not_exists(alert_delivered) OR NOT contains(alert_delivered, :key))',
        ExpressionAttributeValues: { ':address': new Set([key]), ':key': key },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Gives back a claim whose mail was not sent. */
export const releaseAlertClaim = async (reportId: string, address: string): Promise<void> => {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: reportsTableName(),
      Key: summaryKey(reportId),
      UpdateExpression: 'DELETE alert_delivered :address',
      ExpressionAttributeValues: { ':address': new Set([address.toLowerCase()]) },
    }),
  );
};
