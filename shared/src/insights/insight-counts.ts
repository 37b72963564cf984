import { VARIANT_ACCESSIONS_KEPT } from '../constants';
import type { Alignment } from '../mismatch/alignment';
import type { OligoRole, VerdictThresholds } from '../schemas/insights';
import { type InsightSample, toCollectionMonth } from './insight-sample';
import { readSiteCalls } from './read-site-calls';
import { resolveEndGaps } from './resolve-end-gaps';

/**
 * A report's insights kept as counts (like mismatch-counts.ts): the counts of two disjoint sets of
 * samples merge into those of both, so the report job can keep one page's counts at a time and
 * merge the pages when the report completes. Plain JSON (records, arrays), so they are stored as is.
 */

/** What insights need of an oligo: StatsOligo's fields and its role. */
export interface InsightOligo {
  readonly name: string;
  /** As written 5'->3', normalised. */
  readonly written: string;
  readonly strandPositive: boolean;
  readonly role: OligoRole;
}

/** One distinct binding site: the alignment's lines and who carries it. */
export interface VariantCounts {
  oligo_line: string;
  binding_site: string;
  mismatch_lines: string;
  mismatch_count: number;
  real_mismatches: number;
  three_prime_mismatches: number;
  undetermined: boolean;
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

export interface OligoInsightCounts {
  /** Samples counted in the verdict: binding site not mostly undetermined. */
  samples: number;
  undetermined_samples: number;
  /** Of `samples`, those with at least one real mismatch. */
  samples_with_mismatch: number;
  /** Samples with an undetermined call at each position as written (all samples). */
  undetermined_by_index: number[];
  /** By `oligo_line \n binding_site` ('=' for the exact site): the lines decide the columns, so two keys never share a match line. */
  variants: Record<string, VariantCounts>;
  by_month: Record<string, TrendCounts>;
  by_country: Record<string, TrendCounts>;
}

export interface ProductInsightCounts {
  /** Samples with no mostly undetermined binding site for any oligo. */
  samples: number;
  undetermined_samples: number;
  /** Of `samples`, those on which every oligo binds. */
  included_samples: number;
}

export interface ReportInsightCounts {
  oligos: OligoInsightCounts[];
  product: ProductInsightCounts;
}

export const emptyOligoInsightCounts = (oligo: Pick<InsightOligo, 'written'>): OligoInsightCounts => ({
  samples: 0,
  undetermined_samples: 0,
  samples_with_mismatch: 0,
  undetermined_by_index: new Array<number>(oligo.written.length).fill(0),
  variants: {},
  by_month: {},
  by_country: {},
});

export const emptyReportInsightCounts = (
  oligos: readonly Pick<InsightOligo, 'written'>[],
): ReportInsightCounts => ({
  oligos: oligos.map(emptyOligoInsightCounts),
  product: { samples: 0, undetermined_samples: 0, included_samples: 0 },
});

/** The variant key of the exact binding site (other keys hold a newline, so never collide with it). */
const EXACT_KEY = '=';

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

/**
 * Adds one sample (its alignment on every oligo, in oligo order) to `counts`, in place. A binding
 * site with more than `undetermined_site_percent` of the oligo's length in undetermined calls makes
 * the sample undetermined for that oligo (left out of its verdict and trends) and for the product
 * (left out of inclusivity's denominator). Otherwise it binds when its real mismatches are at most
 * `inclusive_max_mismatches` and, for a primer, none is in the 3' end. A variant is the binding
 * site as the sample has it: the row's target line with end gaps read against `sequence`.
 */
export const addSampleToInsightCounts = (
  counts: ReportInsightCounts,
  oligos: readonly InsightOligo[],
  sample: InsightSample,
  alignments: readonly Alignment[],
  thresholds: VerdictThresholds,
  /** The sample's sequence: end gaps are read against it (resolve-end-gaps.ts). */
  sequence?: string,
): void => {
  const month = toCollectionMonth(sample.date);
  let undetermined = false;
  let included = true;
  for (const [o, oligo] of oligos.entries()) {
    const aligned = alignments[o];
    const oligoCounts = counts.oligos[o];
    if (!aligned || !oligoCounts) throw new RangeError('One alignment per oligo is needed');
    const alignment = sequence === undefined ? aligned : resolveEndGaps(aligned, sequence);
    const length = oligo.written.length;
    const calls = readSiteCalls(alignment, length, oligo.strandPositive, thresholds.three_prime_bases);
    for (const position of calls.undeterminedPositions)
      oligoCounts.undetermined_by_index[position] = (oligoCounts.undetermined_by_index[position] ?? 0) + 1;
    const siteUndetermined = calls.undeterminedCalls * 100 > thresholds.undetermined_site_percent * length;

    // Most samples match exactly: one short key for them spares building and hashing long ones.
    const key = alignment.mismatchCount === 0 ? EXACT_KEY : `${alignment.oligoLine}\n${alignment.targetLine}`;
    const variant = oligoCounts.variants[key] ?? {
      oligo_line: alignment.oligoLine,
      binding_site: alignment.targetLine,
      mismatch_lines: alignment.matchLine,
      mismatch_count: alignment.mismatchCount,
      real_mismatches: calls.realMismatches,
      three_prime_mismatches: calls.threePrimeMismatches,
      undetermined: siteUndetermined,
      samples: 0,
      first_date: null,
      last_date: null,
      countries: [],
      accessions: [],
    };
    variant.samples++;
    variant.first_date = earlier(variant.first_date, sample.date);
    variant.last_date = later(variant.last_date, sample.date);
    addCountry(variant.countries, sample.country);
    if (variant.accessions.length < VARIANT_ACCESSIONS_KEPT) variant.accessions.push(sample.accession);
    oligoCounts.variants[key] = variant;

    if (siteUndetermined) {
      oligoCounts.undetermined_samples++;
      undetermined = true;
      continue;
    }
    const withMismatch = calls.realMismatches > 0;
    oligoCounts.samples++;
    if (withMismatch) oligoCounts.samples_with_mismatch++;
    addTrend(oligoCounts.by_month, month, withMismatch);
    addTrend(oligoCounts.by_country, sample.country, withMismatch);
    const binds =
      calls.realMismatches <= thresholds.inclusive_max_mismatches &&
      !(oligo.role === 'primer' && calls.threePrimeMismatches > 0);
    if (!binds) included = false;
  }
  if (undetermined) counts.product.undetermined_samples++;
  else {
    counts.product.samples++;
    if (included) counts.product.included_samples++;
  }
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

const mergeVariant = (a: VariantCounts, b: VariantCounts): VariantCounts => ({
  ...a,
  samples: a.samples + b.samples,
  first_date: earlier(a.first_date, b.first_date),
  last_date: later(a.last_date, b.last_date),
  countries: [...new Set([...a.countries, ...b.countries])].sort(),
  accessions: [...a.accessions, ...b.accessions].slice(0, VARIANT_ACCESSIONS_KEPT),
});

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
    by_country: mergeTrends(a.by_country, b.by_country),
  };
};

/**
 * The counts of two disjoint sets of samples, as if counted together; `a` holds the samples read
 * first (a variant keeps the first accessions seen).
 */
export const mergeReportInsightCounts = (
  a: ReportInsightCounts,
  b: ReportInsightCounts,
): ReportInsightCounts => {
  if (a.oligos.length !== b.oligos.length) throw new RangeError('Counts of different reports do not merge');
  return {
    oligos: a.oligos.map((oligo, i) => mergeOligo(oligo, b.oligos[i] as OligoInsightCounts)),
    product: {
      samples: a.product.samples + b.product.samples,
      undetermined_samples: a.product.undetermined_samples + b.product.undetermined_samples,
      included_samples: a.product.included_samples + b.product.included_samples,
    },
  };
};
