import { SCHEDULE_DEFAULT_TIMEZONE } from '@oligowatch/shared/constants';
import { requiredSettings, type Setting } from '@oligowatch/shared/function-settings';
import { accessOfGrants, routeAccess } from '@oligowatch/shared/grants';
import { jobFunctionEnvVar } from '@oligowatch/shared/job-function-env-var';
import { type JobName, jobNames, jobs } from '@oligowatch/shared/jobs';
import { findRouteByName, type RouteName } from '@oligowatch/shared/routes';
import { isValidTimeZone } from '@oligowatch/shared/schedules/zoned-time';
import { workflowEnvVar } from '@oligowatch/shared/workflows';
import * as z from 'zod';

/**
 * Fail-fast configuration (the Epic Stack's way): every variable any function reads is described
 * here once, with its format. Each function gets only the variables its grants need (the CDK stack
 * derives them with shared/src/function-settings.ts, as the check below does), and checks at cold
 * start that those are there: a missing or malformed variable stops the function with its name,
 * before any request reaches the code.
 */
const optionalString = z.string().min(1).optional();

/**
 * The scrypt costs a test stack may hash new passwords at: a power of two from 2^10 up to the
 * production cost, 2^16 (PRODUCTION_SCRYPT_PARAMS in auth/domain/password.ts; its test holds the two
 * to each other).
 */
export const LOWERED_SCRYPT_N = { min: 2 ** 10, max: 2 ** 16 } as const;

const isLoweredScryptN = (value: string): boolean => {
  const n = Number(value);
  return Number.isInteger(n) && n >= LOWERED_SCRYPT_N.min && n <= LOWERED_SCRYPT_N.max && (n & (n - 1)) === 0;
};

const jobFunctionVariables = Object.fromEntries(
  jobNames.map((name) => [jobFunctionEnvVar(name), optionalString]),
) as Record<string, typeof optionalString>;

