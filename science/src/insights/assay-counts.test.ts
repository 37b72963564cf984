import { DEFAULT_VERDICT_THRESHOLDS, LEFT_OUT_ACCESSIONS_KEPT } from '@oligowatch/shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssayDetection } from '../assays/detect-by-assay';
import {
  type AssayInsightCounts,
  addSampleToAssayCounts,
  emptyAssayInsightCounts,
  mergeAssayInsightCounts,
  type ProductDetectionCounts,
} from './assay-counts';
import { emptyReportInsightCounts, type InsightOligo } from './insight-counts';
import { toReportInsights } from './to-report-insights';

const T = DEFAULT_VERDICT_THRESHOLDS;
const detected: AssayDetection = {
  outcome: 'detected',
  forward: 0,
  reverse: 1,
  probe: null,
  amplicon_bases: 90,
};
const missing: AssayDetection = { outcome: 'not_assessed', reason: 'site_missing' };
const undetermined: AssayDetection = { outcome: 'not_assessed', reason: 'undetermined' };
const failed = (role: 'forward' | 'reverse' | 'probe' | 'arrangement'): AssayDetection => ({
  outcome: 'not_detected',
  failed: role,
});

/** Two assays' counts and the product's over samples given as [accession, detection by each assay]. */
const countsOf = (samples: readonly (readonly [string, readonly AssayDetection[]])[]) => {
  const assays = [emptyAssayInsightCounts(), emptyAssayInsightCounts()];
  const product: ProductDetectionCounts = { samples: 0, undetermined_samples: 0, included_samples: 0 };
  for (const [accession, detections] of samples)
    addSampleToAssayCounts(assays, product, accession, detections);
  return { assays, product };
};

