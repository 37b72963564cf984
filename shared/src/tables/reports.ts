import type { ReportProvenance, ReportStatus, ReportSummary } from '../schemas/report';
import type { RunComparison } from '../schemas/run-comparison';
import { toStoredRecord } from './stored-item';

/**
 * The reports table's published contract (owner: the reports feature; see `reportsTable` in
 * ../tables.ts): one partition per report, and one per oligo for its strand checks. Only the
 * reports feature reads the table: schedules (their runs' reports) and oligos (an oligo's strand
 * checks, with the titles of their reports) ask its port, the reportsPort job
 * (docs/decisions/0029-feature-owned-tables.md).
 */

/**
 * A report's SUMMARY item: what lists show, its provenance, and its run's state (the plan's
 * segments, the segments done, the execution, rows written per oligo).
 */
export interface ReportRecord extends Omit<ReportSummary, 'status'> {
  status: ReportStatus;
  provenance: ReportProvenance;
  /** Mismatch rows per oligo, in provenance order (committed ones, while running). */
  row_counts: number[];
  created_by?: string;
  /** Set on a report a schedule's run made (issue 13). */
  schedule_id?: string;
  /** On a scheduled run, once complete: the change against the previous run (written once). */
  comparison?: RunComparison;
  /**
   * Clade pages the old single-Lambda job committed, on a report it left running: such a report
   * was scored before anchors existed, so a run fails it rather than mix two engines.
   */
  pages_done?: number;
  /** A report run's plan: the samples of each segment of the clade, in segment order. */
  segment_sizes?: number[];
  /** The addresses a scheduled run's change alert reached (a set: a retry mails the others only). */
  alert_delivered?: Set<string> | string[];
  /** A report run's segments done (a set: one done twice counts once). */
  segments_done?: Set<number> | number[];
}

/**
 * An oligo's latest strand check on one clade (issue 23): each oligo of a report tried in the other
 * orientation on the clade's first genomes at planning (science/src/assays/try-strands.ts). The
 * reports feature's plan step writes one for every oligo it checks, reversed or not, so a check
 * that finds the strand fine replaces an older warning; the oligos feature asks for an oligo's
 * checks for its view (the reports port's strandChecksOfOligo). It lives in a partition of its
 * own, keyed by the oligo's catalogue id and the clade, and outlives the report it was made for
 * (which may be deleted since).
 */
export interface StrandCheckRecord {
  oligo_id: string;
  clade_id: string;
  /** The clade as the report named it (its target name). */
  target_name: string;
  /** The other orientation has STRAND_CHECK_MIN_GAIN fewer real mismatches in most genomes checked. */
  looks_reversed: boolean;
  /** Genomes where the other orientation won by that much. */
  favouring_other: number;
  /** Genomes where either orientation had a scored site (0: no site either way on this clade). */
  checked: number;
  /** The report the check was made for, and its creation date (its run checks as it starts). */
  report_id: string;
  report_date: string;
}

export const reportPk = (id: string): string => `REPORT#${id}`;
export const strandCheckPk = (oligoId: string): string => `STRANDCHECK#${oligoId}`;

export const reportKeys = {
  summary: (id: string) => ({ pk: reportPk(id), sk: 'SUMMARY' }),
  /** One item per oligo and clade: the next check of the pair overwrites it. */
  strandCheck: (oligoId: string, cladeId: string) => ({ pk: strandCheckPk(oligoId), sk: `CLADE#${cladeId}` }),
} as const;

export const toReportRecord = (item: Record<string, unknown>): ReportRecord =>
  toStoredRecord<ReportRecord>(item);

export const toStrandCheckRecord = (item: Record<string, unknown>): StrandCheckRecord =>
  toStoredRecord<StrandCheckRecord>(item);
