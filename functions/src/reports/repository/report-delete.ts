import { batchWriteItems } from '../../lib/db/batch-write';
import { canBeStoredId } from '../../lib/db/client';
import { queryAllPages } from '../../lib/db/paging';
import { reportPk, reportsTableName } from './reports-table';

/**
 * Deletes every item of a report (its partition: summary, statistics, rows, insights and variants
 * of report-insights.ts). The summary goes last,
 * so a delete stopped half way leaves a report that still lists and can be deleted again.
 * False when there was no such report.
 */
export const deleteReportItems = async (
  id: string,
  options: { summaryGone?: boolean } = {},
): Promise<boolean> => {
  if (!canBeStoredId(id)) return false;
  const keys = (
    await queryAllPages({
      TableName: reportsTableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': reportPk(id) },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    })
  ).map((item) => ({ pk: item.pk as string, sk: item.sk as string }));
  const summary = keys.find((key) => key.sk === 'SUMMARY');
  // A report job that lost its report to a delete clears what it wrote after it (summaryGone).
  if (!summary && !options.summaryGone) return false;
  await batchWriteItems(
    reportsTableName(),
    keys.filter((key) => key !== summary).map((Key) => ({ DeleteRequest: { Key } })),
  );
  if (summary) await batchWriteItems(reportsTableName(), [{ DeleteRequest: { Key: summary } }]);
  return true;
};
