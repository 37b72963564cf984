import { ORIGIN_VERIFY_HEADER } from '@oligowatch/shared/constants';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY_SECONDS } from '../security-headers';
import { acknowledgeWebDistribution } from './nag-suppressions';

/**
 * CloudFront Function (viewer request, default behaviour only): a path whose last segment has no
 * file extension is a client-side route of the SPA, so S3 is asked for /index.html instead.
 * Deliberately not distribution-wide custom error responses: those would also turn the API's
 * own 403 and 404 answers under /v1/* into index.html.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export interface WebDistributionProps {
  readonly stage: string;
  readonly api: IHttpApi;
  /** The built SPA (web/dist). */
  readonly webDistPath: string;
  /** Sent to the API as ORIGIN_VERIFY_HEADER on every /v1 request (oligowatch-stack.ts). */
  readonly originVerify: string;
}

/**
 * The SPA in a private bucket behind CloudFront (origin access control), with /v1/* sent to the
 * HTTP API on the same domain: the SPA calls a relative base and needs no CORS.
 */
export class WebDistribution extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Server access logs of the SPA bucket and CloudFront standard logs (the latter need ACLs).
    const logsBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.bucket = new Bucket(this, 'Spa', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'spa-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes of the SPA',
    });

    // The same headers as the local server sends (security-headers.ts), CSP included.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `OligoWatch ${props.stage}: CSP and security headers of the SPA`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    const apiDomain = `${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `OligoWatch ${props.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/v1/*': {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            // Overwrites any a viewer sent: only CloudFront's requests carry the right value.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the viewer sent (Authorization, query, body headers) except Host, which
          // must be the API's own domain for API Gateway to route the request; with it CloudFront's
          // viewer location headers, CloudFront-Viewer-Address among them (the sign-in limits' key).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    });

    // Upload the build in two passes: hashed bundles first, cached for a year and never pruned
    // (a tab still running the previous build can load its chunks); then index.html and the other
    // unhashed files with no-cache, so the next load picks up the new build at once.
    const deployRole = new Role(this, 'DeployRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'OligoWatch SPA upload (BucketDeployment)',
    });
    const deployLogs = new LogGroup(this, 'DeployLogs', { retention: RetentionDays.THREE_MONTHS });
    deployLogs.grantWrite(deployRole);
    const source = Source.asset(props.webDistPath);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      role: deployRole,
      logGroup: deployLogs,
      // The custom resource's response is capped at 4 KB; a long list of uploaded keys would break it.
      outputObjectKeys: false,
    });
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [source],
      destinationBucket: this.bucket,
      // Pruning skips excluded keys, so this pass never deletes the bundles uploaded above.
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role: deployRole,
      logGroup: deployLogs,
      outputObjectKeys: false,
    });
    shell.node.addDependency(assets);

    acknowledgeWebDistribution({ distribution: this.distribution, spaBucket: this.bucket, deployRole });
  }
}
