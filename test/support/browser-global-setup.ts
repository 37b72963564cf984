import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '@oligowatch/infra/local/local-stack';
import { TEST_STACK_OPTIONS } from './test-stack-options';

const ADMIN = { email: 'admin@oligowatch.test', password: 'Admin-password-2026' };
const USER = { email: 'lab.user@oligowatch.test', password: 'User-password-2026' };
const RESET = { email: 'forgetful@oligowatch.test', password: 'Forgot-this-2026' };

/**
 * Starts the stack the browser tests drive: the built SPA and /v1 on one origin, DynamoDB Local
 * and the SES emulator, with a throw-away data directory. Specs read what they need from the env:
 * OW_BASE_URL, OW_SES_URL, OW_NCBI_URL (the fixture NCBI), OW_SCHEDULER_URL (the local scheduler's
 * clock), OW_ADMIN_*, OW_USER_* (a User) and OW_RESET_* (kept for the reset flow, so no spec
 * changes a password another spec signs in with).
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'oligowatch-browser-'));
  const stack = await startLocalStack({
    port: Number(process.env.OW_PORT),
    dynamoPort: 0,
    sesPort: 0,
    dataDir,
    spa: 'dist',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    ...TEST_STACK_OPTIONS,
  });
  // Imported only now: the handlers' modules read the environment the stack has just set.
  const { createTestAccount } = await import('./create-account');
  await createTestAccount({ ...USER, accessLevel: 'User' });
  await createTestAccount({ ...RESET, accessLevel: 'User' });
  Object.assign(process.env, {
    OW_BASE_URL: stack.appUrl,
    OW_SES_URL: stack.sesUrl,
    OW_NCBI_URL: stack.ncbiUrl,
    OW_SCHEDULER_URL: stack.schedulerUrl,
    OW_ADMIN_EMAIL: ADMIN.email,
    OW_ADMIN_PASSWORD: ADMIN.password,
    OW_USER_EMAIL: USER.email,
    OW_USER_PASSWORD: USER.password,
    OW_RESET_EMAIL: RESET.email,
    OW_RESET_PASSWORD: RESET.password,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
