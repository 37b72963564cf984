import { reportKeys, type StrandCheckRecord } from '@oligowatch/shared/tables/reports';
import { batchWriteItems } from '../../lib/db/batch-write';
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
