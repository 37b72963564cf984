import { reportsTmMessages as m } from '@oligowatch/shared/messages/reports';
import { formatShare } from '../insights/decide-verdicts';
import { countBases } from '../mismatch/iupac-codes';
import type { DesignSite } from './design-site';
import { explainNoDesign } from './explain-no-design';
import { type DesignProblem, prepareDesignProblem } from './prepare-design-problem';
import { DEFAULT_REDESIGN_SETTINGS, type RedesignSettings } from './redesign-settings';
import { searchDegenerateCodes } from './search-degenerate-codes';

/** The oligo a design is for: as written, and its role (only a probe may end degenerate). */
export interface DesignOligo {
  /** As written, 5'->3', IUPAC codes. */
  readonly written: string;
  /** 'probe', or a primer's role (any other value is read as a primer, the strict side). */
  readonly role: string;
}

/** A design on the variants' evidence, before the engine checks it on the samples. */
export interface DegenerateDesign {
  /** As written, 5'->3', canonical IUPAC letters. */
  readonly sequence: string;
  readonly degeneracy: number;
  readonly degenerate_positions: number;
  /** Assessed samples whose site it covers: each position shares a base with the sample's code. */
  readonly covered_samples: number;
  readonly assessed_samples: number;
  readonly coverage_percent: number;
  /** False only if the search's node budget ran out (never on real assays): then the best found. */
  readonly proven_best: boolean;
}

export type DesignOutcome = DegenerateDesign | { none: string };

/** The oligo's own coverage of the sites: what a suggestion has to beat to be worth ordering. */
const countCoveredBy = (problem: DesignProblem, codes: Uint8Array): number =>
  problem.sites.reduce(
    (sum, site, s) =>
      site.every((mask, i) => (mask & (codes[i] ?? 0)) !== 0) ? sum + (problem.weights[s] ?? 0) : sum,
    0,
  );

/**
 * A degenerate oligo at the same position and length that covers `coverage_percent` of the
 * assessed samples with no real mismatch, at most `max_degeneracy`-fold, with one base at each of a
 * primer's last `three_prime_bases` as written; it keeps every base of the oligo's own degenerate
 * codes. Of all such designs: the fewest degenerate positions, then the most samples covered, the
 * least degeneracy, the fewest positions changed, the first in text order; proven best by an
 * exhaustive branch and bound (search-degenerate-codes.ts). Otherwise the reason, in words.
 *
 * `sites` are the distinct sites of the oligo's assessed samples with their sample counts, read as
 * the oligo is written (toDesignSites builds them from the insight counts' variants). Runs once per
 * oligo at CAUTION or ACTION when a report completes; cost grows with distinct sites, not samples.
 */
export const designDegenerateOligo = (
  oligo: DesignOligo,
  sites: readonly DesignSite[],
  settings: RedesignSettings = DEFAULT_REDESIGN_SETTINGS,
): DesignOutcome => {
  const problem = prepareDesignProblem(oligo, sites, settings);
  const { total, target } = problem;
  if (total < settings.min_samples) return { none: m.tooFewSamples(total, settings.min_samples) };
  const own = countCoveredBy(problem, problem.written);
  if (own >= target) return { none: m.alreadyBinds(formatShare(own, total)) };
  const writtenDegeneracy = problem.written.reduce((product, mask) => product * countBases(mask), 1);
  if (problem.kept.some((mask, i) => mask !== 0 && problem.singleOnly[i]))
    return { none: m.writtenThreePrime(settings.three_prime_bases) };
  if (writtenDegeneracy > settings.max_degeneracy)
    return { none: m.writtenTooDegenerate(writtenDegeneracy, settings.max_degeneracy) };

  // Fewest degenerate positions first: each one at least doubles the degeneracy.
  const most = Math.floor(Math.log2(settings.max_degeneracy));
  let proven = true;
  for (let positions = 0; positions <= most; positions++) {
    const { best, exhaustive } = searchDegenerateCodes(problem, {
      maxDegeneratePositions: positions,
      maxDegeneracy: settings.max_degeneracy,
      objective: 'coverage',
    });
    proven &&= exhaustive;
    if (!best) continue;
    return {
      sequence: best.sequence,
      degeneracy: best.degeneracy,
      degenerate_positions: best.degeneratePositions,
      covered_samples: best.covered,
      assessed_samples: total,
      coverage_percent: (100 * best.covered) / total,
      proven_best: proven,
    };
  }
  return { none: proven ? explainNoDesign(problem, settings) : m.searchLimit };
};
