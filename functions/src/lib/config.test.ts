import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { baseEnv as base } from './testing/base-env';

describe('parseConfig', () => {
  it('accepts a complete environment and fills defaults', () => {
    expect(parseConfig(base)).toMatchObject({ STAGE: 'local', AWS_REGION: 'us-east-1', ACCOUNTS_TABLE: 'a' });
  });
  it('accepts the AWS forms: an SSM parameter for the app URL and a secret ARN for the key', () => {
    const { APP_URL: _a, JWT_SECRET: _j, ...rest } = base;
    expect(() =>
      parseConfig({
        ...rest,
        APP_URL_PARAMETER: '/oligowatch/dev/app-url',
        JWT_SECRET_ARN: 'arn:aws:secretsmanager:x',
      }),
    ).not.toThrow();
  });
  it.each([
    [{ ...base, ACCOUNTS_TABLE: undefined }, 'ACCOUNTS_TABLE'],
    [{ ...base, MAIL_FROM: 'not-an-address' }, 'MAIL_FROM'],
    [{ ...base, APP_URL: undefined }, 'Set APP_URL or APP_URL_PARAMETER'],
    [{ ...base, JWT_SECRET: 'short' }, 'JWT_SECRET'],
  ])('names what is wrong (%#)', (env, expected) => {
    expect(() => parseConfig(env)).toThrow(expected);
  });
});
