/**
 * The targets repository: one import path for the targets table, its modules split by concern.
 * - sample-upserts (with sample-plan): storing samples by accession under their record's taxon,
 *   clade joins, counters kept exact by conditioned transactions;
 * - target-queries: target summaries and lists, a target's samples page by page;
 * - clade-members: clades as sets, their samples and sequences page by page (reports);
 * - targets-model: the model version check of the local data.
 */
export {
  type CladeSequence,
  listCladeSequences,
  listClades,
  listSamplesOfClade,
  streamCladeSequences,
} from './clade-members';
export {
  findStoredAccessions,
  type SampleInput,
  type SampleUpsert,
  type UpsertOutcome,
  type UpsertResult,
  upsertSample,
  upsertSamples,
} from './sample-upserts';
export {
  getSample,
  getSampleWithSequence,
  getTargetSummary,
  listSamplesOfTarget,
  listTargets,
  storedSequenceBytes,
} from './target-queries';
export type { Page, PageOptions } from './targets-items';
export { ensureTargetsModel, TARGETS_MODEL_VERSION, TargetsModelError } from './targets-model';