const configSchema = z
  .object({
    STAGE: z.string().min(1).default('local'),
    AWS_REGION: z.string().min(1).default('us-east-1'),
    ACCOUNTS_TABLE: optionalString,
    AUTH_TABLE: optionalString,
    CATALOG_TABLE: optionalString,
    TARGETS_TABLE: optionalString,
    IMPORTS_TABLE: optionalString,
    REPORTS_TABLE: optionalString,
    SCHEDULES_TABLE: optionalString,
    /** How jobs run: 'lambda' = their own Lambda (asynchronous or awaited); 'local' = in this process. */
    JOB_RUNNER: z.enum(['lambda', 'local']).default('lambda'),
    /** The names of the job Lambdas this function starts or calls (jobFunctionEnvVar). */
    ...jobFunctionVariables,
    /** The report run's state machine (workflowEnvVar), on the functions that start or read runs. */
    [workflowEnvVar('reportRun')]: z.string().startsWith('arn:').optional(),
    /** Threads a report segment aligns on; its vCPUs by default (the local stack's segment threads: 1). */
    ALIGN_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /** Samples per segment of a report run (the plan cuts the clade into segments of this size). */
    REPORT_SEGMENT_SIZE: z.coerce.number().int().min(1).max(50_000).default(5_000),
    /**
     * NCBI records fetched and committed per batch of an import (unset: 500 with an NCBI API key,
     * else 100; run-import-job.ts) and of a refresh (unset: 100).
     */
    IMPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(500).optional(),
    /** The S3 bucket report exports are written to and downloaded from (presigned links). */
    EXPORTS_BUCKET: optionalString,
    /** Set only locally: the S3-compatible server (s3rver) standing in for S3. */
    S3_ENDPOINT: z.url().optional(),
    /** Set only locally: DynamoDB Local and the SES emulator. */
    DYNAMODB_ENDPOINT: z.url().optional(),
    SES_ENDPOINT: z.url().optional(),
    /**
     * Test stacks only: the scrypt N of new password hashes, honoured only on a local stack on
     * DynamoDB Local (STAGE 'local' and DYNAMODB_ENDPOINT, which no AWS function has: the CDK tests
     * assert it), so no deployed function can lower the cost (auth/domain/password.ts). Their suites
     * hash and check hundreds of passwords, at ~0.2 s each at the production cost.
     */
    PASSWORD_SCRYPT_N: z
      .string()
      .refine(isLoweredScryptN, {
        error: (issue) =>
          `must be a power of two from ${LOWERED_SCRYPT_N.min} to ${LOWERED_SCRYPT_N.max}, not ${String(issue.input)}`,
      })
      .transform(Number)
      .optional(),
    MAIL_FROM: z.email().optional(),
    /** Base of the links in mails. In AWS, when no custom domain is given, read from SSM. */
    APP_URL: z.url().optional(),
    APP_URL_PARAMETER: z.string().startsWith('/').optional(),
    /** HS256 key for session tokens: given directly (local) or as a Secrets Manager ARN (AWS). */
    JWT_SECRET: z.string().min(32).optional(),
    JWT_SECRET_ARN: z.string().startsWith('arn:').optional(),
    /**
     * In AWS only, on the routes: the Secrets Manager secret holding the value CloudFront sends in
     * ORIGIN_VERIFY_HEADER, read at cold start (never in the environment). A request without it did
     * not come through CloudFront (the API's own execute-api address) and is refused. A test may
     * give the value itself as ORIGIN_KEY.
     */
    ORIGIN_KEY_SECRET_ARN: z.string().startsWith('arn:').optional(),
    ORIGIN_KEY: z.string().min(32).optional(),
    /**
     * Set only on the functions that manage schedules (and everywhere locally): 'eventbridge' =
     * EventBridge Scheduler, in SCHEDULE_GROUP, invoking SCHEDULED_RUN_FUNCTION_ARN as
     * SCHEDULER_ROLE_ARN, failed deliveries to SCHEDULE_DLQ_ARN; 'local' = the local scheduler's
     * table (LOCAL_SCHEDULES_TABLE), fired by the local stack.
     */
    SCHEDULER: z.enum(['eventbridge', 'local']).optional(),
    SCHEDULE_GROUP: optionalString,
    SCHEDULER_ROLE_ARN: z.string().startsWith('arn:').optional(),
    SCHEDULED_RUN_FUNCTION_ARN: z.string().startsWith('arn:').optional(),
    SCHEDULE_DLQ_ARN: z.string().startsWith('arn:').optional(),
    /** Issue 32: the refresh job's function, and the role followed clades' schedules invoke it as. */
    REFRESH_FUNCTION_ARN: z.string().startsWith('arn:').optional(),
    REFRESH_SCHEDULER_ROLE_ARN: z.string().startsWith('arn:').optional(),
    LOCAL_SCHEDULES_TABLE: optionalString,
    /** IANA time zone schedules are read in: monthly runs keep their day and time there. */
    SCHEDULE_TIMEZONE: z
      .string()
      .default(SCHEDULE_DEFAULT_TIMEZONE)
      .refine(isValidTimeZone, { message: 'must be an IANA time zone, such as UTC or Europe/Berlin' }),
    /** The E-utilities base; the local stack points it at the fixture NCBI. */
    NCBI_BASE_URL: z.url().default('https://eutils.ncbi.nlm.nih.gov/entrez/eutils/'),
    /** Optional: 10 instead of 3 requests a second (locally: `NCBI_API_KEY=... npm start`). */
    NCBI_API_KEY: optionalString,
    /** Optional: in AWS the key stays in Secrets Manager and is read at cold start; NCBI_API_KEY wins. */
    NCBI_API_KEY_SECRET_ARN: z.string().startsWith('arn:').optional(),
    /** Optional contact address NCBI asks for in every request. */
    NCBI_EMAIL: z.email().optional(),
  })
  .superRefine((c, ctx) => {
    const needed =
      c.SCHEDULER === 'eventbridge'
        ? ([
            'SCHEDULE_GROUP',
            'SCHEDULER_ROLE_ARN',
            'SCHEDULED_RUN_FUNCTION_ARN',
            'SCHEDULE_DLQ_ARN',
            'REFRESH_FUNCTION_ARN',
            'REFRESH_SCHEDULER_ROLE_ARN',
          ] as const)
        : c.SCHEDULER === 'local'
          ? (['LOCAL_SCHEDULES_TABLE'] as const)
          : [];
    for (const key of needed) {
      if (!c[key])
        ctx.addIssue({ code: 'custom', message: `Required when SCHEDULER is ${c.SCHEDULER}`, path: [key] });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** Every variable the configuration reads. */
export const configVariables = Object.keys(configSchema.shape) as (keyof Config)[];

const configError = (problems: string[]): Error => new Error(`Invalid configuration: ${problems.join('; ')}`);

/**
 * The environment checked for format. An empty variable means "not set", as a shell
 * `NCBI_API_KEY= npm start` intends.
 */
export const parseConfig = (env: NodeJS.ProcessEnv): Config => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success)
    throw configError(parsed.error.issues.map((i) => `${i.path.join('.') || '(config)'}: ${i.message}`));
  return parsed.data;
};

/** The settings of `required` that `config` lacks, named as a person fixing it reads them. */
export const missingSettings = (config: Config, required: readonly Setting[]): string[] =>
  required.flatMap((setting) => {
    const choices = typeof setting === 'string' ? [setting] : setting;
    const isSet = choices.some((name) => (config as Record<string, unknown>)[name] !== undefined);
    return isSet ? [] : [`${choices.join(' or ')}: Required by this function's grants`];
  });

/** Which function a module is: the row of the route or job table its Lambda runs. */
export type FunctionRow = { readonly route: RouteName } | { readonly job: JobName };

/** The settings a function needs: those of its grants, and on a route in AWS the origin key. */
export const settingsOf = (row: FunctionRow, config: Pick<Config, 'JOB_RUNNER'>): Setting[] => {
  const local = config.JOB_RUNNER === 'local';
  if ('job' in row) return requiredSettings(accessOfGrants(jobs[row.job].grants), { local });
  return [
    ...requiredSettings(routeAccess(findRouteByName(row.route)), { local }),
    // CloudFront's proof of origin exists only in AWS (JOB_RUNNER=lambda).
    ...(local ? [] : [['ORIGIN_KEY', 'ORIGIN_KEY_SECRET_ARN']]),
  ];
};

let cached: Config | undefined;

/** The process-wide configuration, checked for format once. */
export const getConfig = (): Config => {
  cached ??= parseConfig(process.env);
  return cached;
};

/**
 * Called as a Lambda entry module loads (by makeHandler and makeJobHandler): the environment has
 * every setting this function's grants need, in its format, or the cold start fails naming what
 * is wrong. Whoever loads the module (Lambda, the local stack, a test) sets the environment first.
 */
export const checkConfigAtColdStart = (row: FunctionRow): void => {
  const config = parseConfig(process.env);
  const missing = missingSettings(config, settingsOf(row, config));
  if (missing.length > 0) throw configError(missing);
};

/** A setting this function needs, read where it is used (the cold-start check has vouched for it). */
export const requireSetting = <K extends keyof Config>(name: K): NonNullable<Config[K]> => {
  const value = getConfig()[name];
  if (value === undefined || value === null) throw configError([`${String(name)}: Required here`]);
  return value as NonNullable<Config[K]>;
};
