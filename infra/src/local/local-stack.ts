import './quiet-handler-logs';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_NCBI_BASE_URL } from '@oligowatch/functions/lib/ncbi/ncbi-config';
import { backfillOligoRoles } from '@oligowatch/functions/oligos/repository/oligos-repository';
import { LocalScheduleStore } from '@oligowatch/functions/schedules/scheduler/local-schedule-store';
import { ensureTargetsModel } from '@oligowatch/functions/targets/repository/targets-model';
import { localOnlyTables, localSchedulesTable, physicalTableName, tables } from '@oligowatch/shared/tables';
import { startApiServer } from './api-server';
import { startDynamoDbLocal } from './dynamodb-local';
import { ensureTables } from './ensure-tables';
import { findFreePort } from './free-port';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localDynamoClient } from './local-clients';
import { startNcbiFixture } from './ncbi-fixture';
import { preloadHandlers } from './preload-handlers';
import { WEB_DIST, WEB_ROOT } from './repo-paths';
import { registerLocalJobs, runLocalJob } from './run-local-job';
import { registerLocalWorkflows } from './run-workflows-locally';
import { startS3Local } from './s3-local';
import { createLocalSchedulerLoop, type LocalSchedulerLoop } from './schedule-firing-loop';
import { startSchedulerControl } from './scheduler-control';
import { type SeededAdmin, seedAdmin } from './seed-admin';
import { seedDemoData } from './seed-demo-data';
import { type SpaHandler, serveBuiltSpa } from './serve-spa';
import { startSesLocal } from './ses-local';
import { ensureSpaBuilt } from './spa-build';
import { startingPage } from './starting-page';

export interface LocalStackOptions {
  /** The one origin for the SPA and /v1 (0 = any free port). */
  port: number;
  /** 0 = any free port (DynamoDB Local needs a concrete one, so it is picked here). */
  dynamoPort: number;
  sesPort: number;
  /** s3rver, the exports bucket's stand-in (0 or absent = any free port). */
  s3Port?: number;
  /** Where DynamoDB Local keeps its files and the local secrets live; survives restarts. */
  dataDir: string;
  /** 'dev': Vite with hot reload; 'dist': the built bundle, as CloudFront serves it; 'none': API only. */
  spa: 'dev' | 'dist' | 'none';
  /** With spa 'dist': build the bundle first when it is missing or older than its sources (npm start). */
  buildSpa?: boolean;
  adminEmail: string;
  adminPassword?: string;
  /** Seed the demo catalogue (real oligos, products, genomes) once, on first start. */
  seedDemoData?: boolean;
  /**
   * Where the import finds NCBI: 'fixture' starts the fixture NCBI (real records from
   * test/fixtures, faults on demand); { baseUrl } points elsewhere; absent = NCBI_BASE_URL from
   * the environment, else the real E-utilities.
   */
  ncbi?: 'fixture' | { baseUrl: string };
  /**
   * The local scheduler's clock: 'timer' (default, `npm start`) ticks every
   * LOCAL_SCHEDULER_INTERVAL_MS on the real clock, firing at start what came due while stopped;
   * 'manual' never ticks by itself: a test calls `scheduler.tick(now)`, or, from another process,
   * POSTs `{ now }` to `${schedulerUrl}tick`.
   */
  scheduler?: 'timer' | 'manual';
  /**
   * Report runs: pause before a retried step, in ms, instead of the state machine's backoff
   * (tests: 0, so a failing segment's retries do not wait seconds). Default: the definition's.
   */
  reportRunRetryIntervalMs?: number;
  /**
   * Test stacks only: the scrypt N of new password hashes (PASSWORD_SCRYPT_N in
   * functions/src/lib/config.ts, honoured on a local stack only; functions/src/auth/domain/password.ts).
   * Absent: the production cost, as `npm start` has.
   */
  passwordScryptN?: number;
  /** Test stacks only: DynamoDB Local's JVM tuned for a life of minutes (dynamodb-local.ts). */
  shortLivedJvm?: boolean;
  /**
   * Test stacks that never restart: DynamoDB Local keeps its tables in memory, not under dataDir
   * (dynamodb-local.ts), so a restart would find them empty. `npm start` keeps them on disk.
   */
  tablesInMemory?: boolean;
  log?: (line: string) => void;
}

