import type { Alignment, OutcomeReason, SiteOutcome } from '../alignment';

/** What unpacking needs of an oligo: the lines every exact placement shares. */
export interface PackingOligo {
  readonly binding: string;
  readonly exactMatchLine: string;
}

/**
 * Alignments in a form that crosses a thread boundary cheaply: numbers in one transferable
 * Int32Array, and text only where it cannot be rebuilt (most placements are exact, and their lines
 * are the binding form and a row of '|').
 */
export interface PackedAlignments {
  readonly numbers: Int32Array<ArrayBuffer>;
  readonly texts: string[];
}

const STRIDE = 7;
const OUTCOMES: readonly SiteOutcome[] = ['scored', 'not_assessable', 'not_covered'];
/** Index + 1; 0 = no reason. */
const REASONS: readonly OutcomeReason[] = [
  'undetermined_over_limit',
  'undetermined_at_three_prime',
  'no_homologous_site',
  'genome_ends',
  'genome_ends_in_site',
  'region_absent',
];

export const packAlignments = (
  perSample: readonly (readonly Alignment[])[],
  oligos: readonly PackingOligo[],
): PackedAlignments => {
  const numbers = new Int32Array(perSample.length * oligos.length * STRIDE);
  const texts: string[] = [];
  let slot = 0;
  for (const alignments of perSample) {
    alignments.forEach((alignment, o) => {
      const oligo = oligos[o];
      const rebuildable =
        oligo !== undefined &&
        alignment.mismatchCount === 0 &&
        alignment.undeterminedCount === 0 &&
        alignment.targetLine === oligo.binding;
      numbers[slot] = alignment.mismatchCount;
      numbers[slot + 1] = alignment.undeterminedCount;
      numbers[slot + 2] = alignment.start;
      numbers[slot + 3] = alignment.end;
      numbers[slot + 4] = rebuildable ? 0 : 1;
      numbers[slot + 5] = OUTCOMES.indexOf(alignment.outcome);
      numbers[slot + 6] = alignment.reason === undefined ? 0 : REASONS.indexOf(alignment.reason) + 1;
      if (!rebuildable) texts.push(alignment.oligoLine, alignment.targetLine, alignment.matchLine);
      slot += STRIDE;
    });
  }
  return { numbers, texts };
};

export const unpackAlignments = (
  packed: PackedAlignments,
  oligos: readonly PackingOligo[],
): Alignment[][] => {
  const { numbers, texts } = packed;
  const sampleCount = oligos.length === 0 ? 0 : numbers.length / (STRIDE * oligos.length);
  const perSample: Alignment[][] = [];
  let slot = 0;
  let text = 0;
  for (let s = 0; s < sampleCount; s++) {
    perSample.push(
      oligos.map((oligo) => {
        const hasTexts = numbers[slot + 4] === 1;
        const reason = REASONS[(numbers[slot + 6] ?? 0) - 1];
        const alignment: Alignment = {
          mismatchCount: numbers[slot] ?? 0,
          undeterminedCount: numbers[slot + 1] ?? 0,
          start: numbers[slot + 2] ?? 0,
          end: numbers[slot + 3] ?? 0,
          oligoLine: hasTexts ? (texts[text] ?? '') : oligo.binding,
          targetLine: hasTexts ? (texts[text + 1] ?? '') : oligo.binding,
          matchLine: hasTexts ? (texts[text + 2] ?? '') : oligo.exactMatchLine,
          outcome: OUTCOMES[numbers[slot + 5] ?? 0] ?? 'scored',
          ...(reason === undefined ? {} : { reason }),
        };
        if (hasTexts) text += 3;
        slot += STRIDE;
        return alignment;
      }),
    );
  }
  return perSample;
};
