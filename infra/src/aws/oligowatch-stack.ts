import type { JobName } from '@oligowatch/shared/jobs';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { ApiRoutes } from './api-routes';
import { addBackgroundJobs, invokeJobStatement } from './background-jobs';
import { DataTables } from './data-tables';
import { ExportsBucket } from './exports-bucket';
import type { FunctionResources } from './function-access';
import { jobFunctionName } from './job-function-name';
import { MailIdentity } from './mail-identity';
import { acknowledgeOriginKey, acknowledgeSessionKey } from './nag-suppressions';
import { ncbiAccess } from './ncbi-access';
import { OperationsAlarms } from './operations-alarms';
import { executionsArnOf, ReportRun, stateMachineArnOf } from './report-run';
import { ReportSchedules } from './report-schedules';
import { appUrlParameterName as appUrlParameterFor, resourcePrefix, STAGE_PATTERN } from './stack-names';
import { WebDistribution } from './web-distribution';

export interface OligoWatchStackProps extends StackProps {
  /** dev, prod...: part of every physical name. */
  readonly stage: string;
  /** Sender of every mail; must be verified in SES. */
  readonly mailFrom: string;
  /** Base of the links in mails when the app has its own domain; else the CloudFront domain. */
  readonly appUrl?: string;
  /** The built SPA (web/dist). */
  readonly webDistPath: string;
  /** Powertools log level of the functions. */
  readonly logLevel?: string;
  /**
   * Contact address NCBI asks every E-utilities request to carry (NCBI_EMAIL); given only to the
   * functions that call NCBI (POST /v1/cache and the import job). Default: none.
   */
  readonly ncbiEmail?: string;
  /**
   * Name or ARN of an existing Secrets Manager secret holding the NCBI API key (plain text, or one
   * key/value pair): 10 instead of 3 requests a second. The functions that call NCBI get its ARN
   * (NCBI_API_KEY_SECRET_ARN) and read access to that secret only, and read the key at cold start.
   * A secret encrypted with a customer-managed KMS key also needs kms:Decrypt for their roles.
   * Default: no key.
   */
  readonly ncbiApiKeySecret?: string;
  /**
   * IANA time zone scheduled reports are read in (SCHEDULE_TIMEZONE): a monthly report keeps its
   * day and time of day there. Default UTC.
   */
  readonly scheduleTimezone?: string;
  /** Segments of a report run aligned at once (the Distributed Map's MaxConcurrency). Default 40. */
  readonly reportSegmentConcurrency?: number;
  /** Address subscribed to the operations alarms' SNS topic. Default: none (subscribe later). */
  readonly alarmEmail?: string;
}

/** The whole product in one stack: data, mail, the /v1 API and the SPA on one CloudFront domain. */
export class OligoWatchStack extends Stack {
  readonly tables: DataTables;
  readonly mail: MailIdentity;
  readonly sessionKey: Secret;
  /** The value CloudFront sends to the API to prove a request came through it. */
  readonly originKey: Secret;
  readonly apiRoutes: ApiRoutes;
  /** One Lambda per row of the job table. */
  readonly jobs: Readonly<Record<JobName, LambdaFunction>>;
  /** The schedule group, the scheduler's role and its dead-letter queue. */
  readonly schedules: ReportSchedules;
  readonly web: WebDistribution;
  /** Report exports (CSV, XLSX), downloaded through presigned links. */
  readonly exports: ExportsBucket;
  /** The report run's state machine (plan, segments, reduce, alert). */
  readonly reportRun: ReportRun;
  /** Failed report runs and undelivered scheduled runs, to an SNS topic. */
  readonly alarms: OperationsAlarms;

