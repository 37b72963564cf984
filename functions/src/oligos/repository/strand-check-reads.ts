import { reportsTable } from '@oligowatch/shared/tables';
import {
  reportKeys,
  reportPk,
  type StrandCheckRecord,
  strandCheckPk,
  toStrandCheckRecord,
} from '@oligowatch/shared/tables/reports';
import { batchGetItems } from '../../lib/db/batch-get';
import { tableNameOf } from '../../lib/db/items';
import { queryAllPages } from '../../lib/db/paging';

/**
 * An oligo's strand checks, read through the reports table's published contract (the reports
 * feature writes them when a report's run is planned, issue 23): its latest check on each clade, one
 * item per clade, so every page is a handful of items.
 */
export const listStrandChecksOfOligo = async (oligoId: string): Promise<StrandCheckRecord[]> =>
  (
    await queryAllPages({
      TableName: tableNameOf(reportsTable),
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
  const items = await batchGetItems(tableNameOf(reportsTable), ids.map(reportKeys.summary), {
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
