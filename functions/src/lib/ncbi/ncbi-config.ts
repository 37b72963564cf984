import { z } from 'zod';
import { getNcbiApiKey } from '../secrets';
import { createEutilsClient, type EutilsClient } from './eutils-client';

/**
 * Where the import finds NCBI. Read on its own (not in lib/config.ts) because only the import
 * functions need it; fail-fast like the rest of the configuration.
 * - NCBI_BASE_URL: the E-utilities base; the local stack points it at the fixture NCBI.
 * - NCBI_API_KEY: optional; 10 instead of 3 requests a second (locally: `NCBI_API_KEY=... npm start`).
 * - NCBI_API_KEY_SECRET_ARN: optional; in AWS the key stays in Secrets Manager (CDK context
 *   ncbiApiKeySecret) and is read at cold start. NCBI_API_KEY wins when both are set.
 * - NCBI_EMAIL: optional contact address NCBI asks for in every request.
 */
export const DEFAULT_NCBI_BASE_URL = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/';

const ncbiConfigSchema = z.object({
  NCBI_BASE_URL: z.url().default(DEFAULT_NCBI_BASE_URL),
  NCBI_API_KEY: z.string().min(1).optional(),
  NCBI_API_KEY_SECRET_ARN: z.string().startsWith('arn:').optional(),
  NCBI_EMAIL: z.email().optional(),
});

export type NcbiConfig = z.infer<typeof ncbiConfigSchema>;

export const parseNcbiConfig = (env: NodeJS.ProcessEnv): NcbiConfig => {
  // An empty variable means "not set", as a shell `NCBI_API_KEY= npm start` intends.
  const present = Object.fromEntries(
    Object.keys(ncbiConfigSchema.shape).flatMap((k) => (env[k] ? [[k, env[k]]] : [])),
  );
  const parsed = ncbiConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
};

/** The API key: given directly, else read from its secret, else none. */
export const resolveNcbiApiKey = async (
  config: NcbiConfig,
  readSecret: (secretId: string) => Promise<string> = getNcbiApiKey,
): Promise<string | undefined> => {
  if (config.NCBI_API_KEY) return config.NCBI_API_KEY;
  if (config.NCBI_API_KEY_SECRET_ARN) return readSecret(config.NCBI_API_KEY_SECRET_ARN);
  return undefined;
};

let cached: Promise<EutilsClient> | undefined;

/**
 * The process-wide E-utilities client (one rate limit for the whole process), built on first use
 * (a cold start reads the API key's secret here). A failed build is not kept, so the next call
 * tries again.
 */
export const getEutilsClient = (): Promise<EutilsClient> => {
  cached ??= buildEutilsClient().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};

const buildEutilsClient = async (): Promise<EutilsClient> => {
  const config = parseNcbiConfig(process.env);
  return createEutilsClient({
    baseUrl: config.NCBI_BASE_URL,
    apiKey: await resolveNcbiApiKey(config),
    email: config.NCBI_EMAIL,
    tool: 'oligowatch',
  });
};
