import type {
  AssayInsight,
  LeftOut,
  OligoInsight,
  ReportInsights,
  TrendPoint,
  Variant,
  VerdictThresholds,
} from '@oligowatch/shared/schemas/insights';
import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { computeOligoTmRange } from '../binding/compute-oligo-tm-range';
import { percentOf } from '../mismatch/percent';
import type { AssayInsightCounts, InsightAssay } from './assay-counts';
import { decideAssayVerdict, decideOligoVerdict, decideProductVerdict } from './decide-verdicts';
import {
  defaultInsightAssays,
  type InsightOligo,
  type LeftOutCounts,
  type OligoInsightCounts,
  type ReportInsightCounts,
  type TrendCounts,
  type VariantCounts,
} from './insight-counts';

/** Most samples first; ties by binding site, then oligo line, so the order never depends on page order. */
const byCount = (a: VariantCounts, b: VariantCounts): number =>
  b.samples - a.samples ||
  (a.binding_site < b.binding_site ? -1 : a.binding_site > b.binding_site ? 1 : 0) ||
  (a.oligo_line < b.oligo_line ? -1 : a.oligo_line > b.oligo_line ? 1 : 0);

/**
 * Every variant of one oligo, most samples first; a variant's share is of the oligo's scored
 * samples (only they carry variants).
 */
export const toOligoVariants = (counts: OligoInsightCounts): Variant[] =>
  Object.values(counts.variants)
    .sort(byCount)
    .map(({ oligo_line: _line, undetermined_columns: _columns, ...variant }) => ({
      ...variant,
      percent: percentOf(variant.samples, counts.samples),
    }));

const toLeftOut = (leftOut: LeftOutCounts | undefined): LeftOut => ({
  count: leftOut?.count ?? 0,
  accessions: leftOut?.accessions ?? [],
  reasons: leftOut?.reasons ?? [],
  by_reason: leftOut?.by_reason ?? {},
});

const toTrendPoints = (trends: Record<string, TrendCounts>): TrendPoint[] =>
  Object.entries(trends).map(([key, t]) => ({
    key,
    samples: t.samples,
    with_mismatch: t.with_mismatch,
    percent: percentOf(t.with_mismatch, t.samples),
  }));

const byKey = (a: TrendPoint, b: TrendPoint) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Issue 24: what a report completing adds to its insights. `variants` are every oligo's variants as
 * toOligoVariants lists them, with their Tm fields (withVariantTm, once per variant): the probe's Tm
 * rule reads their delta Tm, the summary keeps the top ones. `tmConditions` gives each oligo its Tm
 * on its perfect complement and goes into the insights.
 */
export interface InsightTmOptions {
  readonly tmConditions: TmConditions;
  readonly variants: readonly (readonly Variant[])[];
}

/** One oligo's insight from its counts; `variants` keeps the `topVariants` most frequent. */
export const toOligoInsight = (
  oligo: InsightOligo,
  counts: OligoInsightCounts,
  thresholds: VerdictThresholds,
  topVariants: number,
  tm?: { readonly tmConditions: TmConditions; readonly variants: readonly Variant[] },
): OligoInsight => {
  const variants = tm?.variants ?? toOligoVariants(counts);
  return {
    name: oligo.name,
    role: oligo.role,
    verdict: decideOligoVerdict(
      {
        role: oligo.role,
        ...(oligo.roleUnconfirmed ? { role_unconfirmed: true } : {}),
        samples: counts.samples,
        samples_with_mismatch: counts.samples_with_mismatch,
        variants: variants.map((v) => ({
          ...v,
          real_mismatches: v.real_mismatches ?? 0,
          undetermined: v.undetermined ?? false,
        })),
      },
      thresholds,
    ),
    samples: counts.samples,
    undetermined_samples: counts.undetermined_samples,
    samples_with_mismatch: counts.samples_with_mismatch,
    undetermined_by_index: counts.undetermined_by_index,
    variant_count: variants.length,
    variants: variants.slice(0, topVariants),
    by_month: toTrendPoints(counts.by_month).sort(byKey),
    ...(counts.year_only ? { year_only: { ...counts.year_only } } : {}),
    by_country: toTrendPoints(counts.by_country).sort((a, b) => b.samples - a.samples || byKey(a, b)),
    not_assessable: toLeftOut(counts.not_assessable),
    not_covered: toLeftOut(counts.not_covered),
    ...(tm ? computeOligoTmRange(oligo.written, tm.tmConditions) : {}),
  };
};

/** One assay's insight from its counts. */
export const toAssayInsight = (
  assay: InsightAssay,
  oligos: readonly InsightOligo[],
  counts: AssayInsightCounts,
  thresholds: VerdictThresholds,
): AssayInsight => ({
  name: assay.name,
  oligos: assay.oligos.map((o) => oligos[o]?.name ?? ''),
  verdict: decideAssayVerdict(counts, thresholds),
  samples_assessed: counts.samples_assessed,
  detected_samples: counts.detected_samples,
  inclusivity_percent: percentOf(counts.detected_samples, counts.samples_assessed),
  not_assessed: { ...counts.not_assessed },
  not_detected_count: counts.not_detected.count,
  not_detected: counts.not_detected.accessions.map((accession, i) => ({
    accession,
    failed_role: counts.not_detected.failed[i] ?? 'arrangement',
  })),
  not_detected_by_role: { ...counts.not_detected.by_failure },
});

/**
 * The report's insights from its merged counts: what the report job stores when it completes. The
 * product is judged by the assays assessed on some sample and their oligos (a SARS-CoV-2 and
 * influenza product on a SARS-CoV-2 clade by its SARS-CoV-2 assay alone); when no assay was
 * assessed on any sample, by every oligo.
 */
export const toReportInsights = (
  oligos: readonly InsightOligo[],
  counts: ReportInsightCounts,
  thresholds: VerdictThresholds,
  topVariants: number,
  options: {
    /** The product's assays (issue 23); absent: one assay of every oligo. */
    assays?: readonly InsightAssay[];
    /** Tm per variant and the report's conditions (issue 24). */
    tm?: InsightTmOptions;
  } = {},
): ReportInsights => {
  const { assays = defaultInsightAssays(oligos.length), tm } = options;
  const oligoInsights = oligos.map((oligo, i) =>
    toOligoInsight(
      oligo,
      counts.oligos[i] as OligoInsightCounts,
      thresholds,
      topVariants,
      tm ? { tmConditions: tm.tmConditions, variants: tm.variants[i] ?? [] } : undefined,
    ),
  );
  const assayInsights = assays.map((assay, a) =>
    toAssayInsight(assay, oligos, counts.assays[a] as AssayInsightCounts, thresholds),
  );
  const judging = new Set(assays.flatMap((assay, a) => (assayInsights[a]?.verdict ? assay.oligos : [])));
  const judgingOligos = oligoInsights.flatMap((insight, i) =>
    judging.size === 0 || judging.has(i)
      ? [{ ...insight, ...(oligos[i]?.roleUnconfirmed ? { role_unconfirmed: true } : {}) }]
      : [],
  );
  const { samples, included_samples, undetermined_samples } = counts.product;
  return {
    thresholds,
    ...(tm ? { tm_conditions: tm.tmConditions } : {}),
    product: {
      verdict: decideProductVerdict(
        { samples, included_samples, oligos: judgingOligos, assays: assayInsights },
        thresholds,
      ),
      inclusivity_percent: percentOf(included_samples, samples),
      included_samples,
      samples,
      undetermined_samples,
    },
    oligos: oligoInsights,
    assays: assayInsights,
  };
};
