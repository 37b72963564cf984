import { targetsImportMessages } from '@oligowatch/shared/messages/targets';
import { processCachedImportRequestSchema } from '@oligowatch/shared/schemas/target';
import { isDomainError, notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { startJob } from '../../lib/jobs/start-job';
import { logger } from '../../lib/logger';
import { followClade } from '../follow-clade';
import { recordImportedQuery } from '../repository/follows-repository';
import { getCachedQuery, queueImportJob } from '../repository/imports-repository';

/** Time a queued job's runner has to take the lease before the job counts as not started. */
const START_LEASE_SECONDS = 2 * 60;

/**
 * POST /v1/processCachedImport: queues the import of a cached query and starts it off the request
 * path (startJob), answering at once with the message the screen shows. A finished import runs
 * again as a refresh (no duplicates: samples are upserted by accession); a failed or interrupted
 * one resumes from its last committed batch, in the clade it started with; a running one is refused.
 * The clade keeps the query (issue 32); with `follow`, it follows it from now on.
 */
export const handler = makeHandler(
  'processCachedImport',
  { body: processCachedImportRequestSchema },
  async ({ body, caller }) => {
    const cached = await getCachedQuery(body.cacheID);
    if (!cached) throw notFound('importQuery', targetsImportMessages.cacheNotFound);
    const query =
      body.cladeID && body.cladeID !== cached.cladeID
        ? {
            ...cached,
            cladeID: body.cladeID,
            cladeName: `${cached.commonName} (${body.cladeID})`,
            cladeGiven: true,
          }
        : cached;
    const job = await queueImportJob(query, {
      startLeaseSeconds: START_LEASE_SECONDS,
      message: targetsImportMessages.importProgress(0, query.count),
    });
    // The clade keeps the query it is made from, so it can follow it (issue 32), now or later; a
    // resumed import keeps the clade it started with (the job's).
    await recordImportedQuery({
      term: job.term,
      filters: job.filters,
      taxonomicID: job.taxonomicID,
      commonName: job.commonName,
      ...(job.taxonNames ? { taxonNames: job.taxonNames } : {}),
      cladeID: job.cladeID,
      cladeName: job.cladeName,
      ...(job.cladeGiven !== undefined ? { cladeGiven: job.cladeGiven } : {}),
      ...(job.byTaxonomy !== undefined ? { byTaxonomy: job.byTaxonomy } : {}),
      searched_at: job.created_at,
      cacheID: job.cacheID,
    });
    await startJob('import', { cacheID: query.cacheID });
    logger.info('Import queued', { cacheID: query.cacheID, from: job.processed, by: caller?.id });
    const message =
      job.processed > 0
        ? targetsImportMessages.importResumed(query.count - job.processed, query.commonName)
        : targetsImportMessages.importStarted(query.count, query.commonName);
    // The import runs whatever becomes of the follow: a follow refused (its schedule could not be
    // made) is said after the import's message, and can be set again from the target's page.
    let followNote = '';
    if (body.follow) {
      try {
        await followClade(job.cladeID, body.follow, caller?.id ?? '');
      } catch (error) {
        if (!isDomainError(error)) throw error;
        followNote = ` ${error.message}`;
      }
    }
    return { statusCode: 202, body: { message: `${message}${followNote}` } };
  },
);
