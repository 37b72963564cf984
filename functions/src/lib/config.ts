import { SCHEDULE_DEFAULT_TIMEZONE } from '@oligowatch/shared/constants';
import { isValidTimeZone } from '@oligowatch/shared/schedules/zoned-time';
import { z } from 'zod';

/**
 * Fail-fast configuration: every Lambda and the local stack read the same variables, checked once
 * at cold start. A missing or malformed variable stops the function with a message naming it.
 */
const configSchema = z
  .object({
    STAGE: z.string().min(1).default('local'),
    AWS_REGION: z.string().min(1).default('us-east-1'),
    ACCOUNTS_TABLE: z.string().min(1),
    AUTH_TABLE: z.string().min(1),
    CATALOG_TABLE: z.string().min(1),
    TARGETS_TABLE: z.string().min(1),
    IMPORTS_TABLE: z.string().min(1),
    REPORTS_TABLE: z.string().min(1),
    SCHEDULES_TABLE: z.string().min(1),
    /** How background jobs start: 'lambda' = asynchronous Lambda invocation; 'local' = in this process. */
    JOB_RUNNER: z.enum(['lambda', 'local']).default('lambda'),
    /** Name of the import job Lambda (set in AWS on the routes that start imports). */
    IMPORT_JOB_FUNCTION: z.string().min(1).optional(),
    /** Name of the report job Lambda (set in AWS on the routes that start reports). */
    REPORT_JOB_FUNCTION: z.string().min(1).optional(),
    /** NCBI records fetched and committed per batch of an import. */
    IMPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(100),
    /** The S3 bucket report exports are written to and downloaded from (presigned links). */
    EXPORTS_BUCKET: z.string().min(1).optional(),
    /** Set only locally: the S3-compatible server (s3rver) standing in for S3. */
    S3_ENDPOINT: z.url().optional(),
    /** Set only locally: DynamoDB Local and the SES emulator. */
    DYNAMODB_ENDPOINT: z.url().optional(),
    SES_ENDPOINT: z.url().optional(),
    MAIL_FROM: z.email(),
    /** Base of the links in mails. In AWS, when no custom domain is given, read from SSM. */
    APP_URL: z.url().optional(),
    APP_URL_PARAMETER: z.string().startsWith('/').optional(),
    /** HS256 key for session tokens: given directly (local) or as a Secrets Manager ARN (AWS). */
    JWT_SECRET: z.string().min(32).optional(),
    JWT_SECRET_ARN: z.string().startsWith('arn:').optional(),
    /**
     * Set in AWS only: the value CloudFront sends in ORIGIN_VERIFY_HEADER. A request without it did
     * not come through CloudFront (the API's own execute-api address) and is refused.
     */
    ORIGIN_VERIFY: z.string().min(32).optional(),
    /**
     * Set only on the functions that manage schedules (and everywhere locally): 'eventbridge' =
     * EventBridge Scheduler, in SCHEDULE_GROUP, invoking SCHEDULED_RUN_FUNCTION_ARN as
     * SCHEDULER_ROLE_ARN, failed deliveries to SCHEDULE_DLQ_ARN; 'local' = the local scheduler's
     * table (LOCAL_SCHEDULES_TABLE), fired by the local stack.
     */
    SCHEDULER: z.enum(['eventbridge', 'local']).optional(),
    SCHEDULE_GROUP: z.string().min(1).optional(),
    SCHEDULER_ROLE_ARN: z.string().startsWith('arn:').optional(),
    SCHEDULED_RUN_FUNCTION_ARN: z.string().startsWith('arn:').optional(),
    SCHEDULE_DLQ_ARN: z.string().startsWith('arn:').optional(),
    LOCAL_SCHEDULES_TABLE: z.string().min(1).optional(),
    /** IANA time zone schedules are read in: monthly runs keep their day and time there. */
    SCHEDULE_TIMEZONE: z
      .string()
      .default(SCHEDULE_DEFAULT_TIMEZONE)
      .refine(isValidTimeZone, { message: 'must be an IANA time zone, such as UTC or Europe/Berlin' }),
  })
  .refine((c) => c.APP_URL || c.APP_URL_PARAMETER, {
    message: 'Set APP_URL or APP_URL_PARAMETER',
    path: ['APP_URL'],
  })
  .refine((c) => c.JWT_SECRET || c.JWT_SECRET_ARN, {
    message: 'Set JWT_SECRET or JWT_SECRET_ARN',
    path: ['JWT_SECRET'],
  })
  .superRefine((c, ctx) => {
    const needed =
      c.SCHEDULER === 'eventbridge'
        ? ([
            'SCHEDULE_GROUP',
            'SCHEDULER_ROLE_ARN',
            'SCHEDULED_RUN_FUNCTION_ARN',
            'SCHEDULE_DLQ_ARN',
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

export const parseConfig = (env: NodeJS.ProcessEnv): Config => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(config)'}: ${i.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
};

let cached: Config | undefined;

/**
 * The process-wide configuration, parsed once. Every Lambda's module calls it as it loads (through
 * makeHandler, or `checkConfigAtColdStart` in a job's module), so that is where it is parsed: a
 * missing variable fails the cold start with its name, not the first request that needs it.
 */
export const getConfig = (): Config => {
  cached ??= parseConfig(process.env);
  return cached;
};

/**
 * For a Lambda entry module that is not a route (makeHandler does this for routes): call it at
 * the module's top level. Whoever loads the module (Lambda, the local stack, a test) must have set
 * the environment first, as they all do.
 */
export const checkConfigAtColdStart = (): void => {
  getConfig();
};
