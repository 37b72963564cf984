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

/** Records that the change alert reached `address` (a retry of the alert does not mail it again). */
export const markAlertDelivered = async (reportId: string, address: string): Promise<void> => {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: reportsTableName(),
      Key: summaryKey(reportId),
      UpdateExpression: 'ADD alert_delivered :address',
      ConditionExpression: 'attribute_exists(comparison)',
      ExpressionAttributeValues: { ':address': new Set([address]) },
    }),
  );
};
