import * as z from 'zod';
import { tmConditionsSchema } from './tm-conditions';

/**
 * Report insights (issue 14): verdicts, variants, undetermined calls and trends. The report job
 * computes them from mergeable counts and stores them with the report, so a report stays the same
 * record forever. Percent values are 0..100; dates are ISO (YYYY, YYYY-MM or YYYY-MM-DD).
 */

export const verdictLevelSchema = z.enum(['PASS', 'CAUTION', 'ACTION']);
export type VerdictLevel = z.infer<typeof verdictLevelSchema>;

/** A level with the reasons for it in words (PASS has one reason saying why it passes). */
export const verdictSchema = z.object({ level: verdictLevelSchema, reasons: z.array(z.string()) });
export type Verdict = z.infer<typeof verdictSchema>;

/** The verdict rules' settings; the defaults and final rules are in a decision record. */
export const verdictThresholdsSchema = z.object({
  /** ACTION when a variant with a 3'-end or multiple mismatches reaches this share of samples. */
  action_variant_percent: z.number().min(0).max(100),
  /** How many bases at the 3' end (as written) count as the 3' end. */
  three_prime_bases: z.number().int().min(1),
  /** A variant with at least this many mismatches is a multiple-mismatch variant. */
  multiple_mismatches: z.number().int().min(2),
  /** CAUTION when an oligo has a mismatch in this share of samples or more. */
  caution_oligo_percent: z.number().min(0).max(100),
  /** Product inclusivity under this is ACTION, under caution_inclusivity_percent CAUTION. */
  action_inclusivity_percent: z.number().min(0).max(100),
  caution_inclusivity_percent: z.number().min(0).max(100),
  /** A sample binds an oligo when it has at most this many mismatches (and none at a primer's 3' end). */
  inclusive_max_mismatches: z.number().int().min(0),
  /** A binding site with more than this share of undetermined bases makes the sample 'undetermined'. */
  undetermined_site_percent: z.number().min(0).max(100),
  /**
   * Issue 24: ACTION when a probe variant reaching action_variant_percent has a delta Tm at or below
   * this (°C, so negative); also the variants table's flag. Absent on older reports:
   * DEFAULT_ACTION_DELTA_TM.
   */
  action_delta_tm: z.number().max(0).optional(),
});
export type VerdictThresholds = z.infer<typeof verdictThresholdsSchema>;

/** A primer's 3' end decides extension; a probe's does not (role frozen into provenance). */
export const oligoRoleSchema = z.enum(['primer', 'probe']);
export type OligoRole = z.infer<typeof oligoRoleSchema>;

/** One distinct binding site of an oligo: the aligned target line and who carries it. */
export const variantSchema = z.object({
  /** The aligned target line, as in a mismatch row's targetSequence. */
  binding_site: z.string(),
  mismatch_lines: z.string(),
  mismatch_count: z.number().int().min(0),
  /** Real (determined) mismatches in the last three_prime_bases as written. */
  three_prime_mismatches: z.number().int().min(0),
  samples: z.number().int().min(0),
  percent: z.number().min(0).max(100),
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  countries: z.array(z.string()),
  /** A few accessions carrying it (the first seen). */
  accessions: z.array(z.string()),
  /** Real mismatches (substitutions and gaps; undetermined sample bases left out). */
  real_mismatches: z.number().int().min(0).optional(),
  /** The site is mostly undetermined (reports before engine 2; since then always false). */
  undetermined: z.boolean().optional(),
  /**
   * Issue 24: the oligo's nearest-neighbour Tm on this site (°C, to 0.1), and its change from the
   * oligo's Tm on its perfect complement (for a degenerate oligo, of the expansion that binds this
   * site best). Null, with `tm_note` in words, when the tables cannot price the site (mismatches
   * side by side, an insertion or deletion, an undetermined base in the site shown): never made up.
   * Absent on older reports.
   */
  tm: z.number().nullable().optional(),
  delta_tm: z.number().nullable().optional(),
  tm_note: z.string().optional(),
});
export type Variant = z.infer<typeof variantSchema>;

