import { countBases, LETTER_OF_MASK } from '../mismatch/iupac-codes';
import type { DesignProblem } from './prepare-design-problem';

/*
 * The design search (docs/decisions/0019): a code per position, exact by branch and bound.
 *
 * A site is covered when at every position its code shares a base with the chosen code. Positions
 * where one allowed code covers every site are settled at once (that code, which is also the
 * least degenerate choice there). The others ("contested") are searched depth first, the most
 * contested first, over the allowed codes that are not dominated (a code is dominated when dropping
 * one of its added bases loses no site still covered: same coverage, less degeneracy). The sites
 * still covered are a bitset; a branch is cut when they weigh less than the target, or can no
 * longer beat the best design found in the objective's order. Nothing is cut that could win, so
 * the answer is the optimum; `exhaustive` is false only if the node budget ran out first.
 */

export interface DegenerateCodes {
  /** One mask per position. */
  readonly codes: Uint8Array;
  readonly sequence: string;
  /** Samples of the covered sites. */
  readonly covered: number;
  readonly degeneracy: number;
  readonly degeneratePositions: number;
  /** Positions whose code differs from the oligo's as written. */
  readonly changes: number;
}

export interface SearchLimits {
  /** Degenerate positions allowed (the design searches with 0, 1, 2... in turn). */
  readonly maxDegeneratePositions: number;
  readonly maxDegeneracy: number;
  /**
   * 'coverage': most covered samples, then least degeneracy, fewest changes, first in text order;
   * 'degeneracy': least degeneracy reaching the target (to say how much a design would need).
   */
  readonly objective: 'coverage' | 'degeneracy';
  /** Search nodes at most, a guard for inputs no assay produces; real cases take a few hundred. */
  readonly nodeBudget?: number;
}

export interface SearchResult {
  readonly best: DegenerateCodes | undefined;
  readonly exhaustive: boolean;
  readonly nodes: number;
}

const DEFAULT_NODE_BUDGET = 2_000_000;

/** Weight of the sites whose bits are set. */
const weightOf = (bits: Uint32Array, weights: readonly number[]): number => {
  let sum = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] ?? 0;
    while (word !== 0) {
      const low = word & -word;
      sum += weights[w * 32 + 31 - Math.clz32(low)] ?? 0;
      word ^= low;
    }
  }
  return sum;
};

const andInto = (out: Uint32Array, a: Uint32Array, b: Uint32Array): void => {
  for (let w = 0; w < out.length; w++) out[w] = (a[w] ?? 0) & (b[w] ?? 0);
};

/** (a & b) === (a & c), word by word. */
const sameWithin = (a: Uint32Array, b: Uint32Array, c: Uint32Array): boolean => {
  for (let w = 0; w < a.length; w++)
    if (((a[w] ?? 0) & (b[w] ?? 0)) !== ((a[w] ?? 0) & (c[w] ?? 0))) return false;
  return true;
};

const isAllowed = (problem: DesignProblem, position: number, mask: number): boolean =>
  mask !== 0 &&
  (mask & (problem.kept[position] ?? 0)) === (problem.kept[position] ?? 0) &&
  !(problem.singleOnly[position] && countBases(mask) > 1);

