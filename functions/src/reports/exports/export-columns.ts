import type { OutcomeRules } from '@oligowatch/science';
import { isTmDropFlagged } from '@oligowatch/science';
import {
  outcomeReasonText,
  reportsAssaysMessages,
  reportsInsightsMessages,
  reportsOutcomesMessages,
  reportsTmMessages,
} from '@oligowatch/shared/messages/reports';
import type {
  AssayInsight,
  LeftOut,
  OligoInsight,
  Variant,
  VerdictThresholds,
} from '@oligowatch/shared/schemas/insights';
import type { Mismatch, MismatchStats } from '@oligowatch/shared/schemas/report';
import type { CellValue } from './csv';

/**
 * The columns of each export, defined once: the CSV writer and the workbook's sheets both read
 * them, so a CSV and its sheet never disagree. Headers follow the report view's names.
 */
export interface Column<T> {
  header: string;
  value: (record: T) => CellValue;
  /** Width in characters in the workbook. */
  width?: number;
}

const yesNo = (value: boolean | undefined): CellValue => (value === undefined ? null : value ? 'yes' : 'no');

/**
 * A mismatch row, one per sample with a mismatch (or, from engine 2 on, an undetermined base) per
 * oligo; Common Name is the report's target name. Mismatches are real ones; Undetermined and
 * Reverse Complement are empty on rows of reports made before engine 2.
 */
export const rowColumns = (targetName: string): Column<Mismatch>[] => [
  { header: 'Oligo', value: (r) => r.oligoName, width: 16 },
  { header: 'Common Name', value: () => targetName, width: 16 },
  { header: 'Mismatches', value: (r) => r.mismatchCount, width: 11 },
  { header: 'Undetermined', value: (r) => r.undeterminedCount ?? null, width: 13 },
  { header: 'Sample Location', value: (r) => r.targetLocation, width: 24 },
  { header: 'Sample Date', value: (r) => r.targetCollectionDate, width: 12 },
  { header: 'Accession ID', value: (r) => r.targetAccessionID, width: 14 },
  // As the alignment view shows them (View in the report's mismatch table).
  { header: 'Start index', value: (r) => r.start_index, width: 11 },
  { header: 'End index', value: (r) => r.end_index, width: 11 },
  // Yes: the oligo line is the oligo's reverse complement (it binds the minus strand).
  { header: 'Reverse Complement', value: (r) => yesNo(r.reverseComplement), width: 18 },
  { header: 'Oligo Sequence', value: (r) => r.oligoSequence, width: 30 },
  { header: 'Match Lines', value: (r) => r.mismatchLines, width: 30 },
  { header: 'Target Sequence', value: (r) => r.targetSequence, width: 30 },
];

/** One line of the statistics: an oligo's index (1-based, as the grid shows it) or its total. */
export interface StatLine {
  oligo: string;
  /** 1-based; null on the oligo's total line. */
  position: number | null;
  base: string;
  count: number;
  /** Undetermined calls there (on the total line, in all); null on reports made before engine 2. */
  undetermined: number | null;
  percent: number;
  /** The samples assessed (scored) for the oligo: the percentages' denominator; null before engine 2. */
  samples: number | null;
  /** On the total line: the samples left out; null on index lines and before engine 2. */
  notAssessable: number | null;
  notCovered: number | null;
}

export const TOTAL_POSITION = 'Total';

export const statColumns: Column<StatLine>[] = [
  { header: 'Oligo', value: (s) => s.oligo, width: 16 },
  { header: 'Index', value: (s) => s.position ?? TOTAL_POSITION, width: 8 },
  { header: 'Base', value: (s) => s.base, width: 6 },
  { header: 'Mismatches', value: (s) => s.count, width: 11 },
  { header: 'Undetermined', value: (s) => s.undetermined, width: 13 },
  { header: 'Percent of assessed samples', value: (s) => s.percent, width: 18 },
  { header: 'Assessed Samples', value: (s) => s.samples, width: 16 },
  { header: 'Not Assessable', value: (s) => s.notAssessable, width: 15 },
  { header: 'Not Covered', value: (s) => s.notCovered, width: 12 },
];

