import { type JobDef, type JobName, jobFunctionEnvVar, jobNames, jobs } from '@oligowatch/shared/jobs';
import { ArnFormat, Duration, Stack, Tags } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { createAppFunction } from './app-function';
import type { TableId } from './data-tables';
import type { ExportsBucket } from './exports-bucket';
import { grantTableAccess } from './grant-table-access';
import { jobFunctionName } from './job-function-name';
import { grantMailAccess, type MailAccess } from './mail-access';
import { acknowledgeRouteFunction } from './nag-suppressions';
import { grantNcbiAccess, type NcbiAccess } from './ncbi-access';
import type { ReportSchedules } from './report-schedules';
import { accessOfGrants } from './route-access';

/** Tag on background job functions (value: the job's name); not a route, so not in the route loop. */
export const JOB_TAG = 'oligowatch:job';

export interface BackgroundJobsProps {
  /** Prefix of the fixed function names (`<prefix>-<job>-job`). */
  readonly namePrefix: string;
  readonly tables: Readonly<Record<TableId, ITableV2>>;
  /** The variables every function's config module reads. */
  readonly environment: Readonly<Record<string, string>>;
  /** NCBI e-mail and API key secret, for the jobs granted 'ncbi:query'. */
  readonly ncbi: NcbiAccess;
  /** The sender identity and app URL, for the jobs granted 'mail:send' (a scheduled run's change alert). */
  readonly mail: MailAccess;
  /** The schedule group and scheduler role, for the jobs granted 'schedules:manage'. */
  readonly schedules: ReportSchedules;
  /** The bucket the jobs granted 'exports:write' write report exports to. */
  readonly exports: ExportsBucket;
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
 * The Lambda of one row of the job table (shared/src/jobs.ts), invoked asynchronously ('Event') by
 * the routes granted 'jobs:<name>', so long work never runs on the request path. It gets its row's
 * memory, timeout and grants and nothing more, runs up to Lambda's limit and hands the rest on to
 * a fresh invocation of itself.
 */
export class BackgroundJob extends Construct {
  readonly fn: LambdaFunction;

  constructor(scope: Construct, id: string, props: BackgroundJobProps) {
    super(scope, id);
    const { name } = props;
    const job: JobDef = jobs[name];
    const access = accessOfGrants(job.grants);
    const { fn, role } = createAppFunction(this, {
      handler: job.handler,
      functionName: jobFunctionName(props.namePrefix, name),
      description: `OligoWatch ${name} job: ${job.description}`,
      roleDescription: `OligoWatch ${name} job`,
      timeout: Duration.seconds(job.timeoutSeconds),
      memoryMb: job.memoryMb,
      // A job takes a lease and resumes from its last checkpoint: one retry of a crashed run is
      // enough to finish it, and a duplicate delivery finds the lease taken and stops at once.
      retryAttempts: 1,
      environment: props.environment,
      ...(job.workers ? { workers: job.workers } : {}),
    });
    this.fn = fn;
    Tags.of(this).add(JOB_TAG, name);
    acknowledgeRouteFunction(fn);

    if (access.callsNcbi) grantNcbiAccess(fn, props.ncbi);
    if (access.exports) props.exports.grantExports(fn, role, access.exports);
    for (const started of access.startsJobs ?? []) {
      const functionName = jobFunctionName(props.namePrefix, started);
      fn.addToRolePolicy(invokeJobStatement(this, functionName));
      fn.addEnvironment(jobFunctionEnvVar(started), functionName);
    }
    grantTableAccess(fn, role, access.tables, props.tables);
    if (access.sendsMail) grantMailAccess(fn, props.mail);
    if (access.managesSchedules) props.schedules.grantManage(fn);
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
