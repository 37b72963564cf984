import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ServiceQuotaExceededException,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { EventBridgeScheduler } from './eventbridge-scheduler';
import { ScheduleNotFoundError } from './scheduler-errors';
import type { ScheduleSpec } from './scheduler-port';

const scheduler = mockClient(SchedulerClient);
const adapter = new EventBridgeScheduler({
  client: new SchedulerClient({ region: 'eu-west-1' }),
  groupName: 'oligowatch-dev-schedules',
  roleArn: 'arn:aws:iam::123456789012:role/oligowatch-dev-scheduler',
  targetArn: 'arn:aws:lambda:eu-west-1:123456789012:function:oligowatch-dev-scheduledRun-job',
  deadLetterArn: 'arn:aws:sqs:eu-west-1:123456789012:oligowatch-dev-schedule-dlq',
  refresh: {
    targetArn: 'arn:aws:lambda:eu-west-1:123456789012:function:oligowatch-dev-refresh-job',
    roleArn: 'arn:aws:iam::123456789012:role/oligowatch-dev-refresh-scheduler',
  },
});

const everyTwoWeeks: ScheduleSpec = {
  name: 'report-3f9c',
  expression: 'rate(14 days)',
  timezone: 'Europe/Berlin',
  startDate: '2026-12-07T09:15:00.000Z',
  input: { scheduleId: '3f9c' },
};
const monthly: ScheduleSpec = {
  name: 'report-77aa',
  expression: 'cron(15 9 28-31 * ? *)',
  timezone: 'UTC',
  input: { scheduleId: '77aa' },
};

const target = (scheduleId: string) => ({
  Arn: 'arn:aws:lambda:eu-west-1:123456789012:function:oligowatch-dev-scheduledRun-job',
  RoleArn: 'arn:aws:iam::123456789012:role/oligowatch-dev-scheduler',
  Input: `{"scheduleId":"${scheduleId}","scheduledTime":"<aws.scheduler.scheduled-time>"}`,
  RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
  DeadLetterConfig: { Arn: 'arn:aws:sqs:eu-west-1:123456789012:oligowatch-dev-schedule-dlq' },
});

const rateDefinition = {
  Name: 'report-3f9c',
  GroupName: 'oligowatch-dev-schedules',
  ScheduleExpression: 'rate(14 days)',
  ScheduleExpressionTimezone: 'Europe/Berlin',
  StartDate: new Date('2026-12-07T09:15:00.000Z'),
  State: 'ENABLED',
  FlexibleTimeWindow: { Mode: 'OFF' },
  Target: target('3f9c'),
  ActionAfterCompletion: 'NONE',
};

beforeEach(() => {
  scheduler.reset();
});

describe('EventBridgeScheduler', () => {
  it("aims a followed clade's schedule at the refresh job, as the role that may invoke it alone (issue 32)", async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:x' });
    await adapter.createSchedule({
      name: 'refresh-sars2',
      expression: 'rate(1 day)',
      timezone: 'UTC',
      startDate: '2026-12-08T09:15:00.000Z',
      input: { cladeID: 'sars2' },
      job: 'refresh',
    });
    expect(scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input.Target).toEqual({
      Arn: 'arn:aws:lambda:eu-west-1:123456789012:function:oligowatch-dev-refresh-job',
      RoleArn: 'arn:aws:iam::123456789012:role/oligowatch-dev-refresh-scheduler',
      Input: '{"cladeID":"sars2","scheduledTime":"<aws.scheduler.scheduled-time>"}',
      RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      DeadLetterConfig: { Arn: 'arn:aws:sqs:eu-west-1:123456789012:oligowatch-dev-schedule-dlq' },
    });
  });

  it('creates a rate schedule in the group, starting at its next run, aimed at the run function', async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:x' });
    await adapter.createSchedule(everyTwoWeeks);
    const calls = scheduler.commandCalls(CreateScheduleCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual(rateDefinition);
    expect(scheduler.calls()).toHaveLength(1);
  });

  it('creates a monthly cron without a StartDate', async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:x' });
    await adapter.createSchedule(monthly);
    expect(scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input).toEqual({
      Name: 'report-77aa',
      GroupName: 'oligowatch-dev-schedules',
      ScheduleExpression: 'cron(15 9 28-31 * ? *)',
      ScheduleExpressionTimezone: 'UTC',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: target('77aa'),
      ActionAfterCompletion: 'NONE',
    });
  });

  it('makes a repeated create converge: a schedule already there is updated to what was asked', async () => {
    scheduler.on(CreateScheduleCommand).rejects(
      new ConflictException({
        message: 'Schedule report-3f9c already exists.',
        Message: 'Schedule report-3f9c already exists.',
        $metadata: {},
      }),
    );
    scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:x' });
    await adapter.createSchedule(everyTwoWeeks);
    expect(scheduler.commandCalls(UpdateScheduleCommand)[0]?.args[0].input).toEqual(rateDefinition);
  });

  it('updates with the whole definition (an update replaces every field)', async () => {
    scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:x' });
    await adapter.updateSchedule(everyTwoWeeks);
    const calls = scheduler.commandCalls(UpdateScheduleCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual(rateDefinition);
  });

  it('says which schedule an update did not find', async () => {
    scheduler.on(UpdateScheduleCommand).rejects(
      new ResourceNotFoundException({
        message: 'Schedule report-3f9c does not exist.',
        Message: 'Schedule report-3f9c does not exist.',
        $metadata: {},
      }),
    );
    await expect(adapter.updateSchedule(everyTwoWeeks)).rejects.toThrow(ScheduleNotFoundError);
    await expect(adapter.updateSchedule(everyTwoWeeks)).rejects.toThrow('No schedule named report-3f9c');
  });

  it('deletes by name in the group', async () => {
    scheduler.on(DeleteScheduleCommand).resolves({});
    await adapter.deleteSchedule('report-3f9c');
    const calls = scheduler.commandCalls(DeleteScheduleCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({ Name: 'report-3f9c', GroupName: 'oligowatch-dev-schedules' });
  });

  it('takes the delete of a schedule already gone as done', async () => {
    scheduler.on(DeleteScheduleCommand).rejects(
      new ResourceNotFoundException({
        message: 'Schedule report-3f9c does not exist.',
        Message: 'Schedule report-3f9c does not exist.',
        $metadata: {},
      }),
    );
    await expect(adapter.deleteSchedule('report-3f9c')).resolves.toBeUndefined();
  });

  it('passes other failures on', async () => {
    const quota = new ServiceQuotaExceededException({
      message: 'Too many schedules',
      Message: 'Too many schedules',
      $metadata: {},
    });
    scheduler.on(DeleteScheduleCommand).rejects(quota);
    scheduler.on(CreateScheduleCommand).rejects(quota);
    await expect(adapter.deleteSchedule('report-3f9c')).rejects.toThrow('Too many schedules');
    await expect(adapter.createSchedule(everyTwoWeeks)).rejects.toThrow('Too many schedules');
    expect(scheduler.commandCalls(UpdateScheduleCommand)).toHaveLength(0);
  });
});
