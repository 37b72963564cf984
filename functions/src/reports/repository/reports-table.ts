import { reportsTable } from '@oligowatch/shared/tables';
import { reportKeys, reportPk } from '@oligowatch/shared/tables/reports';
import { tableNameOf } from '../../lib/db/items';

/**
 * Keys of the reports table (see the access patterns of `reportsTable`). One partition per report:
 * its SUMMARY, one STATS#{oligo} item per oligo, the insights (report-insights.ts keys them) and
 * the mismatch rows, packed by clade page:
 * ROW#{oligo}#{page}#{part} holds one oligo's rows of one page of the clade (rows are a few hundred
 * bytes: one item per row would make a large report tens of thousands of writes). Deleting a report
 * is one query of its partition. The oligo is its 0-based index in the report's provenance; the
 * page number is part of the job's checkpoint, so a page aligned twice overwrites its items and
 * never duplicates a row.
 */
export const reportsTableName = (): string => tableNameOf(reportsTable);

export { reportPk };
export const summaryKey = reportKeys.summary;

const oligoPart = (oligoIndex: number): string => String(oligoIndex).padStart(3, '0');
export const STATS_PREFIX = 'STATS#';
export const ROW_PREFIX = 'ROW#';
export const statsKey = (id: string, oligoIndex: number) => ({
  pk: reportPk(id),
  sk: `${STATS_PREFIX}${oligoPart(oligoIndex)}`,
});
export const rowPrefix = (oligoIndex: number): string => `${ROW_PREFIX}${oligoPart(oligoIndex)}#`;
/** One item of an oligo's rows: those of one page of the clade (part `part` when they are many). */
export const rowChunkKey = (id: string, oligoIndex: number, page: number, part: number) => ({
  pk: reportPk(id),
  sk: `${rowPrefix(oligoIndex)}${String(page).padStart(6, '0')}#${String(part).padStart(3, '0')}`,
});

/** The byCreation index: every report under one partition, sorted by creation time. */
export const REPORTS_PARTITION = 'REPORTS';
export const creationIndexKeys = (id: string, creationDate: string) => ({
  gsi1pk: REPORTS_PARTITION,
  gsi1sk: `${creationDate}#${id}`,
});

/** A report export's state (report-exports.ts), in the report's partition. */
export const EXPORT_PREFIX = 'EXPORT#';
export const exportKey = (id: string, exportId: string) => ({
  pk: reportPk(id),
  sk: `${EXPORT_PREFIX}${exportId}`,
});

/**
 * The strand check of a product version on a clade (docs/decisions/0029-feature-owned-tables.md),
 * outside any report's partition: it outlives the reports that made it.
 */
export const strandCacheKey = (productId: string, version: number, cladeId: string) => ({
  pk: `STRANDCACHE#${productId}#${version}`,
  sk: `CLADE#${cladeId}`,
});
