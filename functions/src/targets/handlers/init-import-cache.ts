import { randomUUID } from 'node:crypto';
import { IMPORT_CACHE_TTL_SECONDS } from '@oligowatch/shared/constants';
import { initImportCacheRequestSchema } from '@oligowatch/shared/schemas/target';
import { nowEpochSeconds } from '../../lib/db/client';
import { makeHandler } from '../../lib/http/make-handler';
import { logger } from '../../lib/logger';
import { getEutilsClient } from '../../lib/ncbi/ncbi-config';
import { limitCalls, REQUEST_PATH_LIMITS } from '../../lib/ncbi/request-budget';
import { buildSearchTerm } from '../domain/build-search-term';
import { describeImportTaxa } from '../import-taxa';
import { putCachedQuery } from '../repository/imports-repository';

/**
 * POST /v1/cache: runs the form's query on NCBI (esearch with the History server) and caches what
 * it found for an hour, so the confirmation dialog can show the count, the name and the count per
 * taxon the records declare (describeImportTaxa), and processCachedImport can fetch exactly that set. Zero hits answer a count of 0 and no cacheID
 * (the screen says 'No targets found for this query.'). NCBI failing after retries: 502 with its message.
 * Every NCBI call here runs under REQUEST_PATH_LIMITS, so that 502 comes before any gateway timeout.
 */
export const handler = makeHandler(
  'initImportCache',
  { body: initImportCacheRequestSchema },
  async ({ body, caller }) => {
    const term = buildSearchTerm({
      taxonomicID: body.taxonomicID,
      searchTerm: body.searchTerm,
      collectedAfter: body.collectedAfter,
      completeOnly: body.completeFlag,
      usaOnly: body.originFlag,
    });
    // NCBI failing (after the client's retries) is a bad gateway: NcbiError's code says so.
    const ncbi = limitCalls(await getEutilsClient(), REQUEST_PATH_LIMITS);
    const search = await ncbi.esearch(term, { retmax: 0 });
    if (search.count === 0) {
      return {
        body: { response_data: { targetCount: 0, commonName: body.searchTerm ?? '', cacheID: '' } },
      };
    }
    const target = await describeImportTaxa(ncbi, {
      taxonomicID: body.taxonomicID,
      count: search.count,
      webEnv: search.webEnv,
      queryKey: search.queryKey,
    });
    const cladeID = body.cladeID ?? String(target.taxonomicID);
    const cacheID = randomUUID();
    const now = nowEpochSeconds();
    await putCachedQuery({
      cacheID,
      term,
      count: search.count,
      webEnv: search.webEnv,
      queryKey: search.queryKey,
      taxonomicID: target.taxonomicID,
      commonName: target.commonName,
      byTaxonomy: body.taxonomicID !== undefined,
      taxonNames: Object.fromEntries(target.taxa.map((t) => [String(t.taxonomicID), t.commonName])),
      cladeID,
      cladeGiven: body.cladeID !== undefined,
      cladeName:
        cladeID === String(target.taxonomicID) ? target.commonName : `${target.commonName} (${cladeID})`,
      filters: {
        collectedAfter: body.collectedAfter,
        completeOnly: body.completeFlag,
        usaOnly: body.originFlag,
      },
      created_by: caller?.id ?? '',
      created_at: new Date(now * 1000).toISOString(),
      expires_at: now + IMPORT_CACHE_TTL_SECONDS,
    });
    logger.info('NCBI query cached', { cacheID, term, count: search.count });
    return {
      body: {
        response_data: {
          targetCount: search.count,
          commonName: target.commonName,
          cacheID,
          taxa: target.taxa,
          unsortedCount: target.unsortedCount,
        },
      },
    };
  },
);
