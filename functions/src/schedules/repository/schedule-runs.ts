import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { schedulesTable } from '@oligowatch/shared/tables';
import {
  nextRunIndexKeys,
  type ScheduleRecord,
  type ScheduleRunRecord,
  schedulePk,
  scheduleRunsQuery,
  toScheduleRunRecord,
} from '@oligowatch/shared/tables/schedules';
import { canBeStoredId, getDocumentClient } from '../../lib/db/client';
import { getItem } from '../../lib/db/items';
import { queryAllPages } from '../../lib/db/paging';
import { deleteItemKeys, partitionKeys } from '../../lib/db/partition-keys';
import { isConditionFailure, sendTransaction } from '../../lib/db/transactions';
import { scheduleItem } from './schedules-repository';
import { runKey, scheduleKey, schedulesTableName } from './schedules-table';

const runItem = (run: ScheduleRunRecord) => ({ ...runKey(run.schedule_id, run.scheduled_for), ...run });

/** A new schedule and its first run (the report made at once), together or not at all. */
export const createScheduleWithFirstRun = (
  record: ScheduleRecord,
  firstRun: ScheduleRunRecord,
): Promise<void> =>
  sendTransaction({
    TransactItems: [
      {
        Put: {
          TableName: schedulesTableName(),
          Item: scheduleItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: schedulesTableName(),
          Item: runItem(firstRun),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
  });

export interface Claim {
  run: ScheduleRunRecord;
  /** The schedule's next run after this one, and when this one ran. */
  nextRunDate: string;
  lastRunDate: string;
}

/**
 * Claims one scheduled time: only an active schedule whose next run is due at that time (not
 * later), and only once per time. A repeated delivery, one that comes before the schedule is due
 * (an edit moved it), or one for a broken or deleted schedule claims nothing: false.
 */
export const claimScheduledRun = async (claim: Claim): Promise<boolean> => {
  const id = claim.run.schedule_id;
  try {
    await sendTransaction({
      TransactItems: [
        {
          Update: {
            TableName: schedulesTableName(),
            Key: scheduleKey(id),
            UpdateExpression:
              'SET next_run_date = :next, last_run_date = :last, gsi1sk = :sk ADD revision :one',
            ConditionExpression: '#status = :active AND next_run_date <= :scheduled',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':next': claim.nextRunDate,
              ':last': claim.lastRunDate,
              ':sk': nextRunIndexKeys(id, claim.nextRunDate).gsi1sk,
              ':one': 1,
              ':active': 'active',
              ':scheduled': claim.run.scheduled_for,
            },
          },
        },
        {
          Put: {
            TableName: schedulesTableName(),
            Item: runItem(claim.run),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The run claimed for one scheduled time, if any. */
export const getScheduleRun = async (
  scheduleId: string,
  scheduledFor: string,
): Promise<ScheduleRunRecord | undefined> => {
  const item = await getItem(schedulesTable, runKey(scheduleId, scheduledFor));
  return item ? toScheduleRunRecord(item) : undefined;
};

/** Records that a claimed run's report was stored and started (see ScheduleRunRecord.started_at). */
export const markRunStarted = async (scheduleId: string, scheduledFor: string, at: string): Promise<void> => {
  await getDocumentClient()
    .send(
      new UpdateCommand({
        TableName: schedulesTableName(),
        Key: runKey(scheduleId, scheduledFor),
        UpdateExpression: 'SET started_at = if_not_exists(started_at, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    )
    .catch((error: unknown) => {
      // The schedule was deleted meanwhile, its runs with it: nothing to record.
      if (!isConditionFailure(error)) throw error;
    });
};

/** A schedule's runs, newest first. */
export const listScheduleRuns = async (id: string): Promise<ScheduleRunRecord[]> => {
  if (!canBeStoredId(id)) return [];
  const items = await queryAllPages({ TableName: schedulesTableName(), ...scheduleRunsQuery(id) });
  return items.map(toScheduleRunRecord);
};

/**
 * Deletes a schedule's partition (its runs, then the SCHEDULE item last, so a delete stopped half
 * way leaves a schedule that still lists and can be deleted again). The reports its runs made stay.
 * False when there was no such schedule.
 */
export const deleteSchedulePartition = async (id: string): Promise<boolean> => {
  if (!canBeStoredId(id)) return false;
  const keys = await partitionKeys(schedulesTableName(), schedulePk(id));
  const summary = keys.find((key) => key.sk === 'SCHEDULE');
  if (!summary) return false;
  await deleteItemKeys(
    schedulesTableName(),
    keys.filter((key) => key !== summary),
  );
  await deleteItemKeys(schedulesTableName(), [summary]);
  return true;
};

/**
 * The reports of a schedule's runs before the one that made `reportId`, newest first: where its
 * previous run is (the reports feature finds the newest complete one). None when no run made it.
 */
export const listEarlierRunReportIds = async (scheduleId: string, reportId: string): Promise<string[]> => {
  const runs = await listScheduleRuns(scheduleId);
  const index = runs.findIndex((run) => run.report_id === reportId);
  return index < 0 ? [] : runs.slice(index + 1).map((run) => run.report_id);
};