export const searchDegenerateCodes = (problem: DesignProblem, limits: SearchLimits): SearchResult => {
  const { length, sites, weights, target } = problem;
  const words = Math.ceil(sites.length / 32);
  // cover[i * 16 + mask]: the sites sharing a base with `mask` at position i.
  const cover: Uint32Array[] = [];
  for (let i = 0; i < length; i++) {
    for (let mask = 0; mask < 16; mask++) {
      const bits = new Uint32Array(words);
      for (const [s, site] of sites.entries())
        if ((site[i] ?? 0) & mask) bits[s >>> 5] = (bits[s >>> 5] ?? 0) | (1 << (s & 31));
      cover.push(bits);
    }
  }
  const coverOf = (i: number, mask: number) => cover[i * 16 + mask] as Uint32Array;
  const all = coverOf(0, 15);
  const allWeight = weightOf(all, weights);

  // Settled positions: the narrowest allowed code (one base, or the kept code) covers every site;
  // the oligo's own code when it does. Anything wider would trade degeneracy for coverage: searched.
  const codes = new Uint8Array(length);
  const contested: number[] = [];
  let settledDegeneracy = 1;
  let settledDegenerate = 0;
  for (let i = 0; i < length; i++) {
    const own = problem.written[i] ?? 0;
    const narrowest = Math.max(1, countBases(problem.kept[i] ?? 0));
    let choice = 0;
    for (let mask = 1; mask < 16; mask++) {
      if (countBases(mask) !== narrowest || !isAllowed(problem, i, mask)) continue;
      if (!sameWithin(all, coverOf(i, mask), all)) continue;
      if (choice === 0 || (mask === own && choice !== own)) choice = mask;
    }
    if (choice === 0) contested.push(i);
    else {
      codes[i] = choice;
      settledDegeneracy *= countBases(choice);
      if (countBases(choice) > 1) settledDegenerate++;
    }
  }

  // Candidate codes per contested position: allowed and not dominated over all sites.
  const candidates = new Map<number, number[]>();
  const lossOf = new Map<number, number>();
  for (const i of contested) {
    const list: number[] = [];
    for (let mask = 1; mask < 16; mask++) {
      if (!isAllowed(problem, i, mask)) continue;
      let dominated = false;
      for (let bit = 1; bit < 16 && !dominated; bit <<= 1) {
        const without = mask & ~bit;
        if (
          mask & bit &&
          isAllowed(problem, i, without) &&
          sameWithin(all, coverOf(i, without), coverOf(i, mask))
        )
          dominated = true;
      }
      if (!dominated) list.push(mask);
    }
    const coverage = new Map(list.map((mask) => [mask, weightOf(coverOf(i, mask), weights)]));
    // Best first: for coverage, the widest; for degeneracy, the narrowest, then the widest.
    list.sort((a, b) =>
      limits.objective === 'coverage'
        ? (coverage.get(b) ?? 0) - (coverage.get(a) ?? 0) || countBases(a) - countBases(b) || a - b
        : countBases(a) - countBases(b) || (coverage.get(b) ?? 0) - (coverage.get(a) ?? 0) || a - b,
    );
    candidates.set(i, list);
    const narrowest = Math.min(...list.map(countBases));
    const kept = Math.max(
      ...list.filter((m) => countBases(m) === narrowest).map((m) => coverage.get(m) ?? 0),
    );
    lossOf.set(i, allWeight - kept);
  }
  // The most contested first: its choice decides the most, so the bounds bite early.
  contested.sort((a, b) => (lossOf.get(b) ?? 0) - (lossOf.get(a) ?? 0) || a - b);
  // A static bound on what the positions not yet chosen add: each needs at least the narrowest
  // code that keeps the target over all sites (over the sites still covered it can only need more).
  const restDegeneracy = new Array<number>(contested.length + 1).fill(1);
  const restDegenerate = new Array<number>(contested.length + 1).fill(0);
  for (let depth = contested.length - 1; depth >= 0; depth--) {
    const i = contested[depth] as number;
    const enough = (candidates.get(i) ?? []).filter((mask) => weightOf(coverOf(i, mask), weights) >= target);
    const narrowest = enough.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...enough.map(countBases));
    restDegeneracy[depth] = (restDegeneracy[depth + 1] ?? 1) * narrowest;
    restDegenerate[depth] = (restDegenerate[depth + 1] ?? 0) + (narrowest > 1 ? 1 : 0);
  }

  const alive = Array.from({ length: contested.length + 1 }, () => new Uint32Array(words));
  alive[0]?.set(all);
  const budget = limits.nodeBudget ?? DEFAULT_NODE_BUDGET;
  let nodes = 0;
  let best: DegenerateCodes | undefined;

  const finish = (covered: number, degeneracy: number, degenerate: number) => {
    let changes = 0;
    let sequence = '';
    for (let i = 0; i < length; i++) {
      if (codes[i] !== problem.written[i]) changes++;
      sequence += LETTER_OF_MASK[codes[i] ?? 0];
    }
    const found = {
      codes: codes.slice(),
      sequence,
      covered,
      degeneracy,
      degeneratePositions: degenerate,
      changes,
    };
    const wins =
      !best ||
      (limits.objective === 'degeneracy'
        ? degeneracy < best.degeneracy
        : covered > best.covered ||
          (covered === best.covered &&
            (degeneracy < best.degeneracy ||
              (degeneracy === best.degeneracy &&
                (changes < best.changes || (changes === best.changes && sequence < best.sequence))))));
    if (wins) best = found;
  };

  /**
   * Whether a branch can still win, from what is still covered and, with the rest's bound, the
   * least degeneracy and fewest degenerate positions it can end with.
   */
  const canWin = (depth: number, weight: number, degeneracy: number, degenerate: number): boolean => {
    const least = degeneracy * (restDegeneracy[depth] ?? 1);
    if (weight < target || least > limits.maxDegeneracy) return false;
    if (degenerate + (restDegenerate[depth] ?? 0) > limits.maxDegeneratePositions) return false;
    if (!best) return true;
    if (limits.objective === 'degeneracy') return least < best.degeneracy;
    return weight > best.covered || (weight === best.covered && least <= best.degeneracy);
  };

  const visit = (depth: number, weight: number, degeneracy: number, degenerate: number): void => {
    if (++nodes > budget) return;
    if (depth === contested.length) {
      finish(weight, degeneracy, degenerate);
      return;
    }
    const i = contested[depth] as number;
    const here = alive[depth] as Uint32Array;
    const next = alive[depth + 1] as Uint32Array;
    for (const mask of candidates.get(i) ?? []) {
      const bases = countBases(mask);
      const nextDegenerate = degenerate + (bases > 1 ? 1 : 0);
      const nextDegeneracy = degeneracy * bases;
      if (nextDegenerate > limits.maxDegeneratePositions || nextDegeneracy > limits.maxDegeneracy) continue;
      // Dominated among the sites still covered: dropping an added base loses none of them.
      let dominated = false;
      for (let bit = 1; bit < 16 && !dominated && bases > 1; bit <<= 1) {
        const without = mask & ~bit;
        if (
          mask & bit &&
          isAllowed(problem, i, without) &&
          sameWithin(here, coverOf(i, without), coverOf(i, mask))
        )
          dominated = true;
      }
      if (dominated) continue;
      andInto(next, here, coverOf(i, mask));
      const nextWeight = weightOf(next, weights);
      if (!canWin(depth + 1, nextWeight, nextDegeneracy, nextDegenerate)) continue;
      codes[i] = mask;
      visit(depth + 1, nextWeight, nextDegeneracy, nextDegenerate);
      if (nodes > budget) return;
    }
  };

  if (canWin(0, allWeight, settledDegeneracy, settledDegenerate))
    visit(0, allWeight, settledDegeneracy, settledDegenerate);
  return { best, exhaustive: nodes <= budget, nodes };
};
