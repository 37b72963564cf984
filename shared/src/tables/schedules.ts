import type { VerdictThresholds } from '../schemas/insights';
import type { Frequency } from '../schemas/report';
import type { SampleWindow } from '../schemas/sample-window';
import type { ScheduleAlertSettings } from '../schemas/schedule';
import type { TmConditions } from '../schemas/tm-conditions';
import { toStoredRecord } from './stored-item';

/**
 * The schedules table's published contract (owner: the schedules feature; see `schedulesTable` in
 * ../tables.ts): one partition per schedule, its SCHEDULE item and one RUN#{scheduled time} item per
 * claimed run, so deleting a schedule is one query of its partition and its runs come back in time
 * order. Reports read a scheduled run's schedule and earlier runs only through this file.
 */

/** A scheduled report as stored: SPEC's fields, ours (status, owner, alert settings) and bookkeeping. */
export interface ScheduleRecord {
  _id: string;
  report_title: string;
  product_id: string;
  product_name: string;
  clade_id: string;
  target_name: string;
  frequency: Frequency;
  /** The time runs count from (ISO): months keep its day of the month (31 January -> end of February -> 31 March). */
  anchor: string;
  next_run_date: string;
  last_run_date: string | null;
  status: 'active' | 'broken';
  broken_reason?: string;
  owner_id: string;
  owner_email: string;
  alert: ScheduleAlertSettings;
  /** The verdict rules' settings each run freezes (issue 23); absent: the defaults of the day. */
  verdict_thresholds?: VerdictThresholds;
  /** Issue 24: the Tm conditions each run's report freezes; absent (older schedules): the defaults. */
  tm_conditions?: TmConditions;
  /** Issue 33: the sample window each run resolves at its own time; absent (older schedules): all samples. */
  window?: SampleWindow;
  created_at: string;
  /** Raised by every change (edit, run, break): an edit holds only on the revision it read. */
  revision: number;
}

/**
 * A schedule's runs: one RUN item per scheduled time it claimed, holding the report that run made.
 * Claiming is what makes a run happen once under EventBridge's at-least-once delivery.
 */
export interface ScheduleRunRecord {
  schedule_id: string;
  /** The scheduled time claimed (ISO, as toISOString writes it). */
  scheduled_for: string;
  report_id: string;
  /** The schedule's title when it ran (the report's own title may change later). */
  report_title: string;
  claimed_at: string;
  /**
   * Set once the run's report was stored and its run started. A claimed run without it (the
   * delivery that claimed it stopped before) is finished by the next delivery of the same time.
   */
  started_at?: string;
}

export const RUN_PREFIX = 'RUN#';
export const schedulePk = (id: string): string => `SCHEDULE#${id}`;

export const scheduleKeys = {
  schedule: (id: string) => ({ pk: schedulePk(id), sk: 'SCHEDULE' }),
  run: (id: string, scheduledFor: string) => ({ pk: schedulePk(id), sk: `${RUN_PREFIX}${scheduledFor}` }),
} as const;

/** The byNextRun index: every schedule under one partition, soonest next run first. */
export const SCHEDULES_PARTITION = 'SCHEDULES';
export const nextRunIndexKeys = (id: string, nextRunDate: string) => ({
  gsi1pk: SCHEDULES_PARTITION,
  gsi1sk: `${nextRunDate}#${id}`,
});

export const toScheduleRecord = (item: Record<string, unknown>): ScheduleRecord =>
  toStoredRecord<ScheduleRecord>(item);

export const toScheduleRunRecord = (item: Record<string, unknown>): ScheduleRunRecord =>
  toStoredRecord<ScheduleRunRecord>(item);

/** The query of a schedule's runs, newest first (add TableName). */
export const scheduleRunsQuery = (id: string) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :run)',
  ExpressionAttributeValues: { ':pk': schedulePk(id), ':run': RUN_PREFIX },
  ScanIndexForward: false,
  ConsistentRead: true,
});
