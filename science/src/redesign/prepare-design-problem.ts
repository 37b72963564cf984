import { normalizeOligoSequence } from '@oligowatch/shared/iupac';
import { countBases, MASK_N, maskOfLetter } from '../mismatch/iupac-codes';
import type { DesignSite } from './design-site';
import type { RedesignSettings } from './redesign-settings';

/** What the search works on: masks, merged sites and the rules that bound each position. */
export interface DesignProblem {
  readonly length: number;
  /** The oligo as written, as base-set masks. */
  readonly written: Uint8Array;
  /**
   * Per position, the bases every suggestion keeps: the oligo's own code where it is degenerate
   * (the variants do not say which of its bases each carrier has), else 0.
   */
  readonly kept: Uint8Array;
  /** Per position: one base only (a primer's last bases as written). */
  readonly singleOnly: readonly boolean[];
  /** Distinct sites without an indel, as masks per position, most samples first. */
  readonly sites: readonly Uint8Array[];
  readonly weights: readonly number[];
  /** Assessed samples: every site's, indels included (they are never covered). */
  readonly total: number;
  readonly indelSamples: number;
  /** The fewest covered samples that reach the coverage: count * 100 >= percent * total. */
  readonly target: number;
}

/** The smallest count reaching `percent` of `total`, compared as counts (as the verdicts do). */
export const countReaching = (percent: number, total: number): number => {
  let count = Math.ceil((percent * total) / 100);
  while (count > 0 && (count - 1) * 100 >= percent * total) count--;
  while (count * 100 < percent * total) count++;
  return count;
};

/** Sample characters that are no IUPAC code read as N, as the engine reads samples. */
const siteMask = (letter: string): number => maskOfLetter(letter) ?? MASK_N;

export const prepareDesignProblem = (
  oligo: { readonly written: string; readonly role: string },
  sites: readonly DesignSite[],
  settings: RedesignSettings,
): DesignProblem => {
  const letters = normalizeOligoSequence(oligo.written);
  const written = new Uint8Array(letters.length);
  for (let i = 0; i < letters.length; i++) {
    const mask = maskOfLetter(letters.charAt(i));
    if (mask === undefined) throw new RangeError(`Not an IUPAC code in ${JSON.stringify(oligo.written)}`);
    written[i] = mask;
  }
  const length = written.length;
  const kept = written.map((mask) => (countBases(mask) > 1 ? mask : 0));
  // The 3' end as written is the written sequence's last bases on either strand (DESIGN.md 7).
  const singleOnly = Array.from(
    { length },
    (_, i) => oligo.role !== 'probe' && i >= length - settings.three_prime_bases,
  );
  const merged = new Map<string, number>();
  let total = 0;
  let indelSamples = 0;
  for (const site of sites) {
    if (!(site.samples > 0)) continue;
    total += site.samples;
    const bases = normalizeOligoSequence(site.bases);
    if (site.indel || bases.length !== length || bases.includes('-')) {
      indelSamples += site.samples;
      continue;
    }
    merged.set(bases, (merged.get(bases) ?? 0) + site.samples);
  }
  // Most samples first (then by bases), so the bitsets and the search see the weighty sites early.
  const ordered = [...merged.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return {
    length,
    written,
    kept,
    singleOnly,
    sites: ordered.map(([bases]) => Uint8Array.from(bases, siteMask)),
    weights: ordered.map(([, samples]) => samples),
    total,
    indelSamples,
    target: countReaching(settings.coverage_percent, total),
  };
};
