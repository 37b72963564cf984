import type { Alignment } from './alignment';
import { findBestEnd } from './find-best-end';
import { toSampleBytes } from './iupac-codes';
import { type OligoInput, type PreparedOligo, prepareOligo } from './prepare-oligo';
import { traceAlignment } from './trace-alignment';

/**
 * One (oligo, sample) pair, DESIGN.md 7: a bit-parallel scan of the whole sample, then the
 * traceback on the window ending at the optimum. For many samples use `createSampleAligner`, which
 * adds the filter and caches.
 */
export const alignOligoToSample = (
  oligo: OligoInput | PreparedOligo,
  sample: string | Uint8Array,
): Alignment => {
  const prepared = 'peq' in oligo ? oligo : prepareOligo(oligo);
  const bytes = toSampleBytes(sample);
  return traceAlignment(prepared, bytes, findBestEnd(prepared, bytes, 0, bytes.length));
};
