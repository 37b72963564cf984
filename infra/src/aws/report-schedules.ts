import { REFRESH_JOB_NAME, SCHEDULED_RUN_JOB_NAME } from '@oligowatch/shared/jobs';
import { isValidTimeZone } from '@oligowatch/shared/schedules/zoned-time';
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobFunctionName } from './job-function-name';
import { acknowledgeScheduleDeadLetterQueue, acknowledgeScheduleManagement } from './nag-suppressions';

export interface ReportSchedulesProps {
  /** Prefix of the fixed names (the group, and the run job's function `<prefix>-scheduledRun-job`). */
  readonly namePrefix: string;
  /** IANA time zone the schedules are read in (SCHEDULE_TIMEZONE of the functions that schedule). */
  readonly timezone: string;
}

/**
 * Recurring reports on EventBridge Scheduler (issue 13, docs/decisions/0014): the stack's schedule
 * group, which the functions that manage schedules fill with one schedule per scheduled report;
 * the role the scheduler assumes, which may invoke the scheduledRun job's function and nothing
 * else, and send a firing whose retries are spent to the encrypted dead-letter queue.
 *
 * The run function is named by its fixed name (the job table's `jobFunctionName`), not referenced:
 * the run job itself manages schedules and gets this role's settings, so a reference would be a cycle.
 */
export class ReportSchedules extends Construct {
  readonly group: ScheduleGroup;
  readonly groupName: string;
  readonly role: Role;
  readonly deadLetterQueue: Queue;
  /** The scheduledRun job's function, by its fixed name. */
  readonly runFunctionArn: string;
  /**
   * Issue 32: the role followed clades' schedules assume, which may invoke the refresh job's
   * function and nothing else (and reach the same dead-letter queue), and that function's ARN.
   */
  readonly refreshRole: Role;
  readonly refreshFunctionArn: string;
  /** Every schedule of the group (what the managing functions may create, update and delete). */
  readonly schedulesArn: string;
  /** IANA time zone the schedules are read in. */
  readonly timezone: string;

  constructor(scope: Construct, id: string, props: ReportSchedulesProps) {
    super(scope, id);
    if (!isValidTimeZone(props.timezone))
      throw new Error(
        `scheduleTimezone must be an IANA time zone (such as UTC or Europe/Berlin), got "${props.timezone}"`,
      );
    const stack = Stack.of(this);
    this.timezone = props.timezone;
    this.groupName = `${props.namePrefix}-reports`;
    this.group = new ScheduleGroup(this, 'Group', {
      scheduleGroupName: this.groupName,
      // Its schedules only ever fire this stack's run function: they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.schedulesArn = stack.formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.groupName}/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    this.runFunctionArn = stack.formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: jobFunctionName(props.namePrefix, SCHEDULED_RUN_JOB_NAME),
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // SQS's longest: two weeks to look at a firing that never reached the run function.
      retentionPeriod: Duration.days(14),
    });
    acknowledgeScheduleDeadLetterQueue(this.deadLetterQueue);

    this.role = new Role(this, 'SchedulerRole', {
      // Only EventBridge Scheduler acting for this account's schedule group may assume it
      // (confused deputy: the form of AWS's "Set up the execution role" guide).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: {
            'aws:SourceAccount': stack.account,
            'aws:SourceArn': this.group.scheduleGroupArn,
          },
        },
      }),
      description: 'OligoWatch EventBridge Scheduler: invokes the scheduled-run function only',
    });
    this.role.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.runFunctionArn] }),
    );
    this.role.addToPolicy(
      new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetterQueue.queueArn] }),
    );

    // Issue 32: a followed clade's schedule, in the same group, fires the refresh job only; its
    // undelivered firings go to the same queue, under the same alarm.
    this.refreshFunctionArn = stack.formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: jobFunctionName(props.namePrefix, REFRESH_JOB_NAME),
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    this.refreshRole = new Role(this, 'RefreshSchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: {
            'aws:SourceAccount': stack.account,
            'aws:SourceArn': this.group.scheduleGroupArn,
          },
        },
      }),
      description: "OligoWatch EventBridge Scheduler: invokes a followed clade's refresh function only",
      // Inline, not a separate AWS::IAM::Policy (one resource fewer), as the functions' grants are
      // (docs/decisions/0037-function-grants-inline.md).
      inlinePolicies: {
        InvokeRefresh: new PolicyDocument({
          statements: [
            new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.refreshFunctionArn] }),
            new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetterQueue.queueArn] }),
          ],
        }),
      },
    });
  }

  /** The variables getScheduler and the run dates read (functions/src/lib/config.ts). */
  get environment(): Record<string, string> {
    return {
      SCHEDULER: 'eventbridge',
      SCHEDULE_TIMEZONE: this.timezone,
      SCHEDULE_GROUP: this.groupName,
      SCHEDULER_ROLE_ARN: this.role.roleArn,
      SCHEDULED_RUN_FUNCTION_ARN: this.runFunctionArn,
      SCHEDULE_DLQ_ARN: this.deadLetterQueue.queueArn,
      REFRESH_FUNCTION_ARN: this.refreshFunctionArn,
      REFRESH_SCHEDULER_ROLE_ARN: this.refreshRole.roleArn,
    };
  }

  /**
   * Lets a function granted 'schedules:manage' create, update and delete the group's schedules and
   * hand them the scheduler's role (to EventBridge Scheduler only), and tells it the settings.
   */
  grantManage(fn: LambdaFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [this.schedulesArn],
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn, this.refreshRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    for (const [name, value] of Object.entries(this.environment)) fn.addEnvironment(name, value);
    if (fn.role) acknowledgeScheduleManagement(fn.role, this.schedulesArn);
  }
}
