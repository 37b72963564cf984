import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { getConfig } from './config';

/** Values fetched once per cold start, then reused by every invocation. */
let jwtKey: Promise<Uint8Array> | undefined;
let appUrl: Promise<string> | undefined;

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
  const client = new SecretsManagerClient({ region: config.AWS_REGION });
  const out = await client.send(new GetSecretValueCommand({ SecretId: config.JWT_SECRET_ARN }));
  if (!out.SecretString || out.SecretString.length < 32)
    throw new Error('The JWT secret is missing or too short');
  return out.SecretString;
};

const loadAppUrl = async (): Promise<string> => {
  const config = getConfig();
  if (config.APP_URL) return config.APP_URL;
  const client = new SSMClient({ region: config.AWS_REGION });
  const out = await client.send(new GetParameterCommand({ Name: config.APP_URL_PARAMETER }));
  if (!out.Parameter?.Value) throw new Error(`SSM parameter ${config.APP_URL_PARAMETER} has no value`);
  return out.Parameter.Value;
};
