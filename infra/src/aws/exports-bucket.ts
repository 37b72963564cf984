import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct, type IConstruct } from 'constructs';
import { acknowledgeExportObjectsGrant } from './nag-suppressions';

/** Where export files live (functions/src/reports/handlers/export-report.ts names keys under this prefix). */
export const EXPORTS_PREFIX = 'exports/';

/** How long an export file is kept: its link lasts minutes, so a day is ample for a retry. */
export const EXPORTS_EXPIRE_DAYS = 1;

/**
 * The bucket of report exports: private (the browser downloads through a presigned GET link the
 * export route signs), encrypted, TLS only, files expiring after a day, with server access logs.
 */
export class ExportsBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket = new Bucket(this, 'Files', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'exports-bucket/',
      lifecycleRules: [
        {
          prefix: EXPORTS_PREFIX,
          expiration: Duration.days(EXPORTS_EXPIRE_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Lets a function write export files ('write': Put and Get) or sign their download links ('read':
   * Get; a presigned GET carries the signer's rights), on the exports prefix only, and gives it the
   * bucket's name.
   */
  grantExports(
    fn: IFunction & { addEnvironment(key: string, value: string): unknown },
    role: IConstruct,
    level: 'read' | 'write',
  ): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: level === 'write' ? ['s3:GetObject', 's3:PutObject'] : ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${EXPORTS_PREFIX}*`)],
      }),
    );
    fn.addEnvironment('EXPORTS_BUCKET', this.bucket.bucketName);
    acknowledgeExportObjectsGrant(role, this.bucket);
  }
}
