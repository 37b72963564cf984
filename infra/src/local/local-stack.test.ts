import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDynamoDbLocal } from './dynamodb-local';
import { findFreePort } from './free-port';
import { startLocalStack } from './local-stack';

const dataDir = mkdtempSync(join(tmpdir(), 'oligowatch-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const login = (appUrl: string, email: string, password: string) =>
  fetch(`${appUrl}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('the local stack', () => {
  it('keeps its data across a restart: the first start seeds the Admin, the second finds it', async () => {
    // The same ports both times: handlers keep their configuration for the life of the process.
    const ports = {
      port: await findFreePort(),
      dynamoPort: await findFreePort(),
      sesPort: await findFreePort(),
    };
    const options = {
      ...ports,
      dataDir,
      spa: 'none' as const,
      adminEmail: 'first@oligowatch.test',
      shortLivedJvm: true,
    };

    const first = await startLocalStack(options);
    expect(first.admin).toMatchObject({ email: 'first@oligowatch.test', created: true });
    const password = first.admin.password as string;
    expect(password).toMatch(/^[\w-]{24,}$/);
    expect((await login(first.appUrl, 'first@oligowatch.test', password)).status).toBe(200);
    await first.stop();

    const second = await startLocalStack(options);
    try {
      expect(second.admin).toEqual({ email: 'first@oligowatch.test', created: false });
      expect((await login(second.appUrl, 'first@oligowatch.test', password)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('names the install command when Java is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(startDynamoDbLocal({ port: await findFreePort(), dataDir })).rejects.toThrow(
        'sudo apt-get install -y openjdk-17-jre-headless',
      );
    } finally {
      process.env.PATH = path;
    }
  });
});
