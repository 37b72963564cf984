import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from '../mismatch/align-oligo-to-sample';
import {
  addSampleToInsightCounts,
  emptyReportInsightCounts,
  type InsightOligo,
  mergeReportInsightCounts,
  type ReportInsightCounts,
} from './insight-counts';
import type { InsightSample } from './insight-sample';
import { toReportInsights } from './to-report-insights';

const T = DEFAULT_VERDICT_THRESHOLDS;
const oligos: InsightOligo[] = [
  { name: 'F', written: 'ACGTAC', strandPositive: true, role: 'primer' },
  { name: 'R', written: 'GGTCAN', strandPositive: false, role: 'primer' },
  { name: 'P', written: 'TTRCA', strandPositive: true, role: 'probe' },
];

const countsOf = (samples: readonly { sample: InsightSample; sequence: string }[]): ReportInsightCounts => {
  const counts = emptyReportInsightCounts(oligos);
  for (const { sample, sequence } of samples)
    addSampleToInsightCounts(
      counts,
      oligos,
      sample,
      oligos.map((o) =>
        alignOligoToSample({ name: o.name, sequence: o.written, strandPositive: o.strandPositive }, sequence),
      ),
      T,
      { sequence },
    );
  return counts;
};

const sampleArbitrary = fc.record({
  sample: fc.record({
    accession: fc.string({ minLength: 1, maxLength: 6 }),
    date: fc.constantFrom(null, '2020', '2020-03', '2020-03-17', '2021-11-02', '2019-12-30'),
    country: fc.constantFrom(null, 'USA', 'Greece', 'Australia'),
  }),
  sequence: fc
    .array(fc.constantFrom('A', 'C', 'G', 'T', 'N', 'R'), { minLength: 0, maxLength: 24 })
    .map((bases) => bases.join('')),
});

describe('insight counts', () => {
  it('place a year-month date in its month and count a year-only one beside the months (issue 33)', () => {
    const exact = 'ACGTACGGGGGGTTACAGGGGTGACC';
    const counts = countsOf([
      { sample: { accession: 'M', date: '2023-01', country: null }, sequence: exact },
      { sample: { accession: 'Y1', date: '2023', country: null }, sequence: exact },
      {
        sample: { accession: 'Y2', date: '2023', country: null },
        sequence: exact.replace('ACGTAC', 'ACCTAC'),
      },
      { sample: { accession: 'D', date: '2023-01-20', country: null }, sequence: exact },
    ]);
    const f = toReportInsights(oligos, counts, T, 3).oligos[0];
    expect(f?.by_month).toEqual([{ key: '2023-01', samples: 2, with_mismatch: 0, percent: 0 }]);
    expect(f?.year_only).toEqual({ samples: 2, with_mismatch: 1 });
  });

  it('split anywhere and merged, equal the counts of the whole', () => {
    fc.assert(
      fc.property(fc.array(sampleArbitrary, { maxLength: 14 }), fc.nat(), (samples, cut) => {
        const at = samples.length === 0 ? 0 : cut % (samples.length + 1);
        const whole = countsOf(samples);
        const merged = mergeReportInsightCounts(countsOf(samples.slice(0, at)), countsOf(samples.slice(at)));
        expect(merged).toEqual(whole);
        expect(toReportInsights(oligos, merged, T, 3)).toEqual(toReportInsights(oligos, whole, T, 3));
      }),
      { numRuns: 150 },
    );
  });

  it('merges in pages of any size as the report job does, and survives a JSON round trip', () => {
    fc.assert(
      fc.property(
        fc.array(sampleArbitrary, { maxLength: 20 }),
        fc.integer({ min: 1, max: 5 }),
        (samples, size) => {
          let merged = emptyReportInsightCounts(oligos);
          for (let i = 0; i < samples.length; i += size)
            merged = mergeReportInsightCounts(
              merged,
              JSON.parse(JSON.stringify(countsOf(samples.slice(i, i + size)))),
            );
          expect(merged).toEqual(countsOf(samples));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses to merge counts of different oligos', () => {
    expect(() => mergeReportInsightCounts(countsOf([]), emptyReportInsightCounts(oligos.slice(1)))).toThrow(
      RangeError,
    );
  });
});

describe('insight counts of a segment counted before assays existed', () => {
  it('do not merge with newer ones: the product figures follow another rule', () => {
    const { assays: _none, ...older } = emptyReportInsightCounts(oligos);
    expect(() =>
      mergeReportInsightCounts(emptyReportInsightCounts(oligos), older as unknown as ReportInsightCounts),
    ).toThrow('Counts of different reports do not merge');
  });
});
