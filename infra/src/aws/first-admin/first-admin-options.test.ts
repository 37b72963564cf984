import { parseConfig } from '@oligowatch/functions/lib/config';
import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { describe, expect, it } from 'vitest';
import { adminEnvironment } from './admin-environment';
import { explainFailure } from './create-first-admin';
import { parseArgs, UsageError } from './parse-args';

const defaults = {
  help: false,
  stage: 'dev',
  first_name: 'Admin',
  last_name: 'OligoWatch',
  phone_number: '(000) 000-0000',
};

describe('parseArgs (npm run admin:create -- ...)', () => {
  it.each([
    {
      argv: ['--email', 'ops@lab.org'],
      expected: { ...defaults, email: 'ops@lab.org' },
    },
    {
      argv: ['--email=ops@lab.org', '--stage', 'prod', '--region', 'eu-central-1'],
      expected: { ...defaults, email: 'ops@lab.org', stage: 'prod', region: 'eu-central-1' },
    },
    {
      argv: [
        '--email',
        ' Ada@Lab.org ',
        '--first-name',
        'Ada',
        '--last-name',
        'Lovelace',
        '--phone',
        '(555) 123-4567',
      ],
      expected: {
        ...defaults,
        email: 'Ada@Lab.org',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone_number: '(555) 123-4567',
      },
    },
    { argv: ['--help'], expected: { help: true } },
    { argv: ['-h', '--email', 'not-checked'], expected: { help: true } },
  ])('$argv', ({ argv, expected }) => {
    expect(parseArgs(argv)).toEqual(expected);
  });

  it.each([
    { argv: [], message: '--email is required' },
    { argv: ['--email'], message: "Option '--email <value>' argument missing" },
    { argv: ['--email', 'ops@lab.org', '--mail-from', 'x'], message: "Unknown option '--mail-from'" },
    { argv: ['--email', 'ops@lab.org', 'extra'], message: "Unexpected argument 'extra'" },
    { argv: ['--email', 'ops@lab'], message: `--email: ${accountsApiMessages.invalidEmail}` },
    { argv: ['--email', '   '], message: '--email: Email is required' },
    {
      argv: ['--email', 'ops@lab.org', '--phone', '5551234567'],
      message: `--phone: ${accountsApiMessages.phoneInvalid}`,
    },
    { argv: ['--email', 'ops@lab.org', '--first-name', ''], message: '--first-name: First name is required' },
    { argv: ['--email', 'ops@lab.org', '--last-name', ' '], message: '--last-name: Last name is required' },
    {
      argv: ['--email', 'ops@lab.org', '--stage', 'Prod'],
      message:
        '--stage must be lowercase letters, digits and dashes (at most 20), as given to cdk deploy; got "Prod"',
    },
    {
      argv: ['--email', 'ops@lab.org', '--region', 'us-east'],
      message: '--region must be an AWS region such as us-east-1; got "us-east"',
    },
  ])('refuses $argv', ({ argv, message }) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('adminEnvironment', () => {
  it.each([
    { stage: 'dev', region: 'us-east-1' },
    { stage: 'prod-2', region: 'eu-west-3' },
  ])('names the tables the $stage stack deploys and satisfies the fail-fast config', ({ stage, region }) => {
    const env = adminEnvironment({ stage, region });
    expect(env).toMatchObject({
      STAGE: stage,
      AWS_REGION: region,
      ACCOUNTS_TABLE: `oligowatch-${stage}-accounts`,
      AUTH_TABLE: `oligowatch-${stage}-auth`,
      CATALOG_TABLE: `oligowatch-${stage}-catalog`,
      TARGETS_TABLE: `oligowatch-${stage}-targets`,
      IMPORTS_TABLE: `oligowatch-${stage}-imports`,
      APP_URL_PARAMETER: `/oligowatch/${stage}/app-url`,
    });
    expect(env).not.toHaveProperty('DYNAMODB_ENDPOINT');
    // These variables alone pass the functions' configuration: nothing else is needed.
    expect(() => parseConfig(env)).not.toThrow();
  });

  it('points at DynamoDB Local only when a test asks', () => {
    const env = adminEnvironment({
      stage: 'it',
      region: 'us-east-1',
      dynamoEndpoint: 'http://127.0.0.1:8000',
    });
    expect(parseConfig(env).DYNAMODB_ENDPOINT).toBe('http://127.0.0.1:8000');
  });
});

describe('explainFailure', () => {
  const failure = (name: string) => Object.assign(new Error('AWS says no'), { name });
  const target = { stage: 'prod', region: 'eu-west-1' };
  it.each([
    {
      name: 'ResourceNotFoundException',
      text: 'No table oligowatch-prod-accounts in eu-west-1. Deploy the stack first (npx cdk deploy -c stage=prod ...), or pass the --stage and --region it was deployed with. (AWS says no)',
    },
    {
      name: 'AccessDeniedException',
      text: 'Your AWS credentials may not write oligowatch-prod-accounts in eu-west-1: they need dynamodb:GetItem, PutItem and UpdateItem on it and Query on its byStatus index. (AWS says no)',
    },
    {
      name: 'CredentialsProviderError',
      text: 'No AWS credentials found: sign in as for cdk deploy (aws configure / aws sso login, or AWS_PROFILE). (AWS says no)',
    },
    { name: 'Error', text: 'Creating the Admin failed: AWS says no' },
  ])('$name', ({ name, text }) => {
    expect(explainFailure(failure(name), target, 'oligowatch-prod-accounts')).toBe(text);
  });
});
