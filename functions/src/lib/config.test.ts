import { describe, expect, it } from 'vitest';
import { missingSettings, parseConfig } from './config';
import { baseEnv as base } from './testing/base-env';

const eventBridge = {
  SCHEDULER: 'eventbridge',
  SCHEDULE_GROUP: 'oligowatch-dev-schedules',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/scheduler',
  SCHEDULED_RUN_FUNCTION_ARN:
    'arn:aws:lambda:eu-west-1:123456789012:function:oligowatch-dev-scheduledRun-job',
  SCHEDULE_DLQ_ARN: 'arn:aws:sqs:eu-west-1:123456789012:schedule-dlq',
  REFRESH_FUNCTION_ARN: 'arn:aws:lambda:eu-west-1:123456789012:function:oligowatch-dev-refresh-job',
  REFRESH_SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/refresh-scheduler',
};

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
  it('reads schedules in UTC unless told otherwise, and needs no scheduler where none is used', () => {
    expect(parseConfig(base)).toMatchObject({ SCHEDULE_TIMEZONE: 'UTC' });
    expect(parseConfig(base).SCHEDULER).toBeUndefined();
    expect(parseConfig({ ...base, SCHEDULE_TIMEZONE: 'Europe/Berlin' }).SCHEDULE_TIMEZONE).toBe(
      'Europe/Berlin',
    );
  });
  it('accepts a complete EventBridge scheduler and a local one', () => {
    expect(() => parseConfig({ ...base, ...eventBridge })).not.toThrow();
    expect(() =>
      parseConfig({ ...base, SCHEDULER: 'local', LOCAL_SCHEDULES_TABLE: 'p-schedules' }),
    ).not.toThrow();
  });
  it.each([
    [
      { ...base, ...eventBridge, SCHEDULER_ROLE_ARN: undefined },
      'SCHEDULER_ROLE_ARN: Required when SCHEDULER is eventbridge',
    ],
    [
      { ...base, ...eventBridge, SCHEDULE_DLQ_ARN: undefined },
      'SCHEDULE_DLQ_ARN: Required when SCHEDULER is eventbridge',
    ],
    [{ ...base, ...eventBridge, SCHEDULED_RUN_FUNCTION_ARN: undefined }, 'SCHEDULED_RUN_FUNCTION_ARN'],
    [{ ...base, ...eventBridge, SCHEDULE_GROUP: undefined }, 'SCHEDULE_GROUP'],
    [{ ...base, SCHEDULER: 'local' }, 'LOCAL_SCHEDULES_TABLE: Required when SCHEDULER is local'],
    [{ ...base, SCHEDULER: 'cron' }, 'SCHEDULER'],
    [{ ...base, SCHEDULE_TIMEZONE: 'Mars/Olympus' }, 'SCHEDULE_TIMEZONE: must be an IANA time zone'],
  ])('names what is missing for the scheduler (%#)', (env, expected) => {
    expect(() => parseConfig(env)).toThrow(expected);
  });
  it.each([
    [{ ...base, MAIL_FROM: 'not-an-address' }, 'MAIL_FROM'],
    [{ ...base, JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ...base, ORIGIN_KEY_SECRET_ARN: 'origin-key' }, 'ORIGIN_KEY_SECRET_ARN'],
    [{ ...base, PASSWORD_SCRYPT_N: '1000' }, 'PASSWORD_SCRYPT_N: must be a power of two from 1024 to 65536'],
  ])('names what is malformed (%#)', (env, expected) => {
    expect(() => parseConfig(env)).toThrow(expected);
  });
});

describe('missingSettings', () => {
  it('names each missing setting, and a choice by all its variables', () => {
    const config = parseConfig({ MAIL_FROM: 'oligowatch@example.org' });
    expect(
      missingSettings(config, ['ACCOUNTS_TABLE', 'MAIL_FROM', ['APP_URL', 'APP_URL_PARAMETER']]),
    ).toEqual([
      "ACCOUNTS_TABLE: Required by this function's grants",
      "APP_URL or APP_URL_PARAMETER: Required by this function's grants",
    ]);
  });
  it('takes either variable of a choice', () => {
    const config = parseConfig({ APP_URL_PARAMETER: '/oligowatch/dev/app-url' });
    expect(missingSettings(config, [['APP_URL', 'APP_URL_PARAMETER']])).toEqual([]);
  });
});