describe('assay counts', () => {
  it.each<[string, AssayDetection[], Partial<ProductDetectionCounts>]>([
    // what, detection by assay A and B, the product's counts
    ['detected by both', [detected, detected], { samples: 1, included_samples: 1 }],
    [
      'detected by one assay, missed by the other',
      [failed('probe'), detected],
      { samples: 1, included_samples: 1 },
    ],
    [
      'detected by the only assay holding its sites',
      [missing, detected],
      { samples: 1, included_samples: 1 },
    ],
    [
      'missed by the only assay holding its sites',
      [failed('reverse'), missing],
      { samples: 1, included_samples: 0 },
    ],
    ['missed by one assay, the other undetermined', [failed('forward'), undetermined], { samples: 1 }],
    ['no assay holds its sites', [missing, missing], { undetermined_samples: 1 }],
    ['undetermined for one, missing for the other', [undetermined, missing], { undetermined_samples: 1 }],
  ])('a sample %s', (_what, detections, product) => {
    expect(countsOf([['S1', detections]]).product).toEqual({
      samples: 0,
      undetermined_samples: 0,
      included_samples: 0,
      ...product,
    });
  });

  it('counts each assay apart: assessed, detected, not assessed by why, not detected with the role that failed', () => {
    const { assays } = countsOf([
      ['S1', [detected, missing]],
      ['S2', [failed('probe'), missing]],
      ['S3', [undetermined, missing]],
      ['S4', [failed('arrangement'), detected]],
      ['S5', [failed('probe'), failed('forward')]],
    ]);
    expect(assays[0]).toEqual({
      samples_assessed: 4,
      detected_samples: 1,
      not_assessed: { site_missing: 0, undetermined: 1 },
      not_detected: {
        count: 3,
        accessions: ['S2', 'S4', 'S5'],
        failed: ['probe', 'arrangement', 'probe'],
        by_failure: { probe: 2, arrangement: 1 },
      },
    });
    expect(assays[1]).toMatchObject({
      samples_assessed: 2,
      detected_samples: 1,
      not_assessed: { site_missing: 3, undetermined: 0 },
      not_detected: { count: 1, accessions: ['S5'], failed: ['forward'] },
    });
  });

  it('lists the first samples not detected and counts them all', () => {
    const samples = Array.from(
      { length: LEFT_OUT_ACCESSIONS_KEPT + 7 },
      (_, i) => [`S${i}`, [failed('reverse'), missing]] as const,
    );
    const listed = countsOf(samples).assays[0]?.not_detected;
    expect(listed?.count).toBe(LEFT_OUT_ACCESSIONS_KEPT + 7);
    expect(listed?.accessions).toEqual(samples.slice(0, LEFT_OUT_ACCESSIONS_KEPT).map(([a]) => a));
    expect(listed?.failed).toHaveLength(LEFT_OUT_ACCESSIONS_KEPT);
  });

  it('split anywhere and merged, equal the counts of the whole (the segments of a run)', () => {
    const detection = fc.constantFrom(
      detected,
      missing,
      undetermined,
      failed('forward'),
      failed('probe'),
      failed('arrangement'),
    );
    const samples = fc.array(
      fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.tuple(detection, detection)),
      {
        maxLength: 70,
      },
    );
    fc.assert(
      fc.property(samples, fc.nat(), (all, cut) => {
        const at = all.length === 0 ? 0 : cut % (all.length + 1);
        const whole = countsOf(all);
        const [a, b] = [countsOf(all.slice(0, at)), countsOf(all.slice(at))];
        expect(a.assays.map((x, i) => mergeAssayInsightCounts(x, b.assays[i] as AssayInsightCounts))).toEqual(
          whole.assays,
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('insights by assay', () => {
  // A SARS-CoV-2 assay (N1) and an influenza assay (M) in one product, judged on a SARS-CoV-2 clade.
  const oligos: InsightOligo[] = ['N1-F', 'N1-R', 'N1-P', 'M-F', 'M-R', 'M-P'].map((name) => ({
    name,
    written: 'ACGTACGTAC',
    strandPositive: true,
    role: name.endsWith('P') ? 'probe' : 'primer',
  }));
  const assays = [
    { name: 'SARS-CoV-2 N1', oligos: [0, 1, 2] },
    { name: 'Influenza A M', oligos: [3, 4, 5] },
  ];
  const insightsOf = (detections: readonly AssayDetection[][]) => {
    const counts = emptyReportInsightCounts(oligos, assays);
    for (const [i, sample] of detections.entries())
      addSampleToAssayCounts(counts.assays, counts.product, `S${i}`, sample);
    // The N1 oligos were scored on every sample; the M oligos on none (no sample holds their sites).
    for (const o of [0, 1, 2]) (counts.oligos[o] as { samples: number }).samples = detections.length;
    return toReportInsights(oligos, counts, T, 5, { assays });
  };

  it('judges the product by the assays assessed on some sample and their oligos alone', () => {
    const insights = insightsOf(
      Array.from({ length: 10 }, (_, i) => [i < 9 ? detected : failed('probe'), missing]),
    );
    expect(insights.assays).toEqual([
      {
        name: 'SARS-CoV-2 N1',
        oligos: ['N1-F', 'N1-R', 'N1-P'],
        verdict: { level: 'PASS', reasons: ['Inclusivity is 90% (90% or more).'] },
        samples_assessed: 10,
        detected_samples: 9,
        inclusivity_percent: 90,
        not_assessed: { site_missing: 0, undetermined: 0 },
        not_detected_count: 1,
        not_detected: [{ accession: 'S9', failed_role: 'probe' }],
        not_detected_by_role: { probe: 1 },
      },
      {
        name: 'Influenza A M',
        oligos: ['M-F', 'M-R', 'M-P'],
        verdict: null,
        samples_assessed: 0,
        detected_samples: 0,
        inclusivity_percent: 0,
        not_assessed: { site_missing: 10, undetermined: 0 },
        not_detected_count: 0,
        not_detected: [],
        not_detected_by_role: {},
      },
    ]);
    // The M oligos, scored on no sample, would each be CAUTION: they do not judge this product.
    expect(insights.oligos[3]?.verdict.level).toBe('CAUTION');
    expect(insights.product).toEqual({
      verdict: { level: 'PASS', reasons: ['Inclusivity is 90% (90% or more).'] },
      inclusivity_percent: 90,
      included_samples: 9,
      samples: 10,
      undetermined_samples: 0,
    });
  });

  it("takes each judged assay's inclusivity into the product's verdict, naming the assay", () => {
    // Both assays hold every sample's sites: M misses 3 of 10, N1 detects all (the product detects all).
    const insights = insightsOf(
      Array.from({ length: 10 }, (_, i) => [detected, i < 3 ? failed('forward') : detected]),
    );
    expect(insights.assays?.[1]?.verdict).toEqual({
      level: 'ACTION',
      reasons: ['Inclusivity is 70%, under 75%.'],
    });
    expect(insights.product.inclusivity_percent).toBe(100);
    expect(insights.product.verdict.level).toBe('ACTION');
    expect(insights.product.verdict.reasons.slice(0, 2)).toEqual([
      'Inclusivity is 100% (90% or more).',
      'Assay Influenza A M: ACTION.',
    ]);
  });
});