/** Samples and samples with a real mismatch in one period or place. */
export const trendPointSchema = z.object({
  key: z.string(),
  samples: z.number().int().min(0),
  with_mismatch: z.number().int().min(0),
  percent: z.number().min(0).max(100),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** Why a sample was left out of an oligo's figures (science/src/mismatch/alignment.ts OutcomeReason). */
export const outcomeReasonSchema = z.enum([
  'undetermined_over_limit',
  'undetermined_at_three_prime',
  'no_homologous_site',
  'genome_ends',
  'genome_ends_in_site',
  'region_absent',
]);
export type OutcomeReasonName = z.infer<typeof outcomeReasonSchema>;

/** Samples left out of an oligo's figures: the exact count, the first accessions, counts by reason. */
export const leftOutSchema = z.object({
  count: z.number().int().min(0),
  /** The first LEFT_OUT_ACCESSIONS_KEPT in clade order. */
  accessions: z.array(z.string()),
  /** The reason of each accession listed, in the same order. */
  reasons: z.array(outcomeReasonSchema).optional(),
  by_reason: z.partialRecord(outcomeReasonSchema, z.number().int().min(0)),
});
export type LeftOut = z.infer<typeof leftOutSchema>;

/** Issue 24: an oligo's Tm on its perfect complement (°C, to 0.1); min = max unless it is degenerate. */
export const tmRangeSchema = z.object({ min: z.number(), max: z.number() });
export type TmRange = z.infer<typeof tmRangeSchema>;

/**
 * Issue 24: a degenerate oligo at the same position and length proposed for an oligo at CAUTION or
 * ACTION (science/src/redesign), with its coverage as the engine found it on the report's samples
 * and its Tm range over its expansions; or why there is none, in words.
 */
export const oligoSuggestionSchema = z.union([
  z.object({
    /** As written, 5'->3', IUPAC codes, on the oligo's own strand. */
    sequence: z.string(),
    /** Of the samples the engine assessed with the suggestion, those with no real mismatch. */
    coverage_percent: z.number().min(0).max(100),
    /** Expansions: the product of the codes' base counts (1 for a plain oligo). */
    degeneracy: z.number().int().min(1),
    tm_min: z.number(),
    tm_max: z.number(),
  }),
  z.object({ none: z.string() }),
]);
export type OligoSuggestion = z.infer<typeof oligoSuggestionSchema>;

export const oligoInsightSchema = z.object({
  name: z.string(),
  role: oligoRoleSchema,
  verdict: verdictSchema,
  /** Samples scored for this oligo: every share of this oligo is of them. */
  samples: z.number().int().min(0),
  /** Samples not assessable for this oligo (the same as not_assessable.count from engine 2 on). */
  undetermined_samples: z.number().int().min(0),
  samples_with_mismatch: z.number().int().min(0),
  /** Per index as written, 5'->3': undetermined calls (N and other ambiguity codes), apart from real mismatches. */
  undetermined_by_index: z.array(z.number().int().min(0)),
  /** Distinct binding sites in all, and the most frequent ones (sorted by count). */
  variant_count: z.number().int().min(0),
  variants: z.array(variantSchema),
  /** By collection month (YYYY-MM, oldest first); samples without a month are left out. */
  by_month: z.array(trendPointSchema),
  /**
   * Issue 33: the samples dated by year only, which no month holds, shown beside the monthly
   * trend; absent on older reports.
   */
  year_only: z
    .object({ samples: z.number().int().min(0), with_mismatch: z.number().int().min(0) })
    .optional(),
  /** By country (the part of the location before ':'), most samples first. */
  by_country: z.array(trendPointSchema),
  /** Too undetermined to judge (engine 2 on): left out of every figure of this oligo. */
  not_assessable: leftOutSchema.optional(),
  /** Without the oligo's site (engine 2 on): another segment, a genome ending first, no home for its flanks. */
  not_covered: leftOutSchema.optional(),
  /** Issue 24: the oligo's Tm on its perfect complement, or null with `tm_note` in words. */
  tm: tmRangeSchema.nullable().optional(),
  tm_note: z.string().optional(),
  /** Issue 24: for an oligo at CAUTION or ACTION, a suggested redesign or why there is none. */
  suggestion: oligoSuggestionSchema.optional(),
});
export type OligoInsight = z.infer<typeof oligoInsightSchema>;

/**
 * The product's standing. Since issue 23 over its assays: `samples` are those some assay was
 * assessed on, `included_samples` those some assay detects, `undetermined_samples` those no assay
 * was assessed on. Before it, over every oligo at once (scored for every oligo; every oligo binds).
 */
export const productInsightSchema = z.object({
  verdict: verdictSchema,
  inclusivity_percent: z.number().min(0).max(100),
  included_samples: z.number().int().min(0),
  samples: z.number().int().min(0),
  undetermined_samples: z.number().int().min(0),
});
export type ProductInsight = z.infer<typeof productInsightSchema>;

/** Why an assay did not detect a sample it was assessed on: no oligo of that role binds, or none in order. */
export const assayFailureSchema = z.enum(['forward', 'reverse', 'probe', 'arrangement']);
export type AssayFailureName = z.infer<typeof assayFailureSchema>;

/**
 * One assay of the product (issue 23; science/src/assays/detect-by-assay.ts): on the samples holding
 * its sites, how many it detects.
 */
export const assayInsightSchema = z.object({
  name: z.string(),
  /** Its oligos' names, in the product version's order. */
  oligos: z.array(z.string()),
  /** By its inclusivity; null when no sample holds its sites (it was not judged on this clade). */
  verdict: verdictSchema.nullable(),
  /** Samples holding its sites that it could be judged on: detected or not. */
  samples_assessed: z.number().int().min(0),
  detected_samples: z.number().int().min(0),
  /** detected_samples of samples_assessed, 0 when none was assessed. */
  inclusivity_percent: z.number().min(0).max(100),
  /** Samples it was not judged on: a role's sites missing, or undetermined bases that might decide. */
  not_assessed: z.object({ site_missing: z.number().int().min(0), undetermined: z.number().int().min(0) }),
  /** Assessed samples it does not detect, counted exactly. */
  not_detected_count: z.number().int().min(0),
  /** The first LEFT_OUT_ACCESSIONS_KEPT of them in clade order, each with the role that failed. */
  not_detected: z.array(z.object({ accession: z.string(), failed_role: assayFailureSchema })),
  not_detected_by_role: z.partialRecord(assayFailureSchema, z.number().int().min(0)),
});
export type AssayInsight = z.infer<typeof assayInsightSchema>;

export const reportInsightsSchema = z.object({
  thresholds: verdictThresholdsSchema,
  /** Issue 24: the conditions every Tm of these insights was computed for; absent on older reports. */
  tm_conditions: tmConditionsSchema.optional(),
  product: productInsightSchema,
  oligos: z.array(oligoInsightSchema),
  /** Detection by assay (issue 23); absent on older reports. */
  assays: z.array(assayInsightSchema).optional(),
});
export type ReportInsights = z.infer<typeof reportInsightsSchema>;
