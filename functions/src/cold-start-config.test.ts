import { type JobName, jobs } from '@oligowatch/shared/jobs';
import { routes } from '@oligowatch/shared/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfigAtColdStart, type FunctionRow, settingsOf } from './lib/config';

/**
 * Every Lambda entry module, route or job, checks at cold start that the settings its row's grants
 * need are configured (Powertools / Epic Stack style), and needs nothing more: the CDK stack gives
 * each function exactly these (infra/src/aws/api-routes.test.ts holds it to that).
 */

/** A value of the right format for each variable a row may need. */
const VALUES: Record<string, string> = {
  ACCOUNTS_TABLE: 'accounts',
  AUTH_TABLE: 'auth',
  CATALOG_TABLE: 'catalog',
  TARGETS_TABLE: 'targets',
  IMPORTS_TABLE: 'imports',
  REPORTS_TABLE: 'reports',
  SCHEDULES_TABLE: 'schedules',
  MAIL_FROM: 'oligowatch@example.org',
  APP_URL: 'https://oligowatch.example.org',
  JWT_SECRET: 'x'.repeat(32),
  ORIGIN_KEY: 'o'.repeat(48),
  EXPORTS_BUCKET: 'exports',
  SCHEDULER: 'local',
  LOCAL_SCHEDULES_TABLE: 'local-schedules',
  REPORT_RUN_STATE_MACHINE_ARN:
    'arn:aws:states:eu-central-1:111111111111:stateMachine:oligowatch-test-report-run',
};
const sampleValue = (name: string): string => VALUES[name] ?? `function-of-${name.toLowerCase()}`;

/** The environment the row's settings ask for, each choice given by its first variable, in AWS. */
const envOf = (row: FunctionRow): Record<string, string> => {
  const env: Record<string, string> = { JOB_RUNNER: 'lambda' };
  for (const setting of settingsOf(row, { JOB_RUNNER: 'lambda' })) {
    const name = typeof setting === 'string' ? setting : (setting[0] as string);
    env[name] = sampleValue(name);
  }
  // A local scheduler needs its table; EventBridge its four settings (config.test.ts).
  if (env.SCHEDULER) env.LOCAL_SCHEDULES_TABLE = sampleValue('LOCAL_SCHEDULES_TABLE');
  return env;
};

const savedEnv = { ...process.env };
const useEnv = (env: Record<string, string>) => {
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, { NODE_ENV: savedEnv.NODE_ENV }, env);
};
afterAll(() => useEnv(savedEnv as Record<string, string>));

const rows: [string, FunctionRow, string][] = [
  ...routes.map((r): [string, FunctionRow, string] => [`route ${r.name}`, { route: r.name }, r.handler]),
  ...(Object.keys(jobs) as JobName[]).map((name): [string, FunctionRow, string] => [
    `job ${name}`,
    { job: name },
    jobs[name].handler,
  ]),
];

describe('configuration at cold start', () => {
  // A handler's first import transforms its whole module graph: beside npm test's other stages on
  // 2 cores one took over the default 5 s in a fresh-clone run.
  it.each(rows)(
    '%s loads with exactly the settings its grants need',
    async (_, row, handler) => {
      useEnv(envOf(row));
      const module: { handler?: unknown } = await import(`./${handler}.ts`);
      expect(module.handler).toBeTypeOf('function');
    },
    30_000,
  );

  it.each(rows)('%s fails its cold start without any one of them, naming it', (_, row) => {
    const env = envOf(row);
    for (const name of Object.keys(env).filter((n) => n !== 'JOB_RUNNER' && n !== 'LOCAL_SCHEDULES_TABLE')) {
      const { [name]: _removed, ...rest } = env;
      useEnv(rest);
      expect(() => checkConfigAtColdStart(row), name).toThrow(name);
    }
  });

  it('names a malformed variable too', () => {
    useEnv({ ...envOf({ route: 'createUser' }), ACCOUNTS_TABLE: 'accounts', MAIL_FROM: 'not-an-address' });
    expect(() => checkConfigAtColdStart({ route: 'createUser' })).toThrow(/MAIL_FROM/);
  });

  it('asks a route in AWS for the origin key, and the local stack for none of the job functions or state machines', () => {
    expect(settingsOf({ route: 'getReport' }, { JOB_RUNNER: 'lambda' })).toContainEqual([
      'ORIGIN_KEY',
      'ORIGIN_KEY_SECRET_ARN',
    ]);
    expect(settingsOf({ route: 'generateReport' }, { JOB_RUNNER: 'lambda' })).toEqual(
      expect.arrayContaining(['CREATE_SCHEDULE_JOB_FUNCTION', 'REPORT_RUN_STATE_MACHINE_ARN']),
    );
    const local = settingsOf({ route: 'generateReport' }, { JOB_RUNNER: 'local' });
    expect(local.flat()).not.toContain('ORIGIN_KEY');
    expect(
      local.flat().filter((s) => s.endsWith('_JOB_FUNCTION') || s.endsWith('_STATE_MACHINE_ARN')),
    ).toEqual([]);
  });

  it('gives a route only the tables its grants name (least privilege)', () => {
    const tablesOf = (row: FunctionRow) =>
      settingsOf(row, { JOB_RUNNER: 'lambda' })
        .flat()
        .filter((s) => s.endsWith('_TABLE'))
        .sort();
    expect(tablesOf({ route: 'login' })).toEqual(['ACCOUNTS_TABLE', 'AUTH_TABLE']);
    expect(tablesOf({ route: 'getReport' })).toEqual(['ACCOUNTS_TABLE', 'AUTH_TABLE', 'REPORTS_TABLE']);
    expect(tablesOf({ job: 'export' })).toEqual(['REPORTS_TABLE']);
  });
});
