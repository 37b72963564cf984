import type { Alignment, InsightAssay } from '@oligowatch/science';
import {
  addSampleToInsightCounts,
  addSiteWindow,
  addToMismatchCounts,
  addToNewCohort,
  assayRoleInReports,
  emptyMismatchCounts,
  emptyNewCohort,
  emptyReportInsightCounts,
  type InsightOligo,
  isNewSince,
  mergeMismatchCounts,
  mergeNewCohorts,
  mergeReportInsightCounts,
  mergeSiteWindows,
  type NewCohortCounts,
  type OligoInput,
  type OligoMismatchCounts,
  oligoInputsOf,
  type PreparedOligo,
  prepareOligo,
  type ReportInsightCounts,
  reportAssaysOf,
  type SiteWindows,
  toInsightSample,
  toMismatchFields,
  toSiteWindow,
} from '@oligowatch/science';
import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import type { Mismatch, ReportProvenance } from '@oligowatch/shared/schemas/report';

/** What a report shows of a sample beside its alignments. */
export interface SampleAbout {
  accessionID: string;
  geo_loc_name: string;
  collection_date: string;
  collection_date_enriched_iso?: string;
  /** When it joined the clade (issue 33, item 3); absent: before join times were kept. */
  joined_at?: string;
}

/**
 * A segment's counts, kept apart until the run's reduce merges every segment's (counts of disjoint
 * sets of samples merge into those of their union: science/src/mismatch/mismatch-counts.ts and
 * science/src/insights/insight-counts.ts). Plain JSON, stored as the segment's partial.
 */
export interface SegmentPartial {
  samples: number;
  counts: OligoMismatchCounts[];
  row_counts: number[];
  insights: ReportInsightCounts;
  /**
   * Per oligo, the distinct site windows of its scored samples and how many have each (issue 24):
   * the reduce checks suggested redesigns on them with the engine instead of reading the clade
   * again (docs/decisions/0019). Absent in partials written before it: no suggestion is checked.
   */
  site_windows?: SiteWindows[];
  /**
   * Issue 33, item 3: the counts of the segment's new cohort (samples that joined the clade after
   * the provenance's `new_cohort.since`), on a scheduled run that has one. A run one of whose
   * partials lacks it (written before) has none.
   */
  new_cohort?: NewCohortCounts;
}

/** The oligos of a report as the counts and insights read them, from its provenance. */
export const reportOligosOf = (
  provenance: ReportProvenance,
): {
  inputs: OligoInput[];
  prepared: PreparedOligo[];
  insightOligos: InsightOligo[];
  assays: InsightAssay[];
} => {
  const inputs = oligoInputsOf(provenance);
  const prepared = inputs.map(prepareOligo);
  return {
    inputs,
    prepared,
    insightOligos: prepared.map((oligo, i) => {
      const assayRole = provenance.oligos[i]?.assay_role;
      return {
        name: oligo.name,
        written: oligo.written,
        strandPositive: oligo.strandPositive,
        role: inputs[i]?.role ?? 'primer',
        // Frozen unknown (issue 34): a forward primer in its assays, and the verdicts say its
        // role is not confirmed.
        ...(assayRole !== undefined ? { assayRole: assayRoleInReports(assayRole) } : {}),
        ...(assayRole === null ? { roleUnconfirmed: true } : {}),
      };
    }),
    assays: reportAssaysOf(provenance),
  };
};

/**
 * A pair gets a row when it was scored and its site shows something: a real mismatch or an
 * undetermined base (DESIGN.md 7). Not assessable and not covered pairs are listed in the insights.
 */
export const hasRow = (alignment: Alignment): boolean =>
  alignment.outcome === 'scored' && (alignment.mismatchCount > 0 || alignment.undeterminedCount > 0);

const toRow = (
  oligo: OligoInput,
  sample: SampleAbout,
  alignment: Alignment,
  sampleLength: number,
): Mismatch => ({
  oligoName: oligo.name,
  ...toMismatchFields(alignment, oligo, sampleLength),
  targetLocation: sample.geo_loc_name,
  targetCollectionDate: sample.collection_date,
  targetAccessionID: sample.accessionID,
});

