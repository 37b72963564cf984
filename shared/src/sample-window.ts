import { reportsWindowMessages } from './messages/reports';
import type { FrozenWindow, SampleWindow } from './schemas/sample-window';

/**
 * Issue 33, the pure part of a report's sample window: its concrete days at a run, the period a
 * coarse date covers, and where a sample lies against the window (inside, outside, straddling an
 * edge: "date too coarse for the window", or undated).
 */

/** A window's concrete days: the date it reads and its first and last day, both included. */
export interface ResolvedWindow {
  basis: 'collected' | 'published';
  from: string;
  /** Absent: open-ended (published since). */
  to?: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `runAt`'s day less `amount` units (a calendar month keeps its day, or the month's last one). */
const back = (runAt: Date, amount: number, unit: 'd' | 'w' | 'm'): Date => {
  if (unit !== 'm') return new Date(runAt.getTime() - amount * (unit === 'w' ? 7 : 1) * 86_400_000);
  const total = runAt.getUTCFullYear() * 12 + runAt.getUTCMonth() - amount;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  return new Date(Date.UTC(year, month, Math.min(runAt.getUTCDate(), daysIn(year, month + 1))));
};

/**
 * A window's concrete days at a run made at `runAt` (UTC days): the last N days, weeks or months
 * run from the day N units before the run's day to the run's day. Undefined for all samples.
 */
export const resolveWindow = (window: SampleWindow, runAt: Date): ResolvedWindow | undefined => {
  switch (window.kind) {
    case 'all':
      return undefined;
    case 'collected_last':
      return { basis: 'collected', from: day(back(runAt, window.amount, window.unit)), to: day(runAt) };
    case 'collected_between':
      return { basis: 'collected', from: window.from, to: window.to };
    case 'published_since':
      return { basis: 'published', from: window.since };
  }
};

/** The days a date covers: 'YYYY' its year, 'YYYY-MM' its month, a day itself. */
export const periodOf = (iso: string): { start: string; end: string } | undefined => {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso);
  if (!m) return undefined;
  const year = Number(m[1]);
  if (m[3]) return { start: iso, end: iso };
  if (m[2]) {
    const month = Number(m[2]);
    return { start: `${iso}-01`, end: `${iso}-${String(daysIn(year, month)).padStart(2, '0')}` };
  }
  return { start: `${iso}-01-01`, end: `${iso}-12-31` };
};

export type WindowPlace = 'inside' | 'outside' | 'too_coarse' | 'undated';

/**
 * Where a sample dated `iso` (a collection date at its precision, or a publication day) lies:
 * inside when its whole period lies inside the window, outside when wholly outside, too coarse
 * when it straddles an edge, undated without a date.
 */
export const placeInWindow = (window: ResolvedWindow, iso: string | undefined): WindowPlace => {
  const period = iso ? periodOf(iso) : undefined;
  if (!period) return 'undated';
  const to = window.to ?? '9999-12-31';
  if (period.end < window.from || period.start > to) return 'outside';
  if (period.start >= window.from && period.end <= to) return 'inside';
  return 'too_coarse';
};

/** The first accessions kept of the samples a window sets apart, as for samples not assessable. */
export const WINDOW_APART_LISTED = 20;

/** Tallies where samples lie: what a report's plan freezes (without the window as asked). */
export const tallyWindow = (
  places: Iterable<{ accession: string; place: WindowPlace }>,
): Pick<FrozenWindow, 'inside' | 'too_coarse' | 'undated'> => {
  const result = {
    inside: 0,
    too_coarse: { count: 0, first: [] as string[] },
    undated: { count: 0, first: [] as string[] },
  };
  for (const { accession, place } of places) {
    if (place === 'inside') result.inside++;
    else if (place === 'too_coarse' || place === 'undated') {
      const apart = result[place];
      apart.count++;
      if (apart.first.length < WINDOW_APART_LISTED) apart.first.push(accession);
    }
  }
  return result;
};

/** How a window reads, as asked. */
export const describeWindow = (window: SampleWindow | undefined): string => {
  if (!window) return reportsWindowMessages.all;
  switch (window.kind) {
    case 'all':
      return reportsWindowMessages.all;
    case 'collected_last':
      return reportsWindowMessages.collectedLast(window.amount, window.unit);
    case 'collected_between':
      return reportsWindowMessages.collectedBetween(window.from, window.to);
    case 'published_since':
      return reportsWindowMessages.publishedSince(window.since);
  }
};

/** A frozen window in one line: as asked, its days, and the samples it set apart. */
export const describeFrozenWindow = (frozen: FrozenWindow | undefined): string => {
  if (!frozen) return reportsWindowMessages.all;
  const days = frozen.to ? reportsWindowMessages.resolved(frozen.from, frozen.to) : `from ${frozen.from}`;
  const undated =
    frozen.basis === 'collected'
      ? reportsWindowMessages.undatedCollected
      : reportsWindowMessages.undatedPublished;
  return `${describeWindow(frozen.window)} (${days}): ${reportsWindowMessages.inside(frozen.inside)}; ${frozen.too_coarse.count} ${reportsWindowMessages.tooCoarse}; ${frozen.undated.count} ${undated}`;
};

/**
 * The sort keys of a MEMBER item in the clade's date indexes (shared/src/tables/targets.ts):
 * its date's first day then the accession, so a window's candidates are one key range; a sample
 * without the date sorts after every date ('~'), so the undated are one range too.
 */
export const UNDATED_SORT_PREFIX = '~#';
export const dateSortKey = (iso: string | undefined, accession: string): string => {
  const period = iso ? periodOf(iso) : undefined;
  return period ? `${period.start}#${accession}` : `${UNDATED_SORT_PREFIX}${accession}`;
};

/**
 * The key range of a window's candidates in its date index: every member whose period may touch
 * the window starts at most a year before it (a year-only date is the coarsest), and no later than
 * its last day.
 */
export const candidateRange = (window: ResolvedWindow): { first: string; last: string } => ({
  first:
    window.basis === 'collected'
      ? `${Number(window.from.slice(0, 4)) - 1}${window.from.slice(4)}`
      : window.from,
  last: `${window.to ?? '9999-12-31'}#\uffff`,
});
