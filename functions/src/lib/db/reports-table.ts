import { reportsTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';

/**
 * Keys of the reports table (see the access patterns of `reportsTable`). One partition per report:
 * its SUMMARY, one STATS#{oligo} item per oligo and one ROW#{oligo}#{accession} item per mismatch
 * row, so deleting a report is one query of its partition. The oligo is its 0-based index in the
 * report's provenance, zero-padded so rows sort oligo by oligo; the accession makes a row's key
 * deterministic, so a page aligned twice overwrites its rows and never duplicates them.
 */
export const reportsTableName = (): string => getConfig()[reportsTable.envVar];

export const reportPk = (id: string): string => `REPORT#${id}`;
export const summaryKey = (id: string) => ({ pk: reportPk(id), sk: 'SUMMARY' });

const oligoPart = (oligoIndex: number): string => String(oligoIndex).padStart(3, '0');
export const STATS_PREFIX = 'STATS#';
export const ROW_PREFIX = 'ROW#';
export const statsKey = (id: string, oligoIndex: number) => ({
  pk: reportPk(id),
  sk: `${STATS_PREFIX}${oligoPart(oligoIndex)}`,
});
export const rowPrefix = (oligoIndex: number): string => `${ROW_PREFIX}${oligoPart(oligoIndex)}#`;
export const rowKey = (id: string, oligoIndex: number, accession: string) => ({
  pk: reportPk(id),
  sk: `${rowPrefix(oligoIndex)}${accession}`,
});

/** The byCreation index: every report under one partition, sorted by creation time. */
export const REPORTS_PARTITION = 'REPORTS';
export const creationIndexKeys = (id: string, creationDate: string) => ({
  gsi1pk: REPORTS_PARTITION,
  gsi1sk: `${creationDate}#${id}`,
});
