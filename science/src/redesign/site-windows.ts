import type { Alignment } from '../mismatch/alignment';

/**
 * The bases kept on each side of a site: enough for the engine to place a suggestion of the same
 * position and length on the window as it would on the whole genome (a shift of an indel or two),
 * short enough that samples of one variant share few distinct windows.
 */
export const SITE_WINDOW_PAD = 10;

/** Distinct site windows of an oligo's assessed samples and how many samples have each: sums merge. */
export type SiteWindows = Record<string, number>;

const latin1 = new TextDecoder('latin1');

/**
 * A scored sample's site with SITE_WINDOW_PAD bases each side, as the sample has them (plus strand).
 * The report job can keep these per oligo while it scores (one slice and one count per scored
 * pair) and check suggestions on the distinct windows at the end instead of reading the clade
 * again: on the fixtures' real genomes the answer is the same (check-suggestion-coverage.test.ts).
 */
export const toSiteWindow = (
  sequence: string | Uint8Array,
  alignment: Pick<Alignment, 'start' | 'end'>,
): string => {
  const from = Math.max(0, alignment.start - SITE_WINDOW_PAD);
  const to = alignment.end + SITE_WINDOW_PAD;
  return typeof sequence === 'string'
    ? sequence.slice(from, to)
    : latin1.decode(sequence.subarray(from, Math.min(to, sequence.length)));
};

/** Counts one more sample with `window`, in place. */
export const addSiteWindow = (windows: SiteWindows, window: string): void => {
  windows[window] = (windows[window] ?? 0) + 1;
};

export const mergeSiteWindows = (a: SiteWindows, b: SiteWindows): SiteWindows => {
  const merged: SiteWindows = { ...a };
  for (const [window, count] of Object.entries(b)) merged[window] = (merged[window] ?? 0) + count;
  return merged;
};
