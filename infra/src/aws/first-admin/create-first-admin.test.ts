import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '../../local/api-server';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../local/dynamodb-local';
import { ensureTables } from '../../local/ensure-tables';
import { findFreePort } from '../../local/free-port';
import { LOCAL_CREDENTIALS, localDynamoClient } from '../../local/local-clients';
import { REPO_ROOT } from '../../local/repo-paths';
import { createFirstAdmin } from './create-first-admin';

const STAGE = 'it';
const ACCOUNTS = `oligowatch-${STAGE}-accounts`;
let dynamo: DynamoDbLocal;
let api: Server;
let appUrl: string;
let db: DynamoDBDocumentClient;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal({ port: await findFreePort(), shortLived: true });
  // The tables a deployed stage "it" has, created from the same definitions as CDK's.
  await ensureTables(localDynamoClient(dynamo.endpoint), `oligowatch-${STAGE}`);
  db = DynamoDBDocumentClient.from(localDynamoClient(dynamo.endpoint));
  // DynamoDB Local takes any credentials; never real ones. Only sign-in below needs a JWT key:
  // the command itself signs no token.
  process.env.AWS_ACCESS_KEY_ID = LOCAL_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_CREDENTIALS.secretAccessKey;
  process.env.JWT_SECRET = randomBytes(48).toString('base64url');
  process.env.POWERTOOLS_LOG_LEVEL = 'WARN';
  // The login handler runs in this process, as the local stack runs it: no CloudFront origin key.
  process.env.JOB_RUNNER = 'local';
  api = await startApiServer({ port: 0 });
  const address = api.address();
  appUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
  await dynamo?.stop();
});

const target = (email: string) => ({
  email,
  stage: STAGE,
  region: 'us-east-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '(555) 123-4567',
});
const run = (email: string) => createFirstAdmin(target(email), { dynamoEndpoint: dynamo.endpoint });

const login = (email: string, password: string) =>
  fetch(`${appUrl}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const item = async (pk: string) =>
  (await db.send(new GetCommand({ TableName: ACCOUNTS, Key: { pk }, ConsistentRead: true }))).Item;

const userItems = async () =>
  ((await db.send(new ScanCommand({ TableName: ACCOUNTS }))).Items ?? []).filter((i) =>
    String(i.pk).startsWith('USER#'),
  );

describe('npm run admin:create against the stage tables (DynamoDB Local)', () => {
  let password: string;

  it('creates an active Admin with a generated password, its e-mail guard and the active-Admin count', async () => {
    const outcome = await run('first.admin@lab.test');
    expect(outcome).toMatchObject({ created: true, email: 'first.admin@lab.test', accountsTable: ACCOUNTS });
    if (!outcome.created) throw new Error('not created');
    password = outcome.password;
    expect(password).toMatch(/^[\w-]{24,}$/);

    const guard = await item('EMAIL#first.admin@lab.test');
    const user = await item(`USER#${guard?.userId}`);
    expect(user).toMatchObject({
      email: 'first.admin@lab.test',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '(555) 123-4567',
      access_level: 'Admin',
      status: 'active',
      gsi1pk: 'STATUS#active',
    });
    expect(user?.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(user)).not.toContain(password);
    expect(await item('COUNTER#ACTIVE_ADMINS')).toEqual({ pk: 'COUNTER#ACTIVE_ADMINS', count: 1 });
  });

  it('lets that Admin sign in through the real login handler', async () => {
    const response = await login('first.admin@lab.test', password);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token?: string; message?: string };
    expect(body.message).toBe(commonSuccessMessages.login);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a second run for the same e-mail (any case) and changes nothing', async () => {
    const before = await userItems();
    expect(await run('First.Admin@LAB.test')).toEqual({
      created: false,
      email: 'First.Admin@LAB.test',
      accountsTable: ACCOUNTS,
    });
    expect(await userItems()).toEqual(before);
    expect(await item('COUNTER#ACTIVE_ADMINS')).toMatchObject({ count: 1 });
    expect((await login('first.admin@lab.test', password)).status).toBe(200);
  });

  it('creates another e-mail as a second active Admin, counted', async () => {
    expect(await run('second.admin@lab.test')).toMatchObject({ created: true });
    expect(await item('COUNTER#ACTIVE_ADMINS')).toMatchObject({ count: 2 });
  });
});

describe('the admin:create command line', () => {
  it('stops with exit code 2, the reason and the usage on bad arguments, before touching AWS', () => {
    const tsx = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(tsx, ['infra/src/aws/create-first-admin.ts', '--email', 'ops@lab'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'us-east-1' },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`--email: ${accountsApiMessages.invalidEmail}`);
    expect(result.stderr).toContain('Usage: npm run admin:create -- --email someone@lab.org');
  });
});
