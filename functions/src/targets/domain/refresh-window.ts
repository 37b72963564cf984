/**
 * The pure parts of a followed clade's refresh (issue 32): the date windows it searches, the
 * accessions it fetches, and the versions of an accession.
 */

/** NCBI indexes late: each window starts this many days before the last one ended. */
export const REFRESH_OVERLAP_DAYS = 3;
/** esearch lists at most this many ids per answer (NBK25499): a window with more is refused. */
export const REFRESH_MAX_IDS = 10_000;
/** How far back a new version looks for the one it replaces (X.5 looks for X.4 ... X.1). */
export const EARLIER_VERSIONS_LOOKED_UP = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as esearch's mindate/maxdate take it: YYYY/MM/DD, in UTC. */
export const ncbiDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '/');

/** The day of an ISO time, in NCBI's form. */
export const ncbiDateOfIso = (iso: string): string => ncbiDate(Date.parse(iso));

/** `date` (YYYY/MM/DD) moved by `days` (negative: earlier). */
export const shiftNcbiDate = (date: string, days: number): string => {
  const ms = Date.parse(`${date.replaceAll('/', '-')}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Not a YYYY/MM/DD date: "${date}"`);
  return ncbiDate(ms + days * DAY_MS);
};

export interface RefreshWindow {
  /** pdat from this day (the high-water mark less the overlap) ... */
  publishedFrom: string;
  /** ... mdat from this day (the last refresh's end, else the high-water mark, less the overlap) ... */
  modifiedFrom: string;
  /** ... both to today. */
  through: string;
}

/**
 * The windows of a refresh at `nowMs`: new records published since the high-water mark, revised
 * ones modified since the last refresh, each with REFRESH_OVERLAP_DAYS of overlap (harmless:
 * samples are upserted by accession). A window never starts after it ends.
 */
export const refreshWindow = (
  follow: { high_water: string; modified_through?: string },
  nowMs: number,
): RefreshWindow => {
  const through = ncbiDate(nowMs);
  const from = (date: string) => {
    const start = shiftNcbiDate(date, -REFRESH_OVERLAP_DAYS);
    return start > through ? through : start;
  };
  return {
    publishedFrom: from(follow.high_water),
    modifiedFrom: from(follow.modified_through ?? follow.high_water),
    through,
  };
};

/** The accessions to fetch: those of both windows, each once, in the order NCBI listed them. */
export const accessionsToFetch = (published: readonly string[], modified: readonly string[]): string[] => [
  ...new Set([...published, ...modified]),
];

/** 'MT451709.2' -> { base: 'MT451709', version: 2 }; an accession without a version is version 0. */
export const parseAccessionVersion = (accession: string): { base: string; version: number } => {
  const match = /^(.+)\.(\d+)$/.exec(accession);
  return match ? { base: match[1] as string, version: Number(match[2]) } : { base: accession, version: 0 };
};

/** The accession.versions a record may replace, newest first (none for version 0 or 1). */
export const earlierVersions = (accession: string): string[] => {
  const { base, version } = parseAccessionVersion(accession);
  const out: string[] = [];
  for (let v = version - 1; v >= 1 && out.length < EARLIER_VERSIONS_LOOKED_UP; v--) out.push(`${base}.${v}`);
  return out;
};

export interface RefreshCounts {
  processed: number;
  new: number;
  updated: number;
  unchanged: number;
  conflicts: number;
  skipped: number;
}

export const emptyRefreshCounts = (): RefreshCounts => ({
  processed: 0,
  new: 0,
  updated: 0,
  unchanged: 0,
  conflicts: 0,
  skipped: 0,
});

/**
 * A batch's counts added to the refresh's: `asked` accessions were fetched; of the records stored,
 * `inserted` were new, `updated` replaced or changed a stored sample, `conflicts` are under another
 * taxon, `skipped` were malformed or outside the filters; every other accession asked was unchanged
 * (NCBI answered it as stored, or did not answer it).
 */
export const addBatchCounts = (
  counts: RefreshCounts,
  batch: { asked: number; inserted: number; updated: number; conflicts: number; skipped: number },
): RefreshCounts => {
  const unchanged = Math.max(
    0,
    batch.asked - batch.inserted - batch.updated - batch.conflicts - batch.skipped,
  );
  return {
    processed: counts.processed + batch.asked,
    new: counts.new + batch.inserted,
    updated: counts.updated + batch.updated,
    unchanged: counts.unchanged + unchanged,
    conflicts: counts.conflicts + batch.conflicts,
    skipped: counts.skipped + batch.skipped,
  };
};
