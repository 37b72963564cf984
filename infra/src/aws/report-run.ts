import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  Choice,
  Condition,
  DefinitionBody,
  DistributedMap,
  Fail,
  JsonPath,
  LogLevel,
  StateMachine,
  StateMachineType,
  Succeed,
  Timeout,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { acknowledgeReportRunStateMachine } from './nag-suppressions';

/** The steps of a report run: the job table's 'task' rows of the reportRun workflow. */
export interface ReportRunTasks {
  /** The targets feature's refresh job: a scheduled run of a followed clade refreshes it first. */
  readonly refresh: IFunction;
  readonly plan: IFunction;
  readonly segment: IFunction;
  readonly reduce: IFunction;
  /** The schedules feature's change alert (changeAlert): a scheduled run against its previous run. */
  readonly alert: IFunction;
  readonly fail: IFunction;
}

export interface ReportRunProps {
  /** The state machine's fixed name, so the functions that start runs can name its ARN. */
  readonly stateMachineName: string;
  readonly tasks: ReportRunTasks;
  /** Segments aligned at once (the Distributed Map's MaxConcurrency). */
  readonly segmentConcurrency: number;
}

/** Every step's timeout: the longest a Lambda runs (the job table's 15 minutes). */
const TASK_TIMEOUT = Duration.minutes(15);

/**
 * The states' names. The local runner (infra/src/local/run-workflows-locally.ts) runs this very
 * definition, synthesized, and maps each Task state to its job by the function it names.
 */
export const REPORT_RUN_STATES = {
  refresh: 'Refresh',
  plan: 'Plan',
  segment: 'Segment',
  reduce: 'Reduce',
  alert: 'Alert',
  fail: 'Fail',
} as const;

/**
 * One report run as a Step Functions state machine (issue 25): for a scheduled run of a clade, first
 * its refresh (issue 32: the targets feature's refresh job, invoked and awaited, refreshing the clade
 * from NCBI when its data is older than half the schedule's period; a refresh that fails, or gives no
 * answer, never stops the run: the plan records why), then the plan (the anchors learned, the clade
 * cut into segments of a few thousand samples by key range), a Distributed Map over the segments
 * (each one a Lambda that aligns its samples and writes its rows and partial counts under the
 * report and segment, idempotently; retried with backoff; any segment failing for good fails the
 * map), a reduce that merges the partials into the report, then for a scheduled run the comparison
 * and its alert mail, retried; a run that fails for good marks the report failed, in words.
 *
 * Only what aws-local-stepfunctions runs faithfully is used, so the definition the tests and `npm
 * start` run is the one that deploys: the segments come from the state input (ItemsPath), there is
 * no ItemReader, ItemBatcher, ResultWriter or tolerated failure (0 is the default), and each task
 * invokes its Lambda directly (the payload is the state, the result the function's answer).
 * report-run-definition.test.ts fails if the definition uses anything else.
 */
export class ReportRun extends Construct {
  readonly stateMachine: StateMachine;

  constructor(scope: Construct, id: string, props: ReportRunProps) {
    super(scope, id);
    const invoke = (state: string, fn: IFunction, resultPath?: string) =>
      new LambdaInvoke(this, state, {
        lambdaFunction: fn,
        // The function's answer is the state's result: the same shape locally and in AWS.
        payloadResponseOnly: true,
        // Said outright: without it AWS waits as long as the Lambda runs (15 minutes at most),
        // while aws-local-stepfunctions fails the task after 60 s (a 100,000-genome reduce on a
        // busy machine takes longer). The runner refuses a Task without one.
        taskTimeout: Timeout.duration(TASK_TIMEOUT),
        ...(resultPath ? { resultPath } : {}),
      });

    const failed = invoke(REPORT_RUN_STATES.fail, props.tasks.fail, JsonPath.DISCARD).next(
      new Fail(this, 'Failed', {
        error: 'ReportRunFailed',
        cause: 'The report run failed for good; the report says why.',
      }),
    );
    const onFailure = { resultPath: '$.error' };

    const plan = invoke(REPORT_RUN_STATES.plan, props.tasks.plan).addCatch(failed, onFailure);

    // The refresh job takes `$.refresh` as its payload; its answer joins the state as `$.refreshed`.
    const refresh = new LambdaInvoke(this, REPORT_RUN_STATES.refresh, {
      lambdaFunction: props.tasks.refresh,
      payloadResponseOnly: true,
      inputPath: '$.refresh',
      resultPath: '$.refreshed',
      taskTimeout: Timeout.duration(TASK_TIMEOUT),
    }).addCatch(plan, { resultPath: '$.refreshError' });
    const refreshFirst = new Choice(this, 'Refresh first?')
      .when(Condition.isPresent('$.refresh'), refresh.next(plan))
      .otherwise(plan);

    const segment = invoke(REPORT_RUN_STATES.segment, props.tasks.segment, JsonPath.DISCARD).addRetry({
      errors: ['States.ALL'],
      interval: Duration.seconds(5),
      backoffRate: 2,
      maxAttempts: 3,
    });
    const segments = new DistributedMap(this, 'Segments', {
      itemsPath: JsonPath.stringAt('$.segments'),
      itemSelector: {
        reportId: JsonPath.stringAt('$.reportId'),
        segment: JsonPath.stringAt('$$.Map.Item.Value'),
      },
      maxConcurrency: props.segmentConcurrency,
      mapExecutionType: StateMachineType.STANDARD,
      resultPath: JsonPath.DISCARD,
    });
    segments.itemProcessor(segment);
    segments.addCatch(failed, onFailure);

    const reduce = invoke(REPORT_RUN_STATES.reduce, props.tasks.reduce, JsonPath.DISCARD).addCatch(
      failed,
      onFailure,
    );
    const done = new Succeed(this, 'Done');
    const alert = invoke(REPORT_RUN_STATES.alert, props.tasks.alert, JsonPath.DISCARD).addRetry({
      errors: ['States.ALL'],
      interval: Duration.seconds(30),
      backoffRate: 2,
      maxAttempts: 5,
    });
    const scheduled = new Choice(this, 'Scheduled run?')
      .when(Condition.isPresent('$.scheduleId'), alert.next(done))
      .otherwise(done);
    plan.next(segments).next(reduce).next(scheduled);

    const logs = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS });
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineName: props.stateMachineName,
      definitionBody: DefinitionBody.fromChainable(refreshFirst),
      stateMachineType: StateMachineType.STANDARD,
      // A clade of millions still finishes in minutes; a run past this is stuck, not slow.
      timeout: Duration.hours(2),
      tracingEnabled: true,
      logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: false },
    });
    acknowledgeReportRunStateMachine(this.stateMachine);
  }
}

/** The ARN of a state machine by its fixed name: no reference, so no dependency cycle. */
export const stateMachineArnOf = (scope: Construct, name: string): string =>
  Stack.of(scope).formatArn({
    service: 'states',
    resource: 'stateMachine',
    resourceName: name,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });

/** The ARNs of a state machine's executions, by its fixed name. */
export const executionsArnOf = (scope: Construct, name: string): string =>
  Stack.of(scope).formatArn({
    service: 'states',
    resource: 'execution',
    resourceName: `${name}:*`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
