import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  type ScanCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../../lib/db/transactions';
import type { ScheduleInput, ScheduleSpec } from './scheduler-port';

/**
 * The local scheduler's schedules in DynamoDB Local (`localSchedulesTable`, local only): what the
 * local SchedulerPort adapter writes and the local stack's firing loop reads and claims.
 */

export interface StoredSchedule {
  readonly name: string;
  readonly expression: string;
  readonly timezone: string;
  /** The spec's StartDate, when it had one. */
  readonly start_date?: string;
  /** A rate's first firing; the earliest a cron may fire (its StartDate, else when it was written). */
  readonly origin: string;
  readonly input: ScheduleInput;
  /** The job it fires; absent: scheduledRun. */
  readonly job?: ScheduleSpec['job'];
  /** ISO, always `toISOString()`'s form, so the due filter compares it as text. */
  readonly next_fire_at: string;
  /** The scheduled time of the last firing claimed. */
  readonly last_fired_at?: string;
  readonly updated_at: string;
}

const key = (name: string) => ({ pk: `SCHEDULE#${name}` });

export class LocalScheduleStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** Writes a schedule; with `mustExist`, only over one that is there (false when it was not). */
  async put(schedule: StoredSchedule, options: { mustExist: boolean }): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...key(schedule.name), ...schedule },
          ...(options.mustExist ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
        }),
      );
      return true;
    } catch (error) {
      if (options.mustExist && isConditionFailure(error)) return false;
      throw error;
    }
  }

  async get(name: string): Promise<StoredSchedule | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: key(name), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    const { pk: _pk, ...schedule } = Item;
    return schedule as StoredSchedule;
  }

  /** Deleting one that is not there is not an error. */
  async delete(name: string): Promise<void> {
    await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: key(name) }));
  }

  /** Every schedule whose next firing is at or before `now` (ISO). */
  async listDue(now: string): Promise<StoredSchedule[]> {
    const due: StoredSchedule[] = [];
    let startKey: ScanCommandInput['ExclusiveStartKey'];
    do {
      const page = await this.db.send(
        new ScanCommand({
          TableName: this.tableName,
          ConsistentRead: true,
          FilterExpression: 'next_fire_at <= :now',
          ExpressionAttributeValues: { ':now': now },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const { pk: _pk, ...schedule } of page.Items ?? []) due.push(schedule as StoredSchedule);
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return due.sort((a, b) => a.next_fire_at.localeCompare(b.next_fire_at) || a.name.localeCompare(b.name));
  }

  /**
   * Claims the firing of a schedule read with `readNext` as its next firing: moves it to `next`
   * and records `firedAt`, only if nobody changed it since (another tick, an update, a delete).
   */
  async claimFiring(name: string, readNext: string, next: string, firedAt: string): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: key(name),
          UpdateExpression: 'SET next_fire_at = :next, last_fired_at = :fired',
          ConditionExpression: 'next_fire_at = :read',
          ExpressionAttributeValues: { ':next': next, ':fired': firedAt, ':read': readNext },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