export interface LocalStack {
  appUrl: string;
  dynamoEndpoint: string;
  sesUrl: string;
  /** s3rver's endpoint (S3_ENDPOINT), where exports are stored and downloaded from. */
  s3Endpoint: string;
  /** The E-utilities base the handlers use (NCBI_BASE_URL). */
  ncbiUrl: string;
  admin: SeededAdmin;
  /** The local scheduler's firing loop (fires schedules through the scheduledRun job's handler). */
  scheduler: LocalSchedulerLoop;
  /** With scheduler 'manual': its loopback control (POST `${schedulerUrl}tick` with `{ now }`). */
  schedulerUrl?: string;
  /** The environment the handlers run with (tests use it to reach the same tables). */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

const TABLE_PREFIX = 'oligowatch-local';
/** How often `npm start`'s scheduler looks for due schedules (EventBridge fires to the minute). */
export const LOCAL_SCHEDULER_INTERVAL_MS = 30_000;
const EXPORTS_BUCKET = 'oligowatch-local-exports';
/** Read before any stack writes its handler environment into process.env. */
const NCBI_BASE_URL_GIVEN = process.env.NCBI_BASE_URL;

// The pinned AWS SDK works on node 20; its notice about future releases needing node 22 is for us
// (see README), not for every `npm start`.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** A secret generated on first start and kept in the data directory, so sessions survive a restart. */
const loadLocalSecret = (dataDir: string): string => {
  const file = join(dataDir, 'local-secrets.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (saved.jwtSecret && saved.jwtSecret.length >= 32) return saved.jwtSecret;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
};

const handlerEnv = (options: {
  appUrl: string;
  dynamoEndpoint: string;
  sesUrl: string;
  jwtSecret: string;
  ncbiUrl: string;
  s3Endpoint: string;
  passwordScryptN: number | undefined;
}) => ({
  STAGE: 'local',
  AWS_REGION: LOCAL_REGION,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  DYNAMODB_ENDPOINT: options.dynamoEndpoint,
  SES_ENDPOINT: options.sesUrl,
  S3_ENDPOINT: options.s3Endpoint,
  EXPORTS_BUCKET,
  MAIL_FROM: 'oligowatch@oligowatch.local',
  APP_URL: options.appUrl,
  JWT_SECRET: options.jwtSecret,
  NCBI_BASE_URL: options.ncbiUrl,
  // Background jobs (the job table) run in this process, off the request path, as Lambda 'Event' calls would.
  JOB_RUNNER: 'local',
  // Schedules go to the local scheduler's table; the stack's loop fires them (DESIGN.md 11).
  SCHEDULER: 'local',
  SCHEDULE_TIMEZONE: process.env.SCHEDULE_TIMEZONE || 'UTC',
  POWERTOOLS_SERVICE_NAME: 'oligowatch',
  POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  ...(options.passwordScryptN === undefined ? {} : { PASSWORD_SCRYPT_N: String(options.passwordScryptN) }),
  ...Object.fromEntries(
    [...tables, ...localOnlyTables].map((t) => [t.envVar, physicalTableName(TABLE_PREFIX, t)]),
  ),
});

const serverPort = (server: Server): number => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

/**
 * The whole product on loopback, with the real handler code: DynamoDB Local, the SES emulator,
 * the /v1 API (route table -> handler, as API Gateway would call it) and the SPA on one origin.
 * One stack per process: the handlers read their configuration from this process's environment.
 */
export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  mkdirSync(options.dataDir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((e: unknown) => console.error(e));
  };
  try {
    // The server answers first, so a browser opened early gets a page that reloads itself until
    // the app is ready, and /v1 a 503, instead of a refused connection or a half-configured handler.
    let spa: SpaHandler | undefined;
    let phase = 'Starting DynamoDB Local and the mail emulator.';
    let ready = false;
    const starting = startingPage(() => phase);
    const server = await startApiServer({
      port: options.port,
      spa: options.spa === 'none' ? undefined : (req, res) => (spa ?? starting)(req, res),
      starting: () => !ready,
      log: options.log,
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    // Built beside the database's start-up; a failure is kept and thrown once awaited below.
    const built =
      options.spa === 'dist' && options.buildSpa
        ? ensureSpaBuilt(WEB_DIST, options.log ?? (() => {})).then(
            () => undefined,
            (error: unknown) => error ?? new Error('The web app build failed'),
          )
        : Promise.resolve(undefined);

    const appUrl = `http://localhost:${serverPort(server)}`;
    const dynamo = await startDynamoDbLocal({
      port: options.dynamoPort || (await findFreePort()),
      ...(options.tablesInMemory ? {} : { dataDir: join(options.dataDir, 'dynamodb') }),
      corsOrigin: appUrl,
      shortLived: options.shortLivedJvm ?? false,
    });
    stops.push(dynamo.stop);
    const ses = await startSesLocal({ port: options.sesPort });
    stops.push(ses.stop);
    const s3 = await startS3Local({
      port: options.s3Port ?? 0,
      directory: join(options.dataDir, 's3'),
      bucket: EXPORTS_BUCKET,
    });
    stops.push(s3.stop);

    let ncbiUrl = NCBI_BASE_URL_GIVEN || DEFAULT_NCBI_BASE_URL;
    if (options.ncbi === 'fixture') {
      const fixture = await startNcbiFixture();
      stops.push(fixture.stop);
      ncbiUrl = fixture.url;
    } else if (options.ncbi) ncbiUrl = options.ncbi.baseUrl;

    const env = handlerEnv({
      appUrl,
      dynamoEndpoint: dynamo.endpoint,
      sesUrl: ses.url,
      jwtSecret: loadLocalSecret(options.dataDir),
      ncbiUrl,
      s3Endpoint: s3.endpoint,
      passwordScryptN: options.passwordScryptN,
    });
    Object.assign(process.env, env);
    registerLocalJobs();
    // Report runs: the state machine CDK synthesizes, run here (report-run-definition.ts).
    stops.push(
      await registerLocalWorkflows(
        options.reportRunRetryIntervalMs === undefined
          ? {}
          : { retryIntervalMs: options.reportRunRetryIntervalMs },
      ),
    );
    phase = 'Creating the tables and seeding the demo catalogue.';
    await ensureTables(localDynamoClient(dynamo.endpoint), TABLE_PREFIX);
    // Targets data of an earlier model is refused with a message to remove .data/, never misread.
    await ensureTargetsModel();
    // Oligos stored before roles existed get their name's guess once, marked inferred (issue 23).
    const inferred = await backfillOligoRoles();
    if (inferred > 0)
      options.log?.(
        `Gave ${inferred} stored oligos the role their names suggest, marked inferred until someone confirms it on the oligo's page.`,
      );
    const admin = await seedAdmin(options.adminEmail, options.adminPassword);
    if (options.seedDemoData) await seedDemoData(options.log);
    phase = 'Loading the API.';
    await preloadHandlers();

    // Schedules fire through the same run handler EventBridge invokes, with the same input.
    const scheduler = createLocalSchedulerLoop({
      store: new LocalScheduleStore(
        DynamoDBDocumentClient.from(localDynamoClient(dynamo.endpoint)),
        physicalTableName(TABLE_PREFIX, localSchedulesTable),
      ),
      fire: (payload, job) => runLocalJob(job, payload),
      log: options.log,
    });
    stops.push(() => scheduler.stop());
    let schedulerUrl: string | undefined;
    if (options.scheduler === 'manual') {
      const control = await startSchedulerControl(scheduler);
      stops.push(control.stop);
      schedulerUrl = control.url;
    }
    phase = 'Building the web app.';
    const buildError = await built;
    if (buildError) throw buildError;

    if (options.spa === 'dist') spa = serveBuiltSpa(WEB_DIST);
    if (options.spa === 'dev') {
      const { createServer } = await import('vite');
      const vite = await createServer({
        root: WEB_ROOT,
        configFile: join(WEB_ROOT, 'vite.config.ts'),
        appType: 'spa',
        server: { middlewareMode: true, hmr: { server } },
      });
      stops.push(() => vite.close());
      spa = (req, res) =>
        vite.middlewares(req, res, () => {
          res.writeHead(404).end('Not found');
        });
    }
    ready = true;
    // After the seeders: a schedule that came due while the stack was stopped fires now, once.
    if (options.scheduler !== 'manual') scheduler.start(LOCAL_SCHEDULER_INTERVAL_MS);

    return {
      appUrl,
      dynamoEndpoint: dynamo.endpoint,
      sesUrl: ses.url,
      ncbiUrl,
      admin,
      scheduler,
      ...(schedulerUrl ? { schedulerUrl } : {}),
      s3Endpoint: s3.endpoint,
      env,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
