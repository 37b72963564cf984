import { STRAND_CHECK_MIN_GAIN } from '@oligowatch/shared/constants';

/**
 * One genome an oligo was tried on both ways: its real mismatches as saved, and as its reverse
 * complement (the other strand); null where that orientation found no scored site.
 */
export interface StrandTrial {
  readonly saved: number | null;
  readonly other: number | null;
}

export interface StrandCheck {
  /** The strand looks reversed: the other orientation wins in most genomes tried. */
  readonly looksReversed: boolean;
  /** Genomes where the other orientation has at least `minGain` fewer real mismatches (or the only site). */
  readonly favouringOther: number;
  /** Genomes where either orientation found a scored site: the denominator of "most". */
  readonly checked: number;
}

/**
 * Whether an oligo's saved strand looks reversed (issue 23): tried in the other orientation on a
 * sample of the clade (STRAND_CHECK_SAMPLES genomes), that orientation binds with at least
 * STRAND_CHECK_MIN_GAIN fewer real mismatches in most of the genomes (more than half of those where
 * either orientation was scored). A genome where only the other orientation finds a site counts for
 * it; one where neither does is left out. A CDC N1 reverse primer saved as plus lands at a chance
 * site with about 6 mismatches and binds exactly the other way: reversed.
 */
export const checkStrand = (trials: readonly StrandTrial[], minGain = STRAND_CHECK_MIN_GAIN): StrandCheck => {
  let checked = 0;
  let favouringOther = 0;
  for (const { saved, other } of trials) {
    if (saved === null && other === null) continue;
    checked++;
    if (other !== null && (saved === null || saved - other >= minGain)) favouringOther++;
  }
  return { looksReversed: checked > 0 && favouringOther * 2 > checked, favouringOther, checked };
};

/**
 * Whether `checkStrand`'s answer is already fixed after `trials`, with `remaining` genomes still to
 * try: reversed when the genomes favouring the other orientation are more than half of all that
 * could be checked; not reversed when even every remaining genome favouring it (and checked) could
 * not make it most. Stopping there gives the full check's answer with fewer alignments (a correctly
 * saved oligo stops after about half the genomes).
 */
export const isStrandDecided = (
  trials: readonly StrandTrial[],
  remaining: number,
  minGain = STRAND_CHECK_MIN_GAIN,
): boolean => {
  const { favouringOther, checked } = checkStrand(trials, minGain);
  return favouringOther * 2 > checked + remaining || 2 * favouringOther + remaining <= checked;
};
