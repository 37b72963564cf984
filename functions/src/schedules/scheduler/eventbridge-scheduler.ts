import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  type SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { ScheduleNotFoundError } from './scheduler-errors';
import type { SchedulerPort, ScheduleSpec } from './scheduler-port';

export interface EventBridgeSchedulerOptions {
  readonly client: SchedulerClient;
  /** The stack's schedule group. */
  readonly groupName: string;
  /** The role EventBridge Scheduler assumes to invoke the run function (and reach the DLQ). */
  readonly roleArn: string;
  /** The run-scheduled-report function. */
  readonly targetArn: string;
  /** Where a firing goes once its retries are spent. */
  readonly deadLetterArn: string;
  /**
   * Issue 32: the refresh job's function and the role that may invoke it alone, for the schedules
   * of followed clades.
   */
  readonly refresh: { readonly targetArn: string; readonly roleArn: string };
}

/**
 * Retries of a firing that failed to invoke the run function (throttled, unavailable): a few, for
 * an hour at most, then the dead-letter queue. A run that misses its hour is not lost for good:
 * the next firing at or past the schedule's next run date runs it.
 */
export const SCHEDULE_RETRY_POLICY = { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 60 * 60 } as const;

/**
 * The run handler's input: the schedule, and the time EventBridge scheduled this firing for, which
 * it writes in place of its context attribute at each invocation (its retries carry the same one).
 */
export const scheduledRunInput = (scheduleId: string): string =>
  JSON.stringify({ scheduleId, scheduledTime: '<aws.scheduler.scheduled-time>' });

/** A followed clade's firing: the refresh job's input, with the time it was scheduled for. */
export const scheduledRefreshInput = (cladeID: string): string =>
  JSON.stringify({ cladeID, scheduledTime: '<aws.scheduler.scheduled-time>' });

/** The SchedulerPort on EventBridge Scheduler: one schedule per scheduled report, in the stack's group. */
export class EventBridgeScheduler implements SchedulerPort {
  constructor(private readonly options: EventBridgeSchedulerOptions) {}

  /** Create and Update take the same whole definition (an update replaces every field). */
  private definition(spec: ScheduleSpec): CreateScheduleCommandInput {
    const { groupName, deadLetterArn } = this.options;
    const refresh = spec.job === 'refresh' && 'cladeID' in spec.input ? spec.input.cladeID : undefined;
    const { roleArn, targetArn } = refresh !== undefined ? this.options.refresh : this.options;
    const input =
      refresh !== undefined
        ? scheduledRefreshInput(refresh)
        : scheduledRunInput('scheduleId' in spec.input ? spec.input.scheduleId : '');
    return {
      Name: spec.name,
      GroupName: groupName,
      ScheduleExpression: spec.expression,
      ScheduleExpressionTimezone: spec.timezone,
      ...(spec.startDate ? { StartDate: new Date(spec.startDate) } : {}),
      State: 'ENABLED',
      // Fire at the scheduled minute: the run handler claims exactly that time.
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: targetArn,
        RoleArn: roleArn,
        Input: input,
        RetryPolicy: { ...SCHEDULE_RETRY_POLICY },
        DeadLetterConfig: { Arn: deadLetterArn },
      },
      // A recurring schedule never completes; deletion is ours, with the scheduled report.
      ActionAfterCompletion: 'NONE',
    };
  }

  async createSchedule(spec: ScheduleSpec): Promise<void> {
    try {
      await this.options.client.send(new CreateScheduleCommand(this.definition(spec)));
    } catch (error) {
      // A retried create (a repeated request) finds its schedule there: make it what was asked.
      if (!(error instanceof ConflictException)) throw error;
      await this.options.client.send(new UpdateScheduleCommand(this.definition(spec)));
    }
  }

  async updateSchedule(spec: ScheduleSpec): Promise<void> {
    try {
      await this.options.client.send(new UpdateScheduleCommand(this.definition(spec)));
    } catch (error) {
      if (error instanceof ResourceNotFoundException) throw new ScheduleNotFoundError(spec.name);
      throw error;
    }
  }

  async deleteSchedule(name: string): Promise<void> {
    try {
      await this.options.client.send(
        new DeleteScheduleCommand({ Name: name, GroupName: this.options.groupName }),
      );
    } catch (error) {
      // Already gone (deleted before, or never created): what was asked holds.
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
}
