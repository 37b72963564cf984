import {
  reportKeys,
  reportPk,
  type StrandCheckRecord,
  strandCheckPk,
  toStrandCheckRecord,
} from '@oligowatch/shared/tables/reports';
import { batchGetItems } from '../../lib/db/batch-get';
import { batchWriteItems } from '../../lib/db/batch-write';
import { queryAllPages } from '../../lib/db/paging';
import { reportsTableName } from './reports-table';

/**
 * Each oligo's latest strand check on the report's clade (issue 23), one item per oligo and clade
 * outside the report's partition: a Put overwrites the pair's earlier check, and a retried plan puts
 * the same items again. A 500-oligo report is 20 BatchWrites of small items.
 */
export const storeStrandChecks = (records: readonly StrandCheckRecord[]): Promise<void> =>
  batchWriteItems(
    reportsTableName(),
    records.map((record) => ({
      PutRequest: { Item: { ...reportKeys.strandCheck(record.oligo_id, record.clade_id), ...record } },
    })),
  );

/**
 * An oligo's strand checks: its latest check on each clade, one item per clade, so every page is a
 * handful of items.
 */
export const listStrandChecksOfOligo = async (oligoId: string): Promise<StrandCheckRecord[]> =>
  (
    await queryAllPages({
      TableName: reportsTableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': strandCheckPk(oligoId) },
    })
  ).map(toStrandCheckRecord);

/**
 * The current titles of the reports the checks were made for (a title may change afterwards), by
 * report id; a report deleted since is not in the map. Summaries are read for their key and title only.
 */
export const getReportTitles = async (reportIds: readonly string[]): Promise<Map<string, string>> => {
  const ids = [...new Set(reportIds)];
  const items = await batchGetItems(reportsTableName(), ids.map(reportKeys.summary), {
    projection: 'pk, report_title',
  });
  const titleByPk = new Map(items.map((item) => [item.pk, item.report_title]));
  return new Map(
    ids.flatMap((id) => {
      const title = titleByPk.get(reportPk(id));
      return typeof title === 'string' ? [[id, title] as const] : [];
    }),
  );
};
