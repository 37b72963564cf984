import type { GrantedAccess, GrantedJob, RouteAccess, TableId } from '@oligowatch/shared/grants';
import { jobFunctionEnvVar } from '@oligowatch/shared/job-function-env-var';
import { tables } from '@oligowatch/shared/tables';
import { workflowEnvVar } from '@oligowatch/shared/workflows';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ExportsBucket } from './exports-bucket';
import { grantTableAccess } from './grant-table-access';
import { grantMailAccess, type MailAccess } from './mail-access';
import { acknowledgeReportRunReads } from './nag-suppressions';
import { grantNcbiAccess, type NcbiAccess } from './ncbi-access';
import type { ReportSchedules } from './report-schedules';

/** What the stack offers the functions, each taking only what its grants name. */
export interface FunctionResources {
  readonly tables: Readonly<Record<TableId, ITableV2>>;
  readonly mail: MailAccess & { readonly mailFrom: string; readonly appUrl?: string };
  readonly sessionKey: ISecret;
  /** The secret CloudFront's origin header carries: every route reads it at cold start. */
  readonly originKey: ISecret;
  readonly ncbi: NcbiAccess;
  readonly schedules: ReportSchedules;
  readonly exports: ExportsBucket;
  /** A job's function name and a statement letting a function invoke it (background-jobs.ts). */
  readonly invokeJob: (fn: LambdaFunction, job: GrantedJob) => string;
  /** The report run's state machine, by its fixed name (report-run.ts). */
  readonly reportRun: { readonly stateMachineArn: string; readonly executionsArn: string };
}

/**
 * Least privilege in IAM and in configuration alike: a function (a route's or a job's) gets the
 * permissions of its row's grants, and the variables those need, and nothing else. The variables
 * are the ones its cold-start check asks for (shared/src/function-settings.ts); the API tests hold
 * the two to each other.
 */
export const grantFunctionAccess = (
  fn: LambdaFunction,
  role: Role,
  access: GrantedAccess & Partial<Pick<RouteAccess, 'sessionKey'>>,
  resources: FunctionResources,
  options: { readonly route: boolean },
): void => {
  grantTableAccess(fn, role, access.tables, resources.tables);
  for (const def of tables)
    if (access.tables[def.id]) fn.addEnvironment(def.envVar, resources.tables[def.id].tableName);
  if (access.sendsMail) {
    grantMailAccess(fn, resources.mail);
    fn.addEnvironment('MAIL_FROM', resources.mail.mailFrom);
    if (resources.mail.appUrl) fn.addEnvironment('APP_URL', resources.mail.appUrl);
    else if (resources.mail.appUrlParameterName)
      fn.addEnvironment('APP_URL_PARAMETER', resources.mail.appUrlParameterName);
  }
  if (access.sessionKey) {
    resources.sessionKey.grantRead(fn);
    fn.addEnvironment('JWT_SECRET_ARN', resources.sessionKey.secretArn);
  }
  if (options.route) {
    resources.originKey.grantRead(fn);
    fn.addEnvironment('ORIGIN_KEY_SECRET_ARN', resources.originKey.secretArn);
  }
  if (access.callsNcbi) grantNcbiAccess(fn, resources.ncbi);
  if (access.exports) resources.exports.grantExports(fn, role, access.exports);
  if (access.managesSchedules) resources.schedules.grantManage(fn);
  for (const job of access.startsJobs ?? [])
    fn.addEnvironment(jobFunctionEnvVar(job), resources.invokeJob(fn, job));
  if (access.reportRuns) {
    // Start runs (each named after its report) and read what they say; or only read.
    if (access.reportRuns === 'start')
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['states:StartExecution'],
          resources: [resources.reportRun.stateMachineArn],
        }),
      );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['states:DescribeExecution'],
        resources: [resources.reportRun.executionsArn],
      }),
    );
    if (fn.role) acknowledgeReportRunReads(fn.role, resources.reportRun.executionsArn);
    fn.addEnvironment(workflowEnvVar('reportRun'), resources.reportRun.stateMachineArn);
  }
};
