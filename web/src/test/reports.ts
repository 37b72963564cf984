import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import type { ReportDetail, ReportSummary } from '@oligowatch/shared/schemas/report';
import { expect } from 'vitest';
import { mockFetch } from './fetch';
import { makeToken } from './tokens';

// Shared by the report, schedule and Home screen tests (features/reports, features/schedules, app):
// a feature's test never imports another feature's files, so the common fixtures live here.

export const signIn = () => sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));

type Handlers = Parameters<typeof mockFetch>[0];

/**
 * Like mockFetch (which fails the test on a call it does not answer, after the test), and
 * `expectOnlyMockedCalls` checks the same at a chosen point of the test.
 */
export const strictFetch = (handlers: NonNullable<Handlers>) => {
  const mock = mockFetch(handlers);
  const expectOnlyMockedCalls = () => {
    const keys = mock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    expect(keys.filter((key) => !(key in handlers))).toEqual([]);
  };
  return { mock, expectOnlyMockedCalls };
};

export const summary = (overrides: Partial<ReportSummary> = {}): ReportSummary => ({
  _id: 'rep-1',
  report_title: 'N1 against SARS-CoV-2',
  creation_date: '2026-03-04T10:00:00.000Z',
  target_name: 'SARS-CoV-2',
  product_name: 'US CDC (United States) N1',
  mismatch_total: 7,
  status: 'complete',
  progress: { done: 12, total: 12 },
  ...overrides,
});

const row = (oligoName: string, accession: string, mismatchCount: number, extra = {}) => ({
  oligoName,
  oligoSequence: 'GACCCCAAAATCAGCGAAAT',
  targetSequence: 'GACCCCAAAATCAGCGTAAT',
  mismatchLines: '||||||||||||||||x|||',
  start_index: 28287,
  end_index: 28306,
  mismatchCount,
  targetLocation: 'USA: Washington',
  targetCollectionDate: '2020-03-15',
  targetAccessionID: accession,
  ...extra,
});

/** A complete two-oligo report carrying all of its rows: N1_F has 7 rows, N1_R one. */
export const detail = (overrides: Partial<ReportDetail> = {}): ReportDetail => ({
  ...summary(),
  mismatch_total: 9,
  provenance: {
    product_id: 'p-1',
    product_version: 2,
    oligos: [
      { name: 'N1_F', sequence: 'GACCCCAAAATCAGCGAAAT', dna_strand_positive: true },
      { name: 'N1_R', sequence: 'TCTGGTTACTGCCAGTTGAATCTG', dna_strand_positive: false },
    ],
    clade_id: '2697049',
    sample_count: 12,
    engine_version: '1.0.0',
  },
  mismatchStats: {
    N1_F: {
      total: 8,
      total_percent: 58.333333,
      byIndex: [
        { count: 0, percent: 0, base: 'G' },
        { count: 2, percent: 16.666667, base: 'A' },
        { count: 6, percent: 50, base: 'C' },
      ],
    },
    N1_R: { total: 1, total_percent: 8.333333, byIndex: [{ count: 1, percent: 8.333333, base: 'T' }] },
  },
  mismatches: [
    ...['MN908947.3', 'MT020880.1', 'MT020881.1', 'MT027062.1', 'MT039887.1', 'MT044257.1'].map((id, i) =>
      row('N1_F', id, 1, { targetLocation: i % 2 ? 'China: Wuhan' : 'USA: Washington' }),
    ),
    row('N1_F', 'MT066156.1', 2, {
      targetSequence: 'GACCCNAAAATCAGCG-AAT',
      mismatchLines: '|||||?||||||||||-|||',
    }),
    row('N1_R', 'MT093571.1', 1),
  ],
  mismatchRowCounts: { N1_F: 7, N1_R: 1 },
  allRowsIncluded: true,
  ...overrides,
});
