import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

export interface OperationsAlarmsProps {
  /** The report runs: any execution that fails for good. */
  readonly reportRuns: IStateMachine;
  /** EventBridge Scheduler's dead-letter queue: a scheduled run that never reached its function. */
  readonly scheduleDeadLetters: IQueue;
  /** Optional address subscribed to the alarm topic (`-c alarmEmail=...`). */
  readonly alarmEmail?: string;
}

/**
 * What an operator must hear about (README "Operations"): a report run that failed for good, and a
 * scheduled run EventBridge Scheduler gave up delivering. Both alarm to one SNS topic, encrypted
 * with a key of its own (CloudWatch cannot publish to a topic under the AWS-managed SNS key).
 */
export class OperationsAlarms extends Construct {
  readonly topic: Topic;
  readonly failedRuns: Alarm;
  readonly undeliveredSchedules: Alarm;

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    const key = new Key(this, 'TopicKey', {
      description: 'OligoWatch operations alarms topic',
      enableKeyRotation: true,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      displayName: 'OligoWatch operations alarms',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.topic);

    this.failedRuns = new Alarm(this, 'FailedReportRuns', {
      alarmDescription:
        'A report run failed for good (its report says failed). README "Operations": read the execution history, fix the cause, generate the report again.',
      metric: props.reportRuns.metricFailed({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.undeliveredSchedules = new Alarm(this, 'UndeliveredScheduledRuns', {
      alarmDescription:
        'EventBridge Scheduler could not deliver a scheduled run (it is in the dead-letter queue). README "Operations": read the message, fix the cause, let the next run happen or generate the report by hand.',
      metric: props.scheduleDeadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    for (const alarm of [this.failedRuns, this.undeliveredSchedules]) {
      alarm.addAlarmAction(notify);
      alarm.addOkAction(notify);
    }
  }
}
