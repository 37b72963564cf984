import type { LocalScheduleStore } from '@oligowatch/functions/schedules/scheduler/local-schedule-store';
import { dueFiring } from '@oligowatch/functions/schedules/scheduler/local-table-scheduler';
import {
  type RefreshJobPayload,
  SCHEDULED_RUN_JOB_NAME,
  type ScheduledRunPayload,
} from '@oligowatch/shared/jobs';

/** A firing's input: a report's run, or a followed clade's refresh (issue 32). */
export type FiringPayload = ScheduledRunPayload | (RefreshJobPayload & { scheduledTime: string });

/**
 * Hands one firing to the job the schedule names (the local stack: the job table's handler of
 * that name; scheduledRun unless the schedule says otherwise).
 */
export type FireScheduledRun = (payload: FiringPayload, job: string) => Promise<unknown>;

export interface LocalFiring {
  readonly name: string;
  readonly payload: FiringPayload;
  /** Set when the run handler threw (EventBridge would retry, then dead-letter it; here it is logged). */
  readonly error?: string;
}

export interface LocalSchedulerLoop {
  /** Fires every schedule due at `now` (default: the clock), once each; resolves when the runs have. */
  tick(now?: Date): Promise<LocalFiring[]>;
  /** Ticks now, then every `intervalMs` (`npm start`). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a tick under way. */
  stop(): Promise<void>;
}

export interface LocalSchedulerLoopOptions {
  readonly store: LocalScheduleStore;
  readonly fire: FireScheduledRun;
  readonly clock?: () => Date;
  readonly log?: (line: string) => void;
}

/** EventBridge's form of `<aws.scheduler.scheduled-time>`: seconds, no milliseconds. */
const scheduledTimeText = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The local stack's scheduler (DESIGN.md 11): each tick finds the schedules due in DynamoDB Local,
 * claims each one's latest due firing (one firing however many periods passed while the stack was
 * stopped, and once however many ticks see it), records its next firing, and calls the job the
 * schedule fires with its input and `scheduledTime` as EventBridge would (`{ scheduleId, scheduledTime }`
 * for a report, `{ cladeID, scheduledTime }` for a followed clade's refresh). State lives in the table, so a new
 * loop over the same table (a restart) carries on where the last one stopped.
 */
export const createLocalSchedulerLoop = (options: LocalSchedulerLoopOptions): LocalSchedulerLoop => {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  let previous: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runTick = async (now: Date): Promise<LocalFiring[]> => {
    const nowMs = now.getTime();
    const fired: LocalFiring[] = [];
    for (const schedule of await options.store.listDue(now.toISOString())) {
      const firing = dueFiring(schedule, nowMs);
      if (!firing) continue;
      const claimed = await options.store.claimFiring(
        schedule.name,
        schedule.next_fire_at,
        new Date(firing.nextMs).toISOString(),
        new Date(firing.scheduledMs).toISOString(),
      );
      if (!claimed) continue;
      const payload = {
        ...schedule.input,
        scheduledTime: scheduledTimeText(firing.scheduledMs),
      } as FiringPayload;
      try {
        await options.fire(payload, schedule.job ?? SCHEDULED_RUN_JOB_NAME);
        fired.push({ name: schedule.name, payload });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`Scheduled run of ${schedule.name} for ${payload.scheduledTime} failed: ${message}`);
        fired.push({ name: schedule.name, payload, error: message });
      }
    }
    return fired;
  };

  // One tick at a time: a tick waits for the one before it.
  const tick = (now: Date = clock()): Promise<LocalFiring[]> => {
    const next = previous.then(() => runTick(now));
    previous = next.catch(() => undefined);
    return next;
  };

  const tickLogged = () => {
    tick().catch((error: unknown) =>
      log(`The local scheduler's tick failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  return {
    tick,
    start(intervalMs) {
      if (timer) return;
      tickLogged();
      timer = setInterval(tickLogged, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await previous;
    },
  };
};
