import { STRAND_CHECK_SAMPLES } from '@oligowatch/shared/constants';
import { alignOligoToSample } from '../mismatch/align-oligo-to-sample';
import { toSampleBytes } from '../mismatch/iupac-codes';
import { type OligoInput, prepareOligo } from '../mismatch/prepare-oligo';
import { checkStrand, isStrandDecided, type StrandCheck, type StrandTrial } from './check-strand';

/** An oligo's strand check as the report's provenance keeps it (issue 23). */
export interface OligoStrandCheck {
  name: string;
  looks_reversed: boolean;
  /** Genomes where the other orientation has STRAND_CHECK_MIN_GAIN fewer real mismatches. */
  favouring_other: number;
  /** Genomes where either orientation found a scored site (tried until the answer was fixed). */
  checked: number;
}

/**
 * Each oligo tried both ways on the same genomes: as saved, and as its reverse complement. Each
 * orientation is placed where the exact search puts it (no anchors: the anchors were learned for
 * the saved orientation, and a wrongly saved oligo has none worth the name); a placement the rules
 * leave unscored (too undetermined, off the genome's end) counts as no site. An oligo stops being
 * tried once its answer is fixed (isStrandDecided), so its trials may be fewer than the genomes.
 */
export const tryStrands = (
  oligos: readonly OligoInput[],
  genomes: readonly (string | Uint8Array)[],
  limit = STRAND_CHECK_SAMPLES,
): StrandTrial[][] => {
  const both = oligos.map((oligo) => [
    prepareOligo(oligo),
    prepareOligo({ ...oligo, strandPositive: !oligo.strandPositive }),
  ]);
  const trials: StrandTrial[][] = oligos.map(() => []);
  const tried = genomes.slice(0, limit);
  for (const [g, genome] of tried.entries()) {
    const bytes = toSampleBytes(genome);
    for (const [o, [saved, other]] of both.entries()) {
      if (!saved || !other || isStrandDecided(trials[o] ?? [], tried.length - g)) continue;
      const [asSaved, asOther] = [alignOligoToSample(saved, bytes), alignOligoToSample(other, bytes)];
      trials[o]?.push({
        saved: asSaved.outcome === 'scored' ? asSaved.mismatchCount : null,
        other: asOther.outcome === 'scored' ? asOther.mismatchCount : null,
      });
    }
  }
  return trials;
};

/** The strand check of every oligo on up to STRAND_CHECK_SAMPLES genomes (checkStrand's rule). */
export const checkOligoStrands = (
  oligos: readonly OligoInput[],
  genomes: readonly (string | Uint8Array)[],
): OligoStrandCheck[] =>
  tryStrands(oligos, genomes).map((trials, o) => {
    const check: StrandCheck = checkStrand(trials);
    return {
      name: oligos[o]?.name ?? '',
      looks_reversed: check.looksReversed,
      favouring_other: check.favouringOther,
      checked: check.checked,
    };
  });
