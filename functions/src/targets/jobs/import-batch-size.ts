import { getConfig } from '../../lib/config';
import { hasNcbiApiKey } from '../../lib/ncbi/ncbi-config';

/**
 * Records per efetch and per committed batch of an import, unless IMPORT_BATCH_SIZE says
 * otherwise. With an API key, 500 (NCBI's advice: at most 500 per efetch), so that its 10 requests
 * a second let 4,762 records a second through, where 100 let 952, less than an import is asked to
 * store (issue 32: 1,000 a second). Without a key, 100: NCBI's 3 requests a second bound the import
 * to 286 a second whatever is done here, and a failed batch costs less to fetch again.
 */
export const importBatchSize = async (): Promise<number> =>
  getConfig().IMPORT_BATCH_SIZE ?? ((await hasNcbiApiKey()) ? 500 : 100);
