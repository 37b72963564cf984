import {
  DEFAULT_ASSAY_NAME,
  LEFT_OUT_ACCESSIONS_KEPT,
  VARIANT_ACCESSIONS_KEPT,
} from '@oligowatch/shared/constants';
import { guessRoleFromName } from '@oligowatch/shared/guess-role-from-name';
import type { OligoRole, VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import type { AssayRole } from '@oligowatch/shared/schemas/oligo';
import { type AssayDetection, type AssayOligoCall, detectByAssay } from '../assays/detect-by-assay';
import type { Alignment, OutcomeReason } from '../mismatch/alignment';
import { resolveEndGaps, type SampleBases } from '../mismatch/resolve-end-gaps';
import {
  type AssayInsightCounts,
  addSampleToAssayCounts,
  emptyAssayInsightCounts,
  type InsightAssay,
  mergeAssayInsightCounts,
} from './assay-counts';
import { type InsightSample, toCollectionMonth } from './insight-sample';
import { readSiteCalls, type SiteCalls } from './read-site-calls';

/**
 * A report's insights kept as counts (like mismatch-counts.ts): the counts of two disjoint sets of
 * samples merge into those of both, so the report job can keep one page's counts at a time and
 * merge the pages when the report completes. Plain JSON (records, arrays), so they are stored as is.
 * Only samples scored for an oligo enter its figures (DESIGN.md 7); the others are counted and
 * listed apart, by outcome and reason.
 */

/** What insights need of an oligo: StatsOligo's fields and its role. */
export interface InsightOligo {
  readonly name: string;
  /** As written 5'->3', normalised. */
  readonly written: string;
  readonly strandPositive: boolean;
  readonly role: OligoRole;
  /** Forward, reverse or probe (the catalogue's, frozen into the provenance); see assayRoleOf. */
  readonly assayRole?: AssayRole;
  /**
   * Issue 34: the role was unknown at generation (nobody set it, the name tells nothing). It is
   * judged as a primer (`role`), a forward one in its assays (assayRoleOf), and its verdict and the
   * product's say "role not confirmed".
   */
  readonly roleUnconfirmed?: boolean;
}

/**
 * An oligo's role in its assays: the catalogue's; for a report frozen before roles existed, the
 * name's guess, else a probe or a forward primer by the engine's role.
 */
export const assayRoleOf = (oligo: Pick<InsightOligo, 'name' | 'role' | 'assayRole'>): AssayRole =>
  oligo.assayRole ?? guessRoleFromName(oligo.name) ?? (oligo.role === 'probe' ? 'probe' : 'forward');

/** The assays of a report that names none: one assay of every oligo (as a product version without assays). */
export const defaultInsightAssays = (oligoCount: number): InsightAssay[] => [
  { name: DEFAULT_ASSAY_NAME, oligos: Array.from({ length: oligoCount }, (_, i) => i) },
];

/** One variant (a set of real changes) and who carries it, shown by its clearest carrier. */
export interface VariantCounts {
  oligo_line: string;
  /** The target line of the carrier with the fewest undetermined columns (the first such). */
  binding_site: string;
  mismatch_lines: string;
  /** Real mismatches (the same as real_mismatches since engine 2). */
  mismatch_count: number;
  real_mismatches: number;
  three_prime_mismatches: number;
  /** Always false since engine 2: a too undetermined site is not scored, so carries no variant. */
  undetermined: boolean;
  /** Undetermined columns of the carrier shown. */
  undetermined_columns: number;
  samples: number;
  first_date: string | null;
  last_date: string | null;
  /** Distinct, sorted. */
  countries: string[];
  /** The first VARIANT_ACCESSIONS_KEPT seen, in sample order. */
  accessions: string[];
}

export interface TrendCounts {
  samples: number;
  with_mismatch: number;
}

/** Samples left out of an oligo's figures: counted exactly, the first few listed, by reason. */
export interface LeftOutCounts {
  count: number;
  /** The first LEFT_OUT_ACCESSIONS_KEPT, in sample order. */
  accessions: string[];
  /** The reason of each accession listed, in the same order (the report view shows them together). */
  reasons: OutcomeReason[];
  by_reason: Partial<Record<OutcomeReason, number>>;
}

export interface OligoInsightCounts {
  /** Samples scored for this oligo: the denominator of its figures. */
  samples: number;
  /** The same as not_assessable.count (the field older reports have). */
  undetermined_samples: number;
  /** Of `samples`, those with at least one real mismatch. */
  samples_with_mismatch: number;
  /** Scored samples with an undetermined call at each position as written. */
  undetermined_by_index: number[];
  /** By the real changes at written positions (readSiteCalls' changeKey; '=' for none). */
  variants: Record<string, VariantCounts>;
  by_month: Record<string, TrendCounts>;
  /**
   * Issue 33: samples dated by year only (no month to place them in): counted beside the monthly
   * trend rather than dropped. Absent in counts made before.
   */
  year_only?: TrendCounts;
  by_country: Record<string, TrendCounts>;
  not_assessable: LeftOutCounts;
  not_covered: LeftOutCounts;
}

/** The product over its assays (issue 23; before it, over every oligo at once). */
export interface ProductInsightCounts {
  /** Samples some assay was assessed on: inclusivity's denominator. */
  samples: number;
  /** Samples no assay was assessed on (none holds their sites, or undetermined bases decide): left out. */
  undetermined_samples: number;
  /** Of `samples`, those some assay detects. */
  included_samples: number;
}

export interface ReportInsightCounts {
  oligos: OligoInsightCounts[];
  /** One per assay, in the provenance's assay order (issue 23). */
  assays: AssayInsightCounts[];
  product: ProductInsightCounts;
}

const emptyLeftOut = (): LeftOutCounts => ({ count: 0, accessions: [], reasons: [], by_reason: {} });

export const emptyOligoInsightCounts = (oligo: Pick<InsightOligo, 'written'>): OligoInsightCounts => ({
  samples: 0,
  undetermined_samples: 0,
  samples_with_mismatch: 0,
  undetermined_by_index: new Array<number>(oligo.written.length).fill(0),
  variants: {},
  by_month: {},
  year_only: { samples: 0, with_mismatch: 0 },
  by_country: {},
  not_assessable: emptyLeftOut(),
  not_covered: emptyLeftOut(),
});

export const emptyReportInsightCounts = (
  oligos: readonly Pick<InsightOligo, 'written'>[],
  assays: readonly InsightAssay[] = defaultInsightAssays(oligos.length),
): ReportInsightCounts => ({
  oligos: oligos.map(emptyOligoInsightCounts),
  assays: assays.map(emptyAssayInsightCounts),
  product: { samples: 0, undetermined_samples: 0, included_samples: 0 },
});

const earlier = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : a <= b ? a : b;
const later = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : a >= b ? a : b;

const addTrend = (trends: Record<string, TrendCounts>, key: string | null, withMismatch: boolean) => {
  if (key === null) return;
  const trend = trends[key] ?? { samples: 0, with_mismatch: 0 };
  trend.samples++;
  if (withMismatch) trend.with_mismatch++;
  trends[key] = trend;
};

const addCountry = (countries: string[], country: string | null) => {
  if (country === null || countries.includes(country)) return;
  countries.push(country);
  countries.sort();
};

const addLeftOut = (leftOut: LeftOutCounts, accession: string, reason: OutcomeReason) => {
  leftOut.count++;
  if (leftOut.accessions.length < LEFT_OUT_ACCESSIONS_KEPT) {
    leftOut.accessions.push(accession);
    leftOut.reasons.push(reason);
  }
  leftOut.by_reason[reason] = (leftOut.by_reason[reason] ?? 0) + 1;
};

/** Whether a scored sample binds an oligo: few real mismatches and, for a primer, none at its 3' end. */
export const bindsOligo = (oligo: InsightOligo, calls: SiteCalls, thresholds: VerdictThresholds): boolean =>
  calls.realMismatches <= thresholds.inclusive_max_mismatches &&
  !(oligo.role === 'primer' && calls.threePrimeMismatches > 0);

/** What one oligo did in one sample, as the assays read it. */
interface OligoStanding {
  readonly alignment: Alignment;
  readonly binds: boolean;
}

/**
 * One sample's detection by each assay (issue 23): each assay's oligos, with their roles, outcomes,
 * binding and sites, to detectByAssay. An oligo lies on the sample's plus strand as written when it
 * is saved plus, as its reverse complement otherwise (the engine searches that binding form).
 */
export const detectSampleByAssays = (
  oligos: readonly InsightOligo[],
  assays: readonly InsightAssay[],
  standing: readonly OligoStanding[],
): AssayDetection[] =>
  assays.map((assay) =>
    detectByAssay(
      assay.oligos.map((o): AssayOligoCall => {
        const oligo = oligos[o];
        const own = standing[o];
        if (!oligo || !own) throw new RangeError(`Assay ${assay.name} names an oligo the report lacks`);
        return {
          role: assayRoleOf(oligo),
          outcome: own.alignment.outcome,
          binds: own.binds,
          start: own.alignment.start,
          end: own.alignment.end,
          strand: oligo.strandPositive ? 'plus' : 'minus',
        };
      }),
    ),
  );

/**
 * Adds one sample (its alignment on every oligo, in oligo order, as the engine gave them with their
 * outcomes) to `counts`, in place. A scored pair counts in the oligo's figures and variants; a not
 * assessable or not covered one is counted and listed apart. A variant is the set of real changes;
 * it is shown by the carrier with the fewest undetermined columns.
 */
export const addSampleToInsightCounts = (
  counts: ReportInsightCounts,
  oligos: readonly InsightOligo[],
  sample: InsightSample,
  alignments: readonly Alignment[],
  thresholds: VerdictThresholds,
  extra: {
    /** The sample's sequence: for alignments not from the engine (it resolves end gaps itself). */
    sequence?: SampleBases;
    /** The report's assays; absent, one assay of every oligo. */
    assays?: readonly InsightAssay[];
  } = {},
): void => {
  const { sequence, assays = defaultInsightAssays(oligos.length) } = extra;
  const month = toCollectionMonth(sample.date);
  const standing: OligoStanding[] = [];
  for (const [o, oligo] of oligos.entries()) {
    const aligned = alignments[o];
    const oligoCounts = counts.oligos[o];
    if (!aligned || !oligoCounts) throw new RangeError('One alignment per oligo is needed');
    if (aligned.outcome !== 'scored') {
      // The engine gives every pair it does not score a reason; the fallbacks only satisfy the type.
      if (aligned.outcome === 'not_assessable') {
        addLeftOut(oligoCounts.not_assessable, sample.accession, aligned.reason ?? 'undetermined_over_limit');
        oligoCounts.undetermined_samples++;
      } else addLeftOut(oligoCounts.not_covered, sample.accession, aligned.reason ?? 'no_homologous_site');
      standing.push({ alignment: aligned, binds: false });
      continue;
    }
    const alignment = sequence === undefined ? aligned : resolveEndGaps(aligned, sequence);
    const length = oligo.written.length;
    const calls = readSiteCalls(alignment, length, oligo.strandPositive, thresholds.three_prime_bases);
    for (const position of calls.undeterminedPositions)
      oligoCounts.undetermined_by_index[position] = (oligoCounts.undetermined_by_index[position] ?? 0) + 1;

    const key = calls.changeKey;
    let variant = oligoCounts.variants[key];
    if (!variant || calls.undeterminedCalls < variant.undetermined_columns) {
      variant = {
        ...(variant ?? {
          samples: 0,
          first_date: null,
          last_date: null,
          countries: [],
          accessions: [],
        }),
        oligo_line: alignment.oligoLine,
        binding_site: alignment.targetLine,
        mismatch_lines: alignment.matchLine,
        mismatch_count: calls.realMismatches,
        real_mismatches: calls.realMismatches,
        three_prime_mismatches: calls.threePrimeMismatches,
        undetermined: false,
        undetermined_columns: calls.undeterminedCalls,
      };
    }
    variant.samples++;
    variant.first_date = earlier(variant.first_date, sample.date);
    variant.last_date = later(variant.last_date, sample.date);
    addCountry(variant.countries, sample.country);
    if (variant.accessions.length < VARIANT_ACCESSIONS_KEPT) variant.accessions.push(sample.accession);
    oligoCounts.variants[key] = variant;

    const withMismatch = calls.realMismatches > 0;
    oligoCounts.samples++;
    if (withMismatch) oligoCounts.samples_with_mismatch++;
    addTrend(oligoCounts.by_month, month, withMismatch);
    if (month === null && sample.date !== null && /^\d{4}$/.test(sample.date)) {
      const yearOnly = oligoCounts.year_only ?? { samples: 0, with_mismatch: 0 };
      yearOnly.samples++;
      if (withMismatch) yearOnly.with_mismatch++;
      oligoCounts.year_only = yearOnly;
    }
    addTrend(oligoCounts.by_country, sample.country, withMismatch);
    standing.push({ alignment, binds: bindsOligo(oligo, calls, thresholds) });
  }
  addSampleToAssayCounts(
    counts.assays,
    counts.product,
    sample.accession,
    detectSampleByAssays(oligos, assays, standing),
  );
};

const mergeTrends = (
  a: Record<string, TrendCounts>,
  b: Record<string, TrendCounts>,
): Record<string, TrendCounts> => {
  const merged: Record<string, TrendCounts> = { ...a };
  for (const [key, trend] of Object.entries(b)) {
    const found = merged[key];
    merged[key] = found
      ? { samples: found.samples + trend.samples, with_mismatch: found.with_mismatch + trend.with_mismatch }
      : { ...trend };
  }
  return merged;
};

/** `a` holds the earlier samples: its carrier is shown unless `b`'s has fewer undetermined columns. */
const mergeVariant = (a: VariantCounts, b: VariantCounts): VariantCounts => ({
  ...((b.undetermined_columns ?? 0) < (a.undetermined_columns ?? 0) ? b : a),
  samples: a.samples + b.samples,
  first_date: earlier(a.first_date, b.first_date),
  last_date: later(a.last_date, b.last_date),
  countries: [...new Set([...a.countries, ...b.countries])].sort(),
  accessions: [...a.accessions, ...b.accessions].slice(0, VARIANT_ACCESSIONS_KEPT),
});

const mergeLeftOut = (a: LeftOutCounts | undefined, b: LeftOutCounts | undefined): LeftOutCounts => {
  const byReason: Partial<Record<OutcomeReason, number>> = { ...(a?.by_reason ?? {}) };
  for (const [reason, n] of Object.entries(b?.by_reason ?? {}) as [OutcomeReason, number][])
    byReason[reason] = (byReason[reason] ?? 0) + n;
  return {
    count: (a?.count ?? 0) + (b?.count ?? 0),
    accessions: [...(a?.accessions ?? []), ...(b?.accessions ?? [])].slice(0, LEFT_OUT_ACCESSIONS_KEPT),
    reasons: [...(a?.reasons ?? []), ...(b?.reasons ?? [])].slice(0, LEFT_OUT_ACCESSIONS_KEPT),
    by_reason: byReason,
  };
};

const mergeOligo = (a: OligoInsightCounts, b: OligoInsightCounts): OligoInsightCounts => {
  if (a.undetermined_by_index.length !== b.undetermined_by_index.length)
    throw new RangeError('Counts of different oligos do not merge');
  const variants: Record<string, VariantCounts> = { ...a.variants };
  for (const [key, variant] of Object.entries(b.variants)) {
    const found = variants[key];
    variants[key] = found ? mergeVariant(found, variant) : variant;
  }
  return {
    samples: a.samples + b.samples,
    undetermined_samples: a.undetermined_samples + b.undetermined_samples,
    samples_with_mismatch: a.samples_with_mismatch + b.samples_with_mismatch,
    undetermined_by_index: a.undetermined_by_index.map((n, i) => n + (b.undetermined_by_index[i] ?? 0)),
    variants,
    by_month: mergeTrends(a.by_month, b.by_month),
    ...(a.year_only || b.year_only
      ? {
          year_only: {
            samples: (a.year_only?.samples ?? 0) + (b.year_only?.samples ?? 0),
            with_mismatch: (a.year_only?.with_mismatch ?? 0) + (b.year_only?.with_mismatch ?? 0),
          },
        }
      : {}),
    by_country: mergeTrends(a.by_country, b.by_country),
    not_assessable: mergeLeftOut(a.not_assessable, b.not_assessable),
    not_covered: mergeLeftOut(a.not_covered, b.not_covered),
  };
};

/**
 * The counts of two disjoint sets of samples, as if counted together; `a` holds the samples read
 * first (a variant keeps the first accessions seen, left-out lists the first accessions).
 */
export const mergeReportInsightCounts = (
  a: ReportInsightCounts,
  b: ReportInsightCounts,
): ReportInsightCounts => {
  // A segment counted before assays existed (a run across a deploy) has none: its product figures
  // follow the older rule, so it cannot merge with a newer one's and the run fails, saying so.
  if (a.oligos.length !== b.oligos.length || (a.assays?.length ?? -1) !== (b.assays?.length ?? -1))
    throw new RangeError('Counts of different reports do not merge');
  return {
    oligos: a.oligos.map((oligo, i) => mergeOligo(oligo, b.oligos[i] as OligoInsightCounts)),
    assays: a.assays.map((assay, i) => {
      const other = b.assays?.[i];
      if (!other) throw new RangeError('Counts of different assays do not merge');
      return mergeAssayInsightCounts(assay, other);
    }),
    product: {
      samples: a.product.samples + b.product.samples,
      undetermined_samples: a.product.undetermined_samples + b.product.undetermined_samples,
      included_samples: a.product.included_samples + b.product.included_samples,
    },
  };
};
