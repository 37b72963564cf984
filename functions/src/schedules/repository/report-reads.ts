import { reportsTable } from '@oligowatch/shared/tables';
import { type ReportRecord, reportKeys, toReportRecord } from '@oligowatch/shared/tables/reports';
import { canBeStoredId } from '../../lib/db/client';
import { getItem } from '../../lib/db/items';

/** A run's report summary, read through the reports table's published contract; undefined when gone. */
export const getRunReport = async (reportId: string): Promise<ReportRecord | undefined> => {
  if (!canBeStoredId(reportId)) return undefined;
  const item = await getItem(reportsTable, reportKeys.summary(reportId));
  return item ? toReportRecord(item) : undefined;
};
