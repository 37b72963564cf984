import type { MismatchAnchors } from '../mismatch/anchors';
import { createSampleAligner, type PlacementSettings } from '../mismatch/create-sample-aligner';
import type { OligoInput } from '../mismatch/prepare-oligo';

/** A suggestion to check: the oligo as the report scored it, and the sequence proposed for it. */
export interface SuggestionToCheck {
  /** Name, strand and role as in the report's provenance (oligoInputsOf). */
  readonly oligo: OligoInput;
  /** As written on the oligo's strand, same position and length. */
  readonly sequence: string;
}

/**
 * What the engine made of a suggestion on the samples it was given: like every figure of a report,
 * its share is of the samples it assessed (scored). Plain counts: they merge by adding, so a job
 * can check page by page and add the pages up.
 */
export interface SuggestionCheckCounts {
  /** Scored with the suggestion. */
  assessed: number;
  /** Scored with no real mismatch: the engine's degenerate handling decides (DESIGN.md 7). */
  covered: number;
  not_assessable: number;
  not_covered: number;
}

export interface SuggestionChecker {
  /**
   * Aligns every suggestion on one sample and counts its outcome, `samples` times: a distinct
   * sequence standing for that many samples (a site window shared by them) is aligned once.
   */
  addSample(sequence: string | Uint8Array, samples?: number): void;
  /** The counts so far, one per suggestion, in the order given. */
  counts(): SuggestionCheckCounts[];
}

export const emptySuggestionCheckCounts = (): SuggestionCheckCounts => ({
  assessed: 0,
  covered: 0,
  not_assessable: 0,
  not_covered: 0,
});

export const mergeSuggestionCheckCounts = (
  a: SuggestionCheckCounts,
  b: SuggestionCheckCounts,
): SuggestionCheckCounts => ({
  assessed: a.assessed + b.assessed,
  covered: a.covered + b.covered,
  not_assessable: a.not_assessable + b.not_assessable,
  not_covered: a.not_covered + b.not_covered,
});

/** Share of the assessed samples with no real mismatch, 0..100 (0 when none was assessed). */
export const toCoveragePercent = (counts: SuggestionCheckCounts): number =>
  counts.assessed === 0 ? 0 : (100 * counts.covered) / counts.assessed;

/**
 * The report's anchors for the suggestions: each suggestion sits where its oligo sits and is as
 * long, so its oligo's anchor (flanks, genome, start) is its own. Picked by the oligo's name, the
 * key the aligner checks them by.
 */
const anchorsFor = (
  anchors: MismatchAnchors,
  suggestions: readonly SuggestionToCheck[],
): MismatchAnchors => ({
  ...anchors,
  oligos: suggestions.map(({ oligo }) => {
    const anchor = anchors.oligos.find((entry) => entry.name === oligo.name);
    if (!anchor) throw new RangeError(`The report's anchors have no entry for oligo ${oligo.name}`);
    return anchor;
  }),
});

/**
 * The check of issue 24: the engine itself, with the report's placement (anchors and outcome
 * rules, placementOf(provenance)), run with the suggested sequences in place of their oligos over
 * samples, counting for each suggestion the assessed samples with no real mismatch. One aligner
 * holds every suggestion of the report, so each sample is read and scanned once for all of them.
 */
export const createSuggestionChecker = (
  suggestions: readonly SuggestionToCheck[],
  placement: PlacementSettings,
): SuggestionChecker => {
  const oligos: OligoInput[] = suggestions.map(({ oligo, sequence }) => ({ ...oligo, sequence }));
  const aligner = createSampleAligner(oligos, {
    ...(placement.anchors ? { anchors: anchorsFor(placement.anchors, suggestions) } : {}),
    ...(placement.rules ? { rules: placement.rules } : {}),
  });
  const counts = suggestions.map(emptySuggestionCheckCounts);
  return {
    addSample(sequence, samples = 1) {
      for (const [s, alignment] of aligner.alignSample(sequence).entries()) {
        const count = counts[s] as SuggestionCheckCounts;
        if (alignment.outcome === 'scored') {
          count.assessed += samples;
          if (alignment.mismatchCount === 0) count.covered += samples;
        } else if (alignment.outcome === 'not_assessable') count.not_assessable += samples;
        else count.not_covered += samples;
      }
    },
    counts: () => counts.map((count) => ({ ...count })),
  };
};

/** One suggestion over a set of samples, at once: the counts and the coverage. */
export const checkSuggestionCoverage = (
  suggestion: SuggestionToCheck,
  placement: PlacementSettings,
  samples: Iterable<string | Uint8Array>,
): SuggestionCheckCounts & { coverage_percent: number } => {
  const checker = createSuggestionChecker([suggestion], placement);
  for (const sample of samples) checker.addSample(sample);
  const [counts = emptySuggestionCheckCounts()] = checker.counts();
  return { ...counts, coverage_percent: toCoveragePercent(counts) };
};
