import { requestBudgetMs } from '@oligowatch/functions/lib/ncbi/request-budget';
import { Duration } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/**
 * What the functions that call NCBI (the route granted 'ncbi:query' and the import job) get, and
 * nothing else does: the contact e-mail NCBI asks for, and the API key (10 instead of 3 requests a
 * second) as a Secrets Manager secret they may read, never as a value in their environment.
 */
export interface NcbiAccess {
  /** NCBI_EMAIL and NCBI_API_KEY_SECRET_ARN, each only when configured. */
  readonly environment: Readonly<Record<string, string>>;
  readonly apiKeySecret?: ISecret;
}

/**
 * Lambda timeout of a route that calls NCBI while the user waits: the worst case of its NCBI calls
 * (request-budget.ts, 21.6 s) plus room for a cold start, the secrets and DynamoDB, and still
 * under API Gateway's 30 s (HTTP API), so NCBI's own message reaches the user, not a timeout.
 */
export const NCBI_ROUTE_TIMEOUT = Duration.seconds(Math.ceil(requestBudgetMs() / 1000) + 5);

/** Secrets Manager's complete ARN ends in the name, a dash and six random characters. */
const COMPLETE_ARN = /^arn:[\w-]+:secretsmanager:[\w-]*:\d*:secret:.+-[A-Za-z0-9]{6}$/;
const ANY_SECRET_ARN = /^arn:[\w-]+:secretsmanager:[\w-]*:\d*:secret:.+$/;
const SECRET_NAME = /^[A-Za-z0-9/_+=.@-]{1,512}$/;

/**
 * An existing secret by name (this account and region) or ARN. A name or partial ARN is granted as
 * `<arn>-??????` (the random suffix), a complete ARN exactly.
 */
export const importNcbiApiKeySecret = (scope: Construct, id: string, nameOrArn: string): ISecret => {
  if (COMPLETE_ARN.test(nameOrArn)) return Secret.fromSecretCompleteArn(scope, id, nameOrArn);
  if (ANY_SECRET_ARN.test(nameOrArn)) return Secret.fromSecretPartialArn(scope, id, nameOrArn);
  if (!nameOrArn.startsWith('arn:') && SECRET_NAME.test(nameOrArn))
    return Secret.fromSecretNameV2(scope, id, nameOrArn);
  throw new Error(
    `ncbiApiKeySecret must be the name or the ARN of a Secrets Manager secret, got "${nameOrArn}"`,
  );
};

/** Something close to an e-mail address: NCBI_EMAIL is checked again (zod) at cold start. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ncbiAccess = (
  scope: Construct,
  options: { readonly email?: string; readonly apiKeySecret?: string },
): NcbiAccess => {
  if (options.email !== undefined && !EMAIL.test(options.email))
    throw new Error(`ncbiEmail must be an e-mail address, got "${options.email}"`);
  const apiKeySecret =
    options.apiKeySecret === undefined
      ? undefined
      : importNcbiApiKeySecret(scope, 'NcbiApiKey', options.apiKeySecret);
  return {
    environment: {
      ...(options.email ? { NCBI_EMAIL: options.email } : {}),
      ...(apiKeySecret ? { NCBI_API_KEY_SECRET_ARN: apiKeySecret.secretArn } : {}),
    },
    apiKeySecret,
  };
};

/** Gives a function what it needs to call NCBI: the variables, and read access to the key's secret. */
export const grantNcbiAccess = (
  fn: IGrantable & { addEnvironment(key: string, value: string): unknown },
  access: NcbiAccess,
): void => {
  for (const [key, value] of Object.entries(access.environment)) fn.addEnvironment(key, value);
  access.apiKeySecret?.grantRead(fn);
};
