import type { ReportProvenance, ReportStatus, ReportSummary } from '../schemas/report';
import type { RunComparison } from '../schemas/run-comparison';
import { toStoredRecord } from './stored-item';

/**
 * The reports table's published contract (owner: the reports feature; see `reportsTable` in
 * ../tables.ts): one partition per report. Schedules read the summaries of their runs' reports
 * only through this file.
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

export const reportPk = (id: string): string => `REPORT#${id}`;

export const reportKeys = {
  summary: (id: string) => ({ pk: reportPk(id), sk: 'SUMMARY' }),
} as const;

export const toReportRecord = (item: Record<string, unknown>): ReportRecord =>
  toStoredRecord<ReportRecord>(item);
