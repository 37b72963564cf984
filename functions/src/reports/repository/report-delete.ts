import { canBeStoredId } from '../../lib/db/client';
import { deleteItemKeys, type ItemKey, partitionKeys } from '../../lib/db/partition-keys';
import { reportPk, reportsTableName } from './reports-table';

const reportKeys = (id: string) => partitionKeys(reportsTableName(), reportPk(id));
const deleteKeys = (keys: readonly ItemKey[]) => deleteItemKeys(reportsTableName(), keys);

/**
 * Deletes every item of a report (its partition: summary, statistics, rows, insights and variants
 * of report-insights.ts). The summary goes last, so a delete stopped half way leaves a report that
 * still lists and can be deleted again; then whatever a running step wrote meanwhile.
 * False when there was no such report.
 */
export const deleteReportItems = async (
  id: string,
  options: { summaryGone?: boolean } = {},
): Promise<boolean> => {
  if (!canBeStoredId(id)) return false;
  const keys = await reportKeys(id);
  const summary = keys.find((key) => key.sk === 'SUMMARY');
  // A report job that lost its report to a delete clears what it wrote after it (summaryGone).
  if (!summary && !options.summaryGone) return false;
  await deleteKeys(keys.filter((key) => key !== summary));
  if (summary) {
    await deleteKeys([summary]);
    // A step of the running report (a segment) may have written after the keys were read and then
    // found the report still running, so it keeps what it wrote: swept now. Whatever a step writes
    // from here on, its guarded write finds the summary gone and it clears (runStepWhileRunning).
    await deleteKeys(await reportKeys(id));
  }
  return true;
};
