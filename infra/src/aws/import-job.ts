import { ArnFormat, Duration, Stack, Tags } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { createAppFunction } from './app-function';
import { acknowledgeRouteFunction, acknowledgeTableIndexGrant } from './nag-suppressions';
import { grantNcbiAccess, type NcbiAccess } from './ncbi-access';

/** Tag on background job functions (value: the job's name); not a route, so not in the route loop. */
export const JOB_TAG = 'oligowatch:job';

export interface ImportJobProps {
  /**
   * A fixed name: the job starts its own next run near Lambda's time limit, so it must know its
   * name and may invoke itself, which a reference to itself would make a circular dependency.
   */
  readonly functionName: string;
  /** Where samples go, and where cached queries and job progress live. */
  readonly targetsTable: ITableV2;
  readonly importsTable: ITableV2;
  /** The variables every function's config module reads. */
  readonly environment: Readonly<Record<string, string>>;
  /** NCBI e-mail and API key secret, when configured. */
  readonly ncbi: NcbiAccess;
}

/**
 * The import job Lambda (functions/src/targets/run-import-job.ts): POST /v1/processCachedImport
 * invokes it asynchronously ('Event'), so an import of thousands of NCBI records never runs on
 * the request path. It runs up to Lambda's 15 minutes and hands a longer import on to a fresh
 * invocation of itself, resuming from the last committed batch.
 */
export class ImportJob extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: ImportJobProps) {
    super(scope, id);
    const { fn, role } = createAppFunction(this, {
      handler: 'targets/run-import-job',
      functionName: props.functionName,
      description: 'OligoWatch import job: NCBI records into targets, in batches, resumable',
      roleDescription: 'OligoWatch import job (NCBI records into targets)',
      timeout: Duration.minutes(15),
      // The job takes a lease and resumes from its committed offset: one retry of a crashed run is
      // enough to finish it, and a duplicate delivery finds the lease taken and stops at once.
      retryAttempts: 1,
      environment: { ...props.environment, IMPORT_JOB_FUNCTION: props.functionName },
    });
    this.fn = fn;
    Tags.of(this).add(JOB_TAG, 'import');
    acknowledgeRouteFunction(this.fn);
    grantNcbiAccess(this.fn, props.ncbi);

    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [
          Stack.of(this).formatArn({
            service: 'lambda',
            resource: 'function',
            resourceName: props.functionName,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    for (const table of [props.targetsTable, props.importsTable]) {
      table.grantReadWriteData(this.fn);
      acknowledgeTableIndexGrant(role, table);
    }
  }
}