/** Each oligo's per-index lines, then its total line, in the order given. */
export const statLinesOf = (stats: MismatchStats, oligos: readonly string[]): StatLine[] =>
  oligos.flatMap((oligo) => {
    const entry = stats[oligo];
    if (!entry) return [];
    const samples = entry.samples ?? null;
    return [
      ...entry.byIndex.map((s, i) => ({
        oligo,
        position: i + 1,
        base: s.base,
        count: s.count,
        undetermined: s.undetermined ?? null,
        percent: s.percent,
        samples,
        notAssessable: null,
        notCovered: null,
      })),
      {
        oligo,
        position: null,
        base: '',
        count: entry.total,
        undetermined: entry.undetermined_total ?? null,
        percent: entry.total_percent,
        samples,
        notAssessable: entry.not_assessable ?? null,
        notCovered: entry.not_covered ?? null,
      },
    ];
  });

/** One variant (a distinct binding site) of an oligo, ranked by sample count within it. */
export interface VariantLine {
  oligo: string;
  rank: number;
  variant: Variant;
  /** Issue 24: its delta Tm is at the report's threshold or below; null when it has no Tm fields. */
  tmFlagged: boolean | null;
}

export const variantColumns: Column<VariantLine>[] = [
  { header: 'Oligo', value: (v) => v.oligo, width: 16 },
  { header: 'Rank', value: (v) => v.rank, width: 6 },
  { header: 'Binding Site', value: (v) => v.variant.binding_site, width: 30 },
  { header: 'Match Lines', value: (v) => v.variant.mismatch_lines, width: 30 },
  { header: 'Mismatches', value: (v) => v.variant.mismatch_count, width: 11 },
  { header: "3' End Mismatches", value: (v) => v.variant.three_prime_mismatches, width: 16 },
  // Undetermined sample bases (N and other ambiguity codes) are not real mismatches.
  { header: 'Real Mismatches', value: (v) => v.variant.real_mismatches ?? null, width: 14 },
  {
    header: 'Mostly Undetermined',
    value: (v) => (v.variant.undetermined === undefined ? null : v.variant.undetermined ? 'yes' : 'no'),
    width: 18,
  },
  { header: 'Samples', value: (v) => v.variant.samples, width: 9 },
  { header: 'Percent of samples', value: (v) => v.variant.percent, width: 18 },
  { header: 'First Date', value: (v) => v.variant.first_date, width: 12 },
  { header: 'Last Date', value: (v) => v.variant.last_date, width: 12 },
  { header: 'Countries', value: (v) => v.variant.countries.join('; '), width: 24 },
  { header: 'Accessions', value: (v) => v.variant.accessions.join('; '), width: 24 },
  // Issue 24: empty on reports made before it; a variant without a number says why in the note.
  { header: reportsTmMessages.columnTm, value: (v) => v.variant.tm ?? null, width: 9 },
  { header: reportsTmMessages.columnDeltaTm, value: (v) => v.variant.delta_tm ?? null, width: 10 },
  { header: 'Tm Flag', value: (v) => yesNo(v.tmFlagged ?? undefined), width: 9 },
  { header: 'Tm Note', value: (v) => v.variant.tm_note ?? null, width: 40 },
];

/**
 * Each oligo's variants as given (the report job sorts them by count), ranked from 1, each flagged
 * as the variants table flags it, by the report's thresholds.
 */
export const variantLinesOf = (
  byOligo: readonly { oligo: string; variants: readonly Variant[] }[],
  thresholds: Pick<VerdictThresholds, 'action_delta_tm'> = {},
): VariantLine[] =>
  byOligo.flatMap(({ oligo, variants }) =>
    variants.map((variant, i) => ({
      oligo,
      rank: i + 1,
      variant,
      tmFlagged: variant.delta_tm === undefined ? null : isTmDropFlagged(variant, thresholds),
    })),
  );

/** One sample left out of an oligo's figures, with why; or the count of those not listed. */
export interface LeftOutLine {
  oligo: string;
  outcome: string;
  reason: string;
  accession: string;
}

