import { type Config, parseConfig } from '../config';
import { getNcbiApiKey } from '../secrets';
import { createEutilsClient, type EutilsClient } from './eutils-client';

/**
 * Where the import finds NCBI: the NCBI_* part of the configuration (lib/config.ts describes each
 * variable). Only the functions granted 'ncbi:query' read it.
 */
export const DEFAULT_NCBI_BASE_URL = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/';

export type NcbiConfig = Pick<
  Config,
  'NCBI_BASE_URL' | 'NCBI_API_KEY' | 'NCBI_API_KEY_SECRET_ARN' | 'NCBI_EMAIL'
>;

const NCBI_VARIABLES = ['NCBI_BASE_URL', 'NCBI_API_KEY', 'NCBI_API_KEY_SECRET_ARN', 'NCBI_EMAIL'] as const;

export const parseNcbiConfig = (env: NodeJS.ProcessEnv): NcbiConfig => {
  const config = parseConfig(Object.fromEntries(NCBI_VARIABLES.map((name) => [name, env[name]])));
  return Object.fromEntries(
    NCBI_VARIABLES.flatMap((name) => (config[name] === undefined ? [] : [[name, config[name]]])),
  ) as NcbiConfig;
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

/** True when NCBI calls go with an API key (10 requests a second instead of 3). */
export const hasNcbiApiKey = async (): Promise<boolean> =>
  (await resolveNcbiApiKey(parseNcbiConfig(process.env))) !== undefined;

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
    // Issue 33: GBSeq XML carries each record's publication date (GBSeq_create-date), which a
    // report window "published since" reads; a GenBank flat file has none. Both formats parse to
    // the same record otherwise (infra/src/local/ncbi-fixture/fixture-formats.test.ts).
    format: 'gbseq',
  });
};
