/**
 * The mismatch engine (DESIGN.md 7), its pure core: alignment, statistics, parsing of text already
 * read. No Node module anywhere below it (pure-entry.test.ts bundles it for the browser), so it
 * runs anywhere. What needs Node (the worker-thread pool, the streaming batch runner with its
 * digests, file reading, the CLI) is `./node`. Positions are 0-based in `Alignment`;
 * `toMismatchFields` gives the 1-based report fields.
 */
export { alignOligoToSample } from './align-oligo-to-sample';
export { alignReference } from './align-reference';
export {
  type Alignment,
  AMBIGUOUS_CHAR,
  editDistanceOf,
  GAP_CHAR,
  MATCH_CHAR,
  type OutcomeReason,
  type SiteOutcome,
  SUBSTITUTION_CHAR,
} from './alignment';
export { ANCHOR_FLANK, type MismatchAnchors, type OligoAnchor } from './anchors';
export {
  computeMismatchStats,
  createMismatchStatsAccumulator,
  type MismatchStatsAccumulator,
  type OligoMismatchStats,
  type StatsOligo,
} from './compute-mismatch-stats';
export {
  createSampleAligner,
  type PlacementSettings,
  type SampleAligner,
  type SampleAlignerOptions,
} from './create-sample-aligner';
export { judgesPartialSites, MISMATCH_ENGINE_VERSION } from './engine-version';
export { inferOligoRole } from './infer-oligo-role';
export { MismatchInputError } from './io/input-error';
export { createFastaParser, type FastaParser, type FastaRecord, parseFasta } from './io/parse-fasta';
export { type OligoCsvRow, parseOligoCsv, REQUIRED_OLIGO_COLUMNS } from './io/parse-oligo-csv';
export { encodeOligo, isAmbiguousMismatch, isMatch, reverseComplement } from './iupac-codes';
export { ANCHOR_SAMPLE_LIMIT, type AnchorGenome, learnAnchors } from './learn-anchors';
export { listColumnPositions, listMismatchPositions, toWrittenPosition } from './list-mismatch-positions';
export {
  addToMismatchCounts,
  emptyMismatchCounts,
  mergeMismatchCounts,
  type OligoMismatchCounts,
  toOligoMismatchStats,
} from './mismatch-counts';
export { ABSENT_SITE_EDIT_PERCENT, DEFAULT_OUTCOME_RULES, type OutcomeRules } from './outcome-rules';
export { formatOneDecimal, percentOf } from './percent';
export { oligoInputsOf, placementOf, planPlacement } from './placement-from-provenance';
export { type OligoInput, type PreparedOligo, prepareOligo } from './prepare-oligo';
export { resolveEndGaps, type SampleBases } from './resolve-end-gaps';
export { toBindingForm } from './to-binding-form';
export { type MismatchFields, toMismatchFields } from './to-mismatch-fields';