export const leftOutColumns: Column<LeftOutLine>[] = [
  { header: 'Oligo', value: (l) => l.oligo, width: 16 },
  { header: 'Outcome', value: (l) => l.outcome, width: 16 },
  { header: 'Reason', value: (l) => l.reason, width: 60 },
  { header: 'Accession', value: (l) => l.accession, width: 24 },
];

const leftOutLines = (
  oligo: string,
  outcome: string,
  leftOut: LeftOut | undefined,
  rules: OutcomeRules,
): LeftOutLine[] => {
  if (!leftOut || leftOut.count === 0) return [];
  const listed = leftOut.accessions.map((accession, i) => {
    const reason = leftOut.reasons?.[i];
    return { oligo, outcome, reason: reason ? outcomeReasonText(reason, rules) : '', accession };
  });
  const unlisted = leftOut.count - listed.length;
  return unlisted > 0
    ? [...listed, { oligo, outcome, reason: '', accession: reportsInsightsMessages.moreItems(unlisted) }]
    : listed;
};

/**
 * The samples each oligo left out of its figures (insights, engine 2 on): the first ones listed
 * with their reason, then how many more there are. Empty for reports without such lists.
 */
export const leftOutLinesOf = (
  insights: readonly Pick<OligoInsight, 'name' | 'not_assessable' | 'not_covered'>[],
  oligos: readonly string[],
  rules: OutcomeRules,
): LeftOutLine[] =>
  insights
    .filter((insight) => oligos.includes(insight.name))
    .flatMap((insight) => [
      ...leftOutLines(insight.name, reportsOutcomesMessages.notAssessable, insight.not_assessable, rules),
      ...leftOutLines(insight.name, reportsOutcomesMessages.notCovered, insight.not_covered, rules),
    ]);

/**
 * One assay of the product (issue 23): what it detected of the samples it was judged on. An assay
 * no sample holds the sites of has no verdict and no inclusivity (empty cells, not 0%).
 */
export const assayColumns: Column<AssayInsight>[] = [
  { header: 'Assay', value: (a) => a.name, width: 20 },
  { header: 'Oligos', value: (a) => a.oligos.join('; '), width: 40 },
  {
    header: 'Verdict',
    value: (a) => (a.verdict ? [a.verdict.level, ...a.verdict.reasons].join(' — ') : null),
    width: 40,
  },
  { header: 'Assessed Samples', value: (a) => a.samples_assessed, width: 16 },
  { header: 'Detected Samples', value: (a) => a.detected_samples, width: 16 },
  {
    header: 'Inclusivity (%)',
    value: (a) => (a.samples_assessed === 0 ? null : a.inclusivity_percent),
    width: 14,
  },
  { header: 'Not Detected', value: (a) => a.not_detected_count, width: 13 },
  { header: 'Without Its Sites', value: (a) => a.not_assessed.site_missing, width: 16 },
  { header: 'Undetermined', value: (a) => a.not_assessed.undetermined, width: 13 },
];

/** One sample an assay was judged on and missed, with the role that failed; or how many more. */
export interface NotDetectedLine {
  assay: string;
  accession: string;
  failed: string;
}

export const notDetectedColumns: Column<NotDetectedLine>[] = [
  { header: 'Assay', value: (l) => l.assay, width: 20 },
  { header: 'Accession', value: (l) => l.accession, width: 24 },
  { header: 'Failed', value: (l) => l.failed, width: 60 },
];

/** Each assay's samples not detected: the first ones listed with the role that failed, then how many more. */
export const notDetectedLinesOf = (assays: readonly AssayInsight[]): NotDetectedLine[] =>
  assays.flatMap((assay) => {
    const listed = assay.not_detected.map((sample) => ({
      assay: assay.name,
      accession: sample.accession,
      failed: reportsAssaysMessages.failedRole[sample.failed_role],
    }));
    const unlisted = assay.not_detected_count - listed.length;
    return unlisted > 0
      ? [...listed, { assay: assay.name, accession: reportsInsightsMessages.moreItems(unlisted), failed: '' }]
      : listed;
  });
