import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags } from 'aws-cdk-lib';
import { addNagChecks } from './nag-suppressions';
import { OligoWatchStack } from './oligowatch-stack';
import { repoRoot } from './paths';

/**
 * The CDK app (`npx cdk deploy` from the repo root; cdk.json points here). Context:
 * - stage: part of the stack and resource names (default dev);
 * - mailFrom: the sender of every mail; set it to your SES-verified sender (cdk.json has a placeholder);
 * - appUrl: base of the links in mails when the app has its own domain (default: the CloudFront URL);
 * - logLevel: the functions' log level (default INFO);
 * - webDistPath: where the built SPA is (default web/dist);
 * - ncbiEmail: the contact e-mail sent to NCBI with every E-utilities request (default none);
 * - ncbiApiKeySecret: name or ARN of an existing Secrets Manager secret holding the NCBI API key
 *   (10 instead of 3 requests a second); only POST /v1/cache and the import job may read it, and
 *   the key never sits in a Lambda's environment (default: no key);
 * - scheduleTimezone: the IANA time zone scheduled reports are read in (default UTC);
 * - reportSegmentConcurrency: segments of a report run aligned at once (default 40);
 * - alarmEmail: an address subscribed to the operations alarms (failed report runs, undelivered
 *   scheduled runs); it confirms the subscription from the mail AWS sends (default none).
 */
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** A context value as a whole number of at least 1, or undefined when not given. */
const positiveInteger = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fail(`Expected a whole number of at least 1, got "${value}"`);
};

const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const stage = context('stage') ?? 'dev';
const mailFrom = context('mailFrom') ?? fail('Set the sender of product mails: -c mailFrom=you@example.org');
const webDistPath = context('webDistPath');
if (webDistPath && !existsSync(join(webDistPath, 'index.html'))) fail(`${webDistPath} has no index.html`);
const defaultWebDist = join(repoRoot, 'web', 'dist');
if (!webDistPath && !existsSync(join(defaultWebDist, 'index.html'))) {
  fail('web/dist is missing: run `npm run build` first');
}

const stack = new OligoWatchStack(app, `oligowatch-${stage}`, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `OligoWatch (${stage})`,
  stage,
  mailFrom,
  appUrl: context('appUrl'),
  logLevel: context('logLevel'),
  webDistPath: webDistPath ?? defaultWebDist,
  ncbiEmail: context('ncbiEmail'),
  ncbiApiKeySecret: context('ncbiApiKeySecret'),
  scheduleTimezone: context('scheduleTimezone'),
  reportSegmentConcurrency: positiveInteger(context('reportSegmentConcurrency')),
  alarmEmail: context('alarmEmail'),
});
Tags.of(stack).add('project', 'oligowatch');
Tags.of(stack).add('stage', stage);
addNagChecks(app);
