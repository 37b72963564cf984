import { accessOfGrants } from '@oligowatch/shared/grants';
import { type JobDef, type JobName, jobNames, jobs } from '@oligowatch/shared/jobs';
import { ArnFormat, Duration, Stack, Tags } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { createAppFunction } from './app-function';
import { type FunctionResources, grantFunctionAccess } from './function-access';
import { jobFunctionName } from './job-function-name';
import { acknowledgeRouteFunction } from './nag-suppressions';

/** Tag on background job functions (value: the job's name); not a route, so not in the route loop. */
export const JOB_TAG = 'oligowatch:job';

export interface BackgroundJobsProps {
  /** Prefix of the fixed function names (`<prefix>-<job>-job`). */
  readonly namePrefix: string;
  /** The variables every function reads; each job adds what its grants need. */
  readonly environment: Readonly<Record<string, string>>;
  /** What the stack offers; each job takes what its row's grants name (function-access.ts). */
  readonly resources: FunctionResources;
}

/**
 * lambda:InvokeFunction on one job's function, by its name-built ARN: a job that continues in a
 * fresh invocation invokes itself, which a reference to its own ARN would make a circular dependency.
 */
export const invokeJobStatement = (scope: Construct, functionName: string): PolicyStatement =>
  new PolicyStatement({
    actions: ['lambda:InvokeFunction'],
    resources: [
      Stack.of(scope).formatArn({
        service: 'lambda',
        resource: 'function',
        resourceName: functionName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    ],
  });

export interface BackgroundJobProps extends BackgroundJobsProps {
  readonly name: JobName;
}

/**
 * The Lambda of one row of the job table (shared/src/jobs.ts): started asynchronously ('Event') or
 * called and awaited ('RequestResponse') by the functions granted 'jobs:<name>'. It gets its row's
 * memory, timeout and grants (and their settings) and nothing more; a long 'event' job runs up to
 * Lambda's limit and hands the rest on to a fresh invocation of itself.
 */
export class BackgroundJob extends Construct {
  readonly fn: LambdaFunction;

  constructor(scope: Construct, id: string, props: BackgroundJobProps) {
    super(scope, id);
    const { name } = props;
    const job: JobDef = jobs[name];
    const { fn, role } = createAppFunction(this, {
      handler: job.handler,
      functionName: jobFunctionName(props.namePrefix, name),
      description: `OligoWatch ${name} job: ${job.description}`,
      roleDescription: `OligoWatch ${name} job`,
      timeout: Duration.seconds(job.timeoutSeconds),
      memoryMb: job.memoryMb,
      // A started job takes a lease and resumes from its last checkpoint: one retry of a crashed
      // run is enough to finish it, and a duplicate delivery finds the lease taken and stops at
      // once. A called job is never retried by Lambda: its caller sees the failure.
      ...(job.invocation === 'event' ? { retryAttempts: 1 } : {}),
      environment: props.environment,
      ...(job.workers ? { workers: job.workers } : {}),
    });
    this.fn = fn;
    Tags.of(this).add(JOB_TAG, name);
    acknowledgeRouteFunction(fn);
    grantFunctionAccess(fn, role, accessOfGrants(job.grants), props.resources, { route: false });
  }
}

/**
 * One BackgroundJob per row of the job table, each a direct child of `scope` named after its job
 * ('ImportJob', 'ReportJob'): the import job keeps the construct path it had before the job table,
 * so a deployed stack updates that function in place instead of replacing it under its fixed name.
 */
export const addBackgroundJobs = (
  scope: Construct,
  props: BackgroundJobsProps,
): Readonly<Record<JobName, LambdaFunction>> =>
  Object.fromEntries(
    jobNames.map((name) => [
      name,
      new BackgroundJob(scope, `${name.charAt(0).toUpperCase()}${name.slice(1)}Job`, { ...props, name }).fn,
    ]),
  ) as Record<JobName, LambdaFunction>;