export interface SegmentTally {
  /** One sample's alignments, one per oligo, as the engine gave them, and the sample's bases. */
  add(sample: SampleAbout, alignments: readonly Alignment[], sequence: string | Uint8Array): void;
  /** The segment's rows per oligo (sample order) and its partial counts. */
  result(): { rows: Mismatch[][]; partial: SegmentPartial };
}

/** Counts one segment of a report's clade: statistics, insights and rows, nothing stored. */
export const createSegmentTally = (provenance: ReportProvenance): SegmentTally => {
  const { inputs, prepared, insightOligos, assays } = reportOligosOf(provenance);
  const thresholds = provenance.verdict_thresholds ?? DEFAULT_VERDICT_THRESHOLDS;
  const counts = prepared.map(emptyMismatchCounts);
  const rows: Mismatch[][] = prepared.map(() => []);
  const insights = emptyReportInsightCounts(insightOligos, assays);
  const siteWindows: SiteWindows[] = prepared.map(() => ({}));
  const since = provenance.new_cohort?.since;
  const cohort = since !== undefined ? emptyNewCohort(prepared) : undefined;
  let samples = 0;
  return {
    add(sample, alignments, sequence) {
      samples++;
      if (cohort && since !== undefined && isNewSince(sample.joined_at, since))
        addToNewCohort(cohort, prepared, alignments);
      addSampleToInsightCounts(insights, insightOligos, toInsightSample(sample), alignments, thresholds, {
        assays,
      });
      for (const [o, alignment] of alignments.entries()) {
        addToMismatchCounts(counts[o] as OligoMismatchCounts, prepared[o] as PreparedOligo, alignment);
        if (hasRow(alignment))
          rows[o]?.push(toRow(inputs[o] as OligoInput, sample, alignment, sequence.length));
        if (alignment.outcome === 'scored')
          addSiteWindow(siteWindows[o] as SiteWindows, toSiteWindow(sequence, alignment));
      }
    },
    result: () => ({
      rows,
      partial: {
        samples,
        counts,
        row_counts: rows.map((r) => r.length),
        insights,
        site_windows: siteWindows,
        ...(cohort ? { new_cohort: cohort } : {}),
      },
    }),
  };
};

/** Every segment's partial merged, in segment order (so the first accessions kept stay in clade order). */
export const mergeSegmentPartials = (
  provenance: ReportProvenance,
  partials: readonly SegmentPartial[],
): SegmentPartial => {
  const { prepared, insightOligos, assays } = reportOligosOf(provenance);
  return partials.reduce<SegmentPartial>(
    (merged, partial) => ({
      samples: merged.samples + partial.samples,
      counts: merged.counts.map((c, o) => mergeMismatchCounts(c, partial.counts[o] as OligoMismatchCounts)),
      row_counts: merged.row_counts.map((n, o) => n + (partial.row_counts[o] ?? 0)),
      insights: mergeReportInsightCounts(merged.insights, partial.insights),
      // One segment without windows (written before issue 24) leaves the run without any.
      ...(merged.site_windows && partial.site_windows
        ? {
            site_windows: merged.site_windows.map((w, o) =>
              mergeSiteWindows(w, partial.site_windows?.[o] ?? {}),
            ),
          }
        : {}),
      ...(merged.new_cohort && partial.new_cohort
        ? { new_cohort: mergeNewCohorts(merged.new_cohort, partial.new_cohort) }
        : {}),
    }),
    {
      samples: 0,
      counts: prepared.map(emptyMismatchCounts),
      row_counts: prepared.map(() => 0),
      insights: emptyReportInsightCounts(insightOligos, assays),
      site_windows: prepared.map(() => ({})),
      ...(provenance.new_cohort ? { new_cohort: emptyNewCohort(prepared) } : {}),
    },
  );
};
