import { reportsTmMessages as m } from '@oligowatch/shared/messages/reports';
import { formatShare } from '../insights/decide-verdicts';
import type { DesignProblem } from './prepare-design-problem';
import type { RedesignSettings } from './redesign-settings';
import { searchDegenerateCodes } from './search-degenerate-codes';

/**
 * How far the explanation looks for the degeneracy a design would need, and for how long: past 256
 * the number says nothing more to a lab, and on noise no assay shows (a random change in every
 * tenth site) the exact minimum could take seconds, so the search stops and the reason says only
 * what is proven.
 */
const DEGENERACY_LOOKED_AT = 256;
const EXPLANATION_NODE_BUDGET = 100_000;

/**
 * The best coverage with one base at each single-base position (a primer's last bases) and every
 * other position free: if even that misses the target, the 3' end is the reason.
 */
const coverWithSingleEnd = (problem: DesignProblem): number => {
  const ends = problem.singleOnly.flatMap((single, i) => (single ? [i] : []));
  let best = 0;
  const choose = (k: number, chosen: number[]): void => {
    if (k === ends.length) {
      const covered = problem.sites.reduce(
        (sum, site, s) =>
          ends.every((i, e) => ((site[i] ?? 0) & (chosen[e] ?? 0)) !== 0)
            ? sum + (problem.weights[s] ?? 0)
            : sum,
        0,
      );
      best = Math.max(best, covered);
      return;
    }
    for (const base of [1, 2, 4, 8]) choose(k + 1, [...chosen, base]);
  };
  choose(0, []);
  return best;
};

/**
 * Why no design meets the rules, checked in the order a person would look: indels no oligo of the
 * same length covers, a primer's last bases that differ, then the degeneracy coverage would need.
 */
export const explainNoDesign = (problem: DesignProblem, settings: RedesignSettings): string => {
  const { total, target, indelSamples } = problem;
  if (total - indelSamples < target) return m.indels(formatShare(indelSamples, total));
  const endCovered = coverWithSingleEnd(problem);
  if (endCovered < target)
    return m.threePrime(
      settings.three_prime_bases,
      formatShare(endCovered, total),
      settings.coverage_percent,
    );
  const { best, exhaustive } = searchDegenerateCodes(problem, {
    maxDegeneratePositions: problem.length,
    maxDegeneracy: DEGENERACY_LOOKED_AT,
    objective: 'degeneracy',
    nodeBudget: EXPLANATION_NODE_BUDGET,
  });
  if (!exhaustive)
    return m.degeneracyOver(settings.coverage_percent, settings.max_degeneracy, settings.max_degeneracy);
  return best
    ? m.degeneracyNeeded(settings.coverage_percent, best.degeneracy, settings.max_degeneracy)
    : m.degeneracyOver(settings.coverage_percent, DEGENERACY_LOOKED_AT, settings.max_degeneracy);
};
