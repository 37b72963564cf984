import type { ImportProgress } from '@oligowatch/shared/schemas/target';
import { logger } from '../lib/logger';
import type { EutilsClient } from '../lib/ncbi/eutils-client';
import type { NcbiSequenceRecord } from '../lib/ncbi/ncbi-record';
import { recordMatchesFilters } from './domain/record-matches-filters';
import { toSample } from './domain/to-sample';
import { nameTaxa } from './import-taxa';
import type { CachedQuery } from './repository/imports-repository';
import { type SampleUpsert, type UpsertResult, upsertSamples } from './repository/sample-upserts';
import { getTargetSummary } from './repository/target-queries';

/** How many conflicts an import lists by accession (all are counted). */
export const CONFLICTS_LISTED = 50;

/** The per-record counters of an import's progress. */
export type RecordCounts = Pick<
  ImportProgress,
  'imported' | 'updated' | 'unchanged' | 'skipped' | 'filtered' | 'conflicts' | 'conflictList' | 'emptyDates'
>;

/**
 * Stores one batch of an import's parsed records and returns the counters moved on. Each record
 * goes under the taxon it declares (by taxonomy: the asked taxon, which contains it) and joins
 * the import's clade, or without a clade ID given, the clade of its own taxon. A record whose
 * accession is under another taxon is a conflict: counted, listed, left where it is. A record
 * with an impossible date is stored with the date left empty, and counted.
 */
export const storeImportRecords = async (
  job: CachedQuery,
  records: readonly NcbiSequenceRecord[],
  counts: RecordCounts,
  ncbi: EutilsClient,
  /** How the batch is stored: by accession (an import), or replacing earlier versions (a refresh). */
  upsert: (upserts: readonly SampleUpsert[]) => Promise<UpsertResult[]> = upsertSamples,
): Promise<RecordCounts> => {
  const next = { ...counts, conflictList: [...counts.conflictList] };
  const filters = { completeOnly: job.filters.completeOnly, usaOnly: job.filters.usaOnly };
  const byTaxonomy = job.byTaxonomy !== false;
  const checked = [];
  for (const record of records) {
    if (!recordMatchesFilters(record, filters)) {
      next.filtered++;
      continue;
    }
    const check = toSample(record, { taxonomicID: byTaxonomy ? job.taxonomicID : undefined, source: 'NCBI' });
    if (!check.ok) {
      next.skipped++;
      logger.info('Skipped a malformed NCBI record', { cacheID: job.cacheID, reason: check.reason });
      continue;
    }
    checked.push(check);
  }
  // Names of taxa the query's breakdown did not show (hits beyond it): NCBI's taxonomy names them.
  const names = new Map(Object.entries(job.taxonNames ?? {}).map(([id, name]) => [Number(id), name]));
  names.set(job.taxonomicID, names.get(job.taxonomicID) ?? job.commonName);
  const unnamed = checked.map((c) => c.sample.taxonomicID).filter((id) => !names.has(id));
  if (unnamed.length > 0) for (const [id, name] of await nameTaxa(ncbi, unnamed)) names.set(id, name);

  const upserts: SampleUpsert[] = checked.map(({ sample }) => {
    const commonName = names.get(sample.taxonomicID) ?? job.commonName;
    return job.cladeGiven
      ? { sample, commonName, cladeID: job.cladeID, cladeName: job.cladeName }
      : { sample, commonName, cladeID: String(sample.taxonomicID), cladeName: commonName };
  });
  const results = await upsert(upserts);
  const targetNames = new Map<number, string>();
  for (const [i, result] of results.entries()) {
    if (result.outcome === 'conflict') {
      next.conflicts++;
      const taxonomicID = result.currentTaxonomicID ?? 0;
      if (next.conflictList.length < CONFLICTS_LISTED) {
        if (!targetNames.has(taxonomicID))
          targetNames.set(taxonomicID, (await getTargetSummary(taxonomicID))?.common_name ?? '');
        next.conflictList.push({
          accessionID: result.accessionID,
          taxonomicID,
          common_name: targetNames.get(taxonomicID) ?? '',
        });
      }
      logger.info('Import left a record under its current target', { cacheID: job.cacheID, ...result });
      continue;
    }
    if (result.outcome === 'inserted') next.imported++;
    else if (result.outcome === 'updated') next.updated++;
    // Identical and in the clade already: nothing was written, and nothing is said to have changed.
    else next.unchanged++;
    if (checked[i]?.dateLeftEmpty) next.emptyDates++;
  }
  return next;
};
