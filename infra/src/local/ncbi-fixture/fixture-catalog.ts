import type { FixtureRecord } from './fixture-records';

/**
 * What the fixture NCBI holds over time: the records it started with, then the records a test
 * published and the revisions it made (POST __fixture/records, or `ncbi.catalog` in process).
 * A revision is a new version of a record: its accession.version goes up by one, its modification
 * date moves, and esearch, efetch and esummary serve it from then on. The version it replaced stays
 * fetchable by its exact accession.version, as NCBI keeps old versions; a History-server set names
 * the versions its search found (NCBI's set holds version-specific UIDs).
 *
 * Records without a version (the SARS-CoV-2 records of test/fixtures: their metadata carries none,
 * and none is invented) count as version 1: their first revision is '<accession>.2'.
 */

/** Fields a test may change when it revises or publishes a record. */
export interface RecordChanges {
  definition?: string;
  /** Upper-case IUPAC codes; sequence_length follows it. */
  sequence?: string;
  collection_date?: string;
  host?: string;
  isolate?: string;
  strain?: string;
  geo_loc_name?: string;
}

/** A copy of an existing record under a new accession, or a whole record given as it is. */
export type PublishRequest =
  | {
      /** The record copied (any version of its accession: the current one is copied). */
      from: string;
      /** The new accession, with or without a version ('PX000001.1'). */
      accession: string;
      /** 'YYYY-MM-DD'. */
      publicationDate: string;
      /** 'YYYY-MM-DD'; default the publication date. */
      modificationDate?: string;
      changes?: RecordChanges;
    }
  | { record: FixtureRecord };

export interface ReviseRequest {
  /** The accession revised, with or without a version: the current version is revised. */
  accession: string;
  /** 'YYYY-MM-DD': the new version's modification date. Its publication date stays. */
  modificationDate: string;
  changes?: RecordChanges;
}

export interface Revision {
  accession: string;
  from: string;
  to: string;
}

export interface FixtureCatalog {
  /** The current version of every accession, in esearch order: first the starting records, then the published ones. */
  current(): readonly FixtureRecord[];
  /**
   * The record an id names: an exact accession.version the fixture has (a replaced version too);
   * else the current version of its accession, whatever version was asked (as the fixture always
   * answered, so tests may name records without their version).
   */
  find(id: string): FixtureRecord | undefined;
  /** Adds new records; returns their accession.versions. Throws CatalogError on a bad request. */
  publish(requests: readonly PublishRequest[]): string[];
  /** Revises records; throws CatalogError on a bad request (nothing is changed then). */
  revise(requests: readonly ReviseRequest[]): Revision[];
  /**
   * Both at once, all or nothing (a CatalogError changes nothing): the revisions of records held
   * before this change, then the new records. What POST __fixture/records does.
   */
  change(request: { publish?: readonly PublishRequest[]; revise?: readonly ReviseRequest[] }): {
    published: string[];
    revised: Revision[];
  };
  /**
   * NCBI as it stood at the end of a past day ('YYYY-MM-DD'), or today again (null): searches and
   * fetches see only the records published by then. A test can so import what NCBI had published
   * by the end of March 2020, then move on and refresh (issue 32). Reset clears it.
   */
  setAsOf(day: string | null): void;
  /** Back to the records the fixture started with. */
  reset(): void;
}

/** A publish or revise request the fixture refuses (answered 400 over HTTP). */
export class CatalogError extends Error {}

const VERSION = /\.(\d+)$/;

/** The accession without its version ('MN908947.3' -> 'MN908947'). */
export const accessionOf = (id: string): string => id.trim().replace(VERSION, '');

/** The version number, 1 when the id has none. */
const versionOf = (id: string): number => Number(VERSION.exec(id.trim())?.[1] ?? 1);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const checkDate = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value)))
    throw new CatalogError(`${what} must be a date YYYY-MM-DD, not ${JSON.stringify(value)}`);
  return value;
};

const withChanges = (record: FixtureRecord, changes: RecordChanges = {}): FixtureRecord => {
  const { sequence, ...fields } = changes;
  const next: FixtureRecord = { ...record, ...fields };
  if (sequence !== undefined) {
    if (!/^[A-Z]+$/.test(sequence)) throw new CatalogError('changes.sequence must be upper-case IUPAC codes');
    next.genomic_sequence = sequence;
    next.sequence_length = sequence.length;
  }
  return next;
};

/**
 * Indexes records by accession once: the fixture used to answer each id with a scan of every
 * record and two regular expressions per record, 2,000 times per 2,000-record import bench.
 */