  constructor(scope: Construct, id: string, props: OligoWatchStackProps) {
    super(scope, id, props);
    // It names tables, the SSM parameter and the API: keep it short and plain.
    if (!STAGE_PATTERN.test(props.stage)) {
      throw new Error(
        `stage must be lowercase letters, digits and dashes (at most 20), got "${props.stage}"`,
      );
    }
    const prefix = resourcePrefix(props.stage);
    const reportRunName = `${prefix}-report-run`;

    this.tables = new DataTables(this, 'Tables', { namePrefix: prefix });
    this.mail = new MailIdentity(this, 'Mail', { mailFrom: props.mailFrom });
    this.sessionKey = new Secret(this, 'SessionKey', {
      description: 'HS256 key that signs OligoWatch session tokens (JWT)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledgeSessionKey(this.sessionKey);
    // CloudFront sends this value to the API in a header of its own, and every handler refuses a
    // request without it: the API's execute-api address stays on (it is CloudFront's origin, and
    // disabling it would need a custom API domain), but calling it directly gets 403, so nobody
    // skips CloudFront to write the CloudFront-Viewer-Address the sign-in limits key on.
    const originKey = new Secret(this, 'OriginKey', {
      description: 'Shared value CloudFront sends to the OligoWatch API to prove a request came through it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledgeOriginKey(originKey);
    this.originKey = originKey;
    // CloudFront's origin header needs the value itself: a dynamic reference CloudFormation
    // resolves at deploy time, so the template never holds it. The functions read the secret at
    // cold start instead (ORIGIN_KEY_SECRET_ARN), so it sits in no Lambda's environment.
    const originVerify = originKey.secretValue.unsafeUnwrap();

    // Without a given app URL, mailed links use the CloudFront domain, known only after deploy:
    // the functions read it from this parameter.
    const appUrlParameterName = appUrlParameterFor(props.stage);
    // What every function reads; the rest each function gets from its grants (function-access.ts).
    const environment = {
      STAGE: props.stage,
      POWERTOOLS_SERVICE_NAME: 'oligowatch',
      POWERTOOLS_LOG_LEVEL: props.logLevel ?? 'INFO',
      // The bundles are minified: map stack traces back to the TypeScript sources.
      NODE_OPTIONS: '--enable-source-maps',
    };
    const ncbi = ncbiAccess(this, { email: props.ncbiEmail, apiKeySecret: props.ncbiApiKeySecret });
    this.schedules = new ReportSchedules(this, 'Schedules', {
      namePrefix: prefix,
      timezone: props.scheduleTimezone ?? 'UTC',
    });
    this.exports = new ExportsBucket(this, 'Exports');
    const resources: FunctionResources = {
      tables: this.tables.byId,
      mail: {
        identity: this.mail.identity,
        mailFrom: this.mail.mailFrom,
        ...(props.appUrl ? { appUrl: props.appUrl } : { appUrlParameterName }),
      },
      sessionKey: this.sessionKey,
      originKey,
      ncbi,
      schedules: this.schedules,
      exports: this.exports,
      // By the job's fixed name: a job that continues in a fresh invocation invokes itself.
      invokeJob: (fn, job) => {
        const functionName = jobFunctionName(prefix, job);
        fn.addToRolePolicy(invokeJobStatement(fn, functionName));
        return functionName;
      },
      reportRun: {
        stateMachineArn: stateMachineArnOf(this, reportRunName),
        executionsArn: executionsArnOf(this, reportRunName),
      },
    };
    // Work in Lambdas of their own: started ('Event') or called ('RequestResponse') by the
    // functions granted 'jobs:<name>'.
    this.jobs = addBackgroundJobs(this, { namePrefix: prefix, environment, resources });
    this.apiRoutes = new ApiRoutes(this, 'Api', { stage: props.stage, environment, resources });
    this.reportRun = new ReportRun(this, 'ReportRun', {
      stateMachineName: reportRunName,
      tasks: {
        refresh: this.jobs.refresh,
        plan: this.jobs.reportPlan,
        segment: this.jobs.reportSegment,
        reduce: this.jobs.reportReduce,
        alert: this.jobs.changeAlert,
        fail: this.jobs.reportFail,
      },
      segmentConcurrency: props.reportSegmentConcurrency ?? 40,
    });
    this.alarms = new OperationsAlarms(this, 'Alarms', {
      reportRuns: this.reportRun.stateMachine,
      scheduleDeadLetters: this.schedules.deadLetterQueue,
      ...(props.alarmEmail ? { alarmEmail: props.alarmEmail } : {}),
    });

    this.web = new WebDistribution(this, 'Web', {
      stage: props.stage,
      api: this.apiRoutes.api,
      webDistPath: props.webDistPath,
      originVerify,
    });
    const cloudFrontUrl = `https://${this.web.distribution.distributionDomainName}`;
    if (!props.appUrl) {
      new StringParameter(this, 'AppUrl', {
        parameterName: appUrlParameterName,
        stringValue: cloudFrontUrl,
        description: 'Base URL of the links OligoWatch mails (the CloudFront domain)',
      });
    }

    new CfnOutput(this, 'Url', { value: props.appUrl ?? cloudFrontUrl, description: 'Open the app here' });
    new CfnOutput(this, 'ApiEndpoint', { value: this.apiRoutes.api.apiEndpoint });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
  }
}
