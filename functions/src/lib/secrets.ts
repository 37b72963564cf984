import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { getConfig } from './config';

/** Values fetched once per cold start, then reused by every invocation. */
let jwtKey: Promise<Uint8Array> | undefined;
let appUrl: Promise<string> | undefined;
let originKey: Promise<string | undefined> | undefined;

/**
 * The value CloudFront sends to prove a request came through it: read from Secrets Manager once
 * per cold start (ORIGIN_KEY_SECRET_ARN, set on the routes in AWS), so it never sits in an
 * environment; given directly (ORIGIN_KEY) by a test. Undefined where there is no CloudFront (the
 * local stack). A failed read is not kept: the next request tries again.
 */
export const getOriginKey = (): Promise<string | undefined> => {
  originKey ??= loadOriginKey().catch((error: unknown) => {
    originKey = undefined;
    throw error;
  });
  return originKey;
};

const loadOriginKey = async (): Promise<string | undefined> => {
  const config = getConfig();
  if (config.ORIGIN_KEY) return config.ORIGIN_KEY;
  if (!config.ORIGIN_KEY_SECRET_ARN) return undefined;
  const secret = await readSecretString(config.ORIGIN_KEY_SECRET_ARN);
  if (!secret || secret.length < 32) throw new Error('The origin key secret is missing or too short');
  return secret;
};

export const getJwtKey = (): Promise<Uint8Array> => {
  jwtKey ??= loadJwtSecret().then((secret) => new TextEncoder().encode(secret));
  return jwtKey;
};

export const getAppUrl = (): Promise<string> => {
  appUrl ??= loadAppUrl().then((url) => url.replace(/\/+$/, ''));
  return appUrl;
};

const loadJwtSecret = async (): Promise<string> => {
  const config = getConfig();
  if (config.JWT_SECRET) return config.JWT_SECRET;
  // The cold-start check guarantees the ARN when there is no JWT_SECRET.
  const secret = await readSecretString(config.JWT_SECRET_ARN ?? '');
  if (!secret || secret.length < 32) throw new Error('The JWT secret is missing or too short');
  return secret;
};

let ncbiApiKey: Promise<string> | undefined;

/**
 * The NCBI API key kept in Secrets Manager (NCBI_API_KEY_SECRET_ARN in AWS), read once per cold
 * start so it never sits in a Lambda's environment. A failed read is not kept: the next call tries
 * again instead of failing every request of this instance.
 */
export const getNcbiApiKey = (secretArn: string): Promise<string> => {
  ncbiApiKey ??= readSecretString(secretArn)
    .then((value) => parseNcbiApiKeySecret(value, secretArn))
    .catch((error: unknown) => {
      ncbiApiKey = undefined;
      throw error;
    });
  return ncbiApiKey;
};

/**
 * The key in a secret's value: the plain key (`--secret-string <key>`), or the console's key/value
 * form, a JSON object with one string value whatever its name.
 */
export const parseNcbiApiKeySecret = (value: string | undefined, secretId: string): string => {
  const text = value?.trim() ?? '';
  const key = text.startsWith('{') ? onlyStringValue(text) : text;
  // The message never quotes the value: it ends up in logs.
  if (!key || /\s/.test(key))
    throw new Error(
      `The NCBI API key secret ${secretId} must hold the key as plain text or as one key/value pair`,
    );
  return key;
};

/** The one string value of a JSON object, else '' (JSON.parse's own errors would quote the text). */
const onlyStringValue = (json: string): string => {
  try {
    const values = Object.values(JSON.parse(json) as Record<string, unknown>);
    return values.length === 1 && typeof values[0] === 'string' ? values[0].trim() : '';
  } catch {
    return '';
  }
};

/** A secret by its ARN, asked of the region the ARN names (`arn:partition:secretsmanager:region:...`). */
const readSecretString = async (secretArn: string): Promise<string | undefined> => {
  const region = secretArn.split(':')[3] || getConfig().AWS_REGION;
  const client = new SecretsManagerClient({ region });
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  return out.SecretString;
};

const loadAppUrl = async (): Promise<string> => {
  const config = getConfig();
  if (config.APP_URL) return config.APP_URL;
  const name = config.APP_URL_PARAMETER;
  if (!name) throw new Error('Invalid configuration: APP_URL or APP_URL_PARAMETER: Required here');
  const client = new SSMClient({ region: config.AWS_REGION });
  const out = await client.send(new GetParameterCommand({ Name: name }));
  if (!out.Parameter?.Value) throw new Error(`SSM parameter ${config.APP_URL_PARAMETER} has no value`);
  return out.Parameter.Value;
};