export const createFixtureCatalog = (initial: readonly FixtureRecord[]): FixtureCatalog => {
  const withDates = (r: FixtureRecord): FixtureRecord =>
    r.modificationDate ? r : { ...r, modificationDate: r.publicationDate };
  let order: string[] = [];
  let latest = new Map<string, FixtureRecord>();
  let versions = new Map<string, FixtureRecord>();
  let asOf: string | null = null;
  const published = (r: FixtureRecord | undefined) =>
    r && (asOf === null || r.publicationDate <= asOf) ? r : undefined;

  const add = (record: FixtureRecord) => {
    const accession = accessionOf(record.accessionID);
    if (!latest.has(accession)) order.push(accession);
    latest.set(accession, record);
    versions.set(record.accessionID, record);
  };
  const reset = () => {
    asOf = null;
    order = [];
    latest = new Map();
    versions = new Map();
    for (const r of initial) add(withDates(r));
  };
  reset();

  const currentOf = (id: string): FixtureRecord => {
    const record = latest.get(accessionOf(id));
    if (!record) throw new CatalogError(`The fixture NCBI has no record ${id}`);
    return record;
  };

  /** The new records, checked; nothing is added yet. */
  const planPublished = (requests: readonly PublishRequest[]): FixtureRecord[] => {
    const made = requests.map((request): FixtureRecord => {
      if ('record' in request) {
        const r = request.record;
        if (!r?.accessionID || typeof r.genomic_sequence !== 'string' || !r.taxonomicID)
          throw new CatalogError('record needs at least accessionID, taxonomicID and genomic_sequence');
        checkDate(r.publicationDate, 'record.publicationDate');
        if (r.modificationDate !== undefined) checkDate(r.modificationDate, 'record.modificationDate');
        return withDates({ ...r, sequence_length: r.genomic_sequence.length });
      }
      const publicationDate = checkDate(request.publicationDate, 'publicationDate');
      const modificationDate =
        request.modificationDate === undefined
          ? publicationDate
          : checkDate(request.modificationDate, 'modificationDate');
      if (typeof request.accession !== 'string' || !request.accession.trim())
        throw new CatalogError('accession is required');
      return withChanges(
        {
          ...currentOf(request.from ?? ''),
          accessionID: request.accession.trim(),
          publicationDate,
          modificationDate,
        },
        request.changes,
      );
    });
    const seen = new Set<string>();
    for (const r of made) {
      const accession = accessionOf(r.accessionID);
      if (latest.has(accession) || seen.has(accession))
        throw new CatalogError(`${accession} is published already: revise it instead`);
      seen.add(accession);
    }
    return made;
  };

  /** The new versions, checked; nothing is added yet. Two revisions of one accession follow each other. */
  const planRevisions = (
    requests: readonly ReviseRequest[],
  ): { made: FixtureRecord[]; revised: Revision[] } => {
    const planned = new Map<string, FixtureRecord>();
    const made: FixtureRecord[] = [];
    const revised = requests.map((request): Revision => {
      const accession = accessionOf(request.accession ?? '');
      const before = planned.get(accession) ?? currentOf(accession);
      const modificationDate = checkDate(request.modificationDate, 'modificationDate');
      const modifiedBefore = before.modificationDate ?? before.publicationDate;
      if (modificationDate < modifiedBefore)
        throw new CatalogError(
          `${before.accessionID} was modified on ${modifiedBefore}: a revision cannot be older`,
        );
      const to = `${accession}.${versionOf(before.accessionID) + 1}`;
      const next = withChanges({ ...before, accessionID: to, modificationDate }, request.changes);
      planned.set(accession, next);
      made.push(next);
      return { accession, from: before.accessionID, to };
    });
    return { made, revised };
  };

  const change: FixtureCatalog['change'] = (request) => {
    const { made, revised } = planRevisions(request.revise ?? []);
    const published = planPublished(request.publish ?? []);
    for (const r of [...made, ...published]) add(r);
    return { published: published.map((r) => r.accessionID), revised };
  };

  return {
    current: () => order.flatMap((a) => published(latest.get(a)) ?? []),
    find: (id) => published(versions.get(id.trim()) ?? latest.get(accessionOf(id))),
    setAsOf: (day) => {
      asOf = day === null ? null : checkDate(day, 'date');
    },
    publish: (requests) => change({ publish: requests }).published,
    revise: (requests) => change({ revise: requests }).revised,
    change,
    reset,
  };
};
