import type { Alignment } from './alignment';
import { findBestEnd } from './find-best-end';
import { toSampleBytes } from './iupac-codes';
import { DEFAULT_OUTCOME_RULES, type OutcomeRules } from './outcome-rules';
import { placeUnanchored } from './place-homologous';
import { type OligoInput, type PreparedOligo, prepareOligo } from './prepare-oligo';
import { resolveEndGaps } from './resolve-end-gaps';
import { traceAlignment } from './trace-alignment';

/**
 * One (oligo, sample) pair, DESIGN.md 7, without anchors: a bit-parallel scan of the whole sample,
 * the traceback on the window ending at the optimum, its end gaps read against the sample, a
 * placement with undetermined columns refined nearby, and the outcome. The batch aligner gives the
 * same without anchors; for many samples, or with anchors, use `createSampleAligner`.
 */
export const alignOligoToSample = (
  oligo: OligoInput | PreparedOligo,
  sample: string | Uint8Array,
  rules: OutcomeRules = DEFAULT_OUTCOME_RULES,
): Alignment => {
  const prepared = 'peq' in oligo ? oligo : prepareOligo(oligo);
  const bytes = toSampleBytes(sample);
  const exact = traceAlignment(prepared, bytes, findBestEnd(prepared, bytes, 0, bytes.length));
  return placeUnanchored(resolveEndGaps(exact, bytes), prepared, bytes, rules);
};
