import {
  firstFiringAfter,
  latestFiringAtOrBefore,
  type ParsedExpression,
  parseScheduleExpression,
} from '@oligowatch/shared/schedules/expression-occurrences';
import { isValidTimeZone } from '@oligowatch/shared/schedules/zoned-time';
import type { LocalScheduleStore, StoredSchedule } from './local-schedule-store';
import { ScheduleNotFoundError } from './scheduler-errors';
import type { SchedulerPort, ScheduleSpec } from './scheduler-port';

/**
 * The local SchedulerPort (DESIGN.md 11): schedules kept in DynamoDB Local, read as EventBridge
 * reads them (a rate counts from its StartDate, or from its creation; a cron fires from then on),
 * and fired by the local stack's loop (infra/src/local/schedule-firing-loop.ts) through the same run
 * handler with the same input. An expression EventBridge would take but this reader does not is
 * refused here, at creation, never fired at a guessed time.
 */
export class LocalScheduler implements SchedulerPort {
  constructor(
    private readonly store: LocalScheduleStore,
    /** When a schedule without a StartDate starts; the local stack's loop has its own clock. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  private toStored(spec: ScheduleSpec): StoredSchedule {
    const parsed = parseScheduleExpression(spec.expression);
    if (!isValidTimeZone(spec.timezone)) throw new RangeError(`Unknown time zone ${spec.timezone}`);
    const written = this.now().toISOString();
    const origin = spec.startDate ? new Date(spec.startDate).toISOString() : written;
    return {
      name: spec.name,
      expression: spec.expression,
      timezone: spec.timezone,
      ...(spec.startDate ? { start_date: spec.startDate } : {}),
      origin,
      input: { ...spec.input },
      ...(spec.job ? { job: spec.job } : {}),
      next_fire_at: new Date(firstFiringFrom(parsed, Date.parse(origin), spec.timezone)).toISOString(),
      updated_at: written,
    };
  }

  async createSchedule(spec: ScheduleSpec): Promise<void> {
    await this.store.put(this.toStored(spec), { mustExist: false });
  }

  async updateSchedule(spec: ScheduleSpec): Promise<void> {
    if (!(await this.store.put(this.toStored(spec), { mustExist: true })))
      throw new ScheduleNotFoundError(spec.name);
  }

  async deleteSchedule(name: string): Promise<void> {
    await this.store.delete(name);
  }
}

/** The first firing at or after the origin. */
const firstFiringFrom = (parsed: ParsedExpression, originMs: number, timeZone: string): number =>
  firstFiringAfter(parsed, originMs, timeZone, originMs - 1);

/** What a tick at `nowMs` does with a due schedule: the firing it stands for, and the next one. */
export const dueFiring = (
  schedule: StoredSchedule,
  nowMs: number,
): { scheduledMs: number; nextMs: number } | undefined => {
  const parsed = parseScheduleExpression(schedule.expression);
  const originMs = Date.parse(schedule.origin);
  // The latest firing due, however many passed while nothing ticked: one firing, not one per period.
  const scheduledMs = latestFiringAtOrBefore(parsed, originMs, schedule.timezone, nowMs);
  if (scheduledMs === undefined) return undefined;
  return { scheduledMs, nextMs: firstFiringAfter(parsed, originMs, schedule.timezone, nowMs) };
};
