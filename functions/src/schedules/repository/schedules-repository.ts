import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { formatFrequency } from '@oligowatch/shared/schedules/frequency';
import type { ScheduleDetail } from '@oligowatch/shared/schemas/schedule';
import {
  nextRunIndexKeys,
  SCHEDULES_PARTITION,
  type ScheduleRecord,
  toScheduleRecord,
} from '@oligowatch/shared/tables/schedules';
import { canBeStoredId, getDocumentClient } from '../../lib/db/client';
import { queryAllPages } from '../../lib/db/paging';
import { isConditionFailure } from '../../lib/db/transactions';
import { scheduleKey, schedulesTableName } from './schedules-table';

const toRecord = toScheduleRecord;

export const toScheduleDetail = (record: ScheduleRecord): ScheduleDetail => ({
  _id: record._id,
  report_title: record.report_title,
  next_run_date: record.next_run_date,
  last_run_date: record.last_run_date,
  target_name: record.target_name,
  product_name: record.product_name,
  product_id: record.product_id,
  clade_id: record.clade_id,
  frequency: record.frequency,
  // Derived, never stored: it cannot drift from the frequency it describes.
  frequencyString: formatFrequency(record.frequency),
  status: record.status,
  ...(record.broken_reason ? { broken_reason: record.broken_reason } : {}),
  alert: record.alert,
  owner_email: record.owner_email,
  verdict_thresholds: record.verdict_thresholds ?? { ...DEFAULT_VERDICT_THRESHOLDS },
  ...(record.tm_conditions ? { tm_conditions: record.tm_conditions } : {}),
  window: record.window ?? { kind: 'all' },
});

/** The SCHEDULE item of a record, with its index keys. */
export const scheduleItem = (record: ScheduleRecord): Record<string, unknown> => ({
  ...scheduleKey(record._id),
  ...nextRunIndexKeys(record._id, record.next_run_date),
  ...record,
});

export const putSchedule = async (record: ScheduleRecord): Promise<void> => {
  await getDocumentClient().send(
    new PutCommand({
      TableName: schedulesTableName(),
      Item: scheduleItem(record),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

export const getSchedule = async (id: string): Promise<ScheduleRecord | undefined> => {
  if (!canBeStoredId(id)) return undefined;
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: schedulesTableName(), Key: scheduleKey(id), ConsistentRead: true }),
  );
  return out.Item ? toRecord(out.Item) : undefined;
};

/** Every schedule, soonest next run first (a lab keeps tens of them: the list is read whole). */
export const listSchedules = async (): Promise<ScheduleRecord[]> => {
  const items = await queryAllPages({
    TableName: schedulesTableName(),
    IndexName: 'byNextRun',
    KeyConditionExpression: 'gsi1pk = :schedules',
    ExpressionAttributeValues: { ':schedules': SCHEDULES_PARTITION },
  });
  return items.map(toRecord);
};

/** What an edit may change; next_run_date also moves the schedule in the byNextRun index. */
export type ScheduleChanges = Partial<
  Pick<
    ScheduleRecord,
    | 'report_title'
    | 'frequency'
    | 'anchor'
    | 'next_run_date'
    | 'alert'
    | 'verdict_thresholds'
    | 'tm_conditions'
    | 'window'
  >
>;

/**
 * Applies `changes` only while the schedule is still at `revision` (nothing ran or changed it since
 * it was read). False when it did not hold: gone, or changed meanwhile.
 */
export const updateSchedule = async (
  record: Pick<ScheduleRecord, '_id' | 'revision'>,
  changes: ScheduleChanges,
): Promise<boolean> => {
  const sets: Record<string, unknown> = { ...changes, revision: record.revision + 1 };
  if (changes.next_run_date) sets.gsi1sk = nextRunIndexKeys(record._id, changes.next_run_date).gsi1sk;
  const names = Object.keys(sets);
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: schedulesTableName(),
        Key: scheduleKey(record._id),
        UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND revision = :read',
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, i) => [`:v${i}`, sets[name]])),
          ':read': record.revision,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Stops a schedule for good, saying why in words; whatever it was doing, it runs no more. */
export const markScheduleBroken = async (id: string, reason: string): Promise<void> => {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: schedulesTableName(),
        Key: scheduleKey(id),
        UpdateExpression: 'SET #status = :broken, broken_reason = :reason ADD revision :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':broken': 'broken', ':reason': reason, ':one': 1 },
      }),
    );
  } catch (error) {
    // Deleted meanwhile: nothing left to stop.
    if (!isConditionFailure(error)) throw error;
  }
};
