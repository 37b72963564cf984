import { describe, expect, it } from 'vitest';
import type { Alignment } from '../mismatch/alignment';
import type { StatsOligo } from '../mismatch/mismatch-counts';
import {
  addToNewCohort,
  alertBasisOf,
  emptyNewCohort,
  isNewSince,
  mergeNewCohorts,
  type NewCohortCounts,
} from './new-cohort';

const OLIGOS: StatsOligo[] = [
  { name: 'F', written: 'ACGTA', strandPositive: true },
  { name: 'R', written: 'TTGCA', strandPositive: true },
];

/** A scored alignment of a 5-base oligo, 'x' a real mismatch; or an unscored outcome. */
const scored = (marks: string): Alignment => ({
  mismatchCount: [...marks].filter((m) => m === 'x').length,
  undeterminedCount: 0,
  start: 0,
  end: marks.length,
  oligoLine: 'ACGTA',
  targetLine: 'ACGTA',
  matchLine: marks,
  outcome: 'scored',
});
const unscored = (outcome: 'not_assessable' | 'not_covered'): Alignment => ({
  ...scored('|||||'),
  outcome,
});

const SINCE = '2026-11-20T10:00:00.000Z';

describe('isNewSince', () => {
  it.each([
    ['joined after the previous plan', '2026-11-21T00:00:00.000Z', true],
    ['joined at the very time of the previous plan', SINCE, false],
    ['joined before it', '2026-11-19T23:59:59.999Z', false],
    ['no join time (written before join times were kept)', undefined, false],
  ])('%s', (_, joinedAt, expected) => {
    expect(isNewSince(joinedAt, SINCE)).toBe(expected);
  });
});

describe('alertBasisOf', () => {
  it.each([
    ['no new cohort (first run, or previous run without a plan time)', undefined, 20, 'window'],
    ['an empty cohort', 0, 20, 'window'],
    ['19 assessed of 20 needed', 19, 20, 'window'],
    ['exactly 20 assessed', 20, 20, 'new_cohort'],
    ['more than needed', 155, 20, 'new_cohort'],
    ['a lower setting', 5, 5, 'new_cohort'],
  ] as const)('%s', (_, assessed, min, expected) => {
    expect(alertBasisOf(assessed, min)).toBe(expected);
  });
});

/** The cohort of the samples given, each a row of alignments (one per oligo). */
const cohortOf = (samples: Alignment[][]): NewCohortCounts => {
  const cohort = emptyNewCohort(OLIGOS);
  for (const alignments of samples) addToNewCohort(cohort, OLIGOS, alignments);
  return cohort;
};

describe('new cohort counts', () => {
  it.each<[string, Alignment[][], { samples: number; assessed: number; per: [number, number][] }]>([
    [
      'none',
      [],
      {
        samples: 0,
        assessed: 0,
        per: [
          [0, 0],
          [0, 0],
        ],
      },
    ],
    [
      'a perfect match on both',
      [[scored('|||||'), scored('|||||')]],
      {
        samples: 1,
        assessed: 1,
        per: [
          [1, 0],
          [1, 0],
        ],
      },
    ],
    [
      'a real mismatch in F only',
      [[scored('||||x'), scored('|||||')]],
      {
        samples: 1,
        assessed: 1,
        per: [
          [1, 1],
          [1, 0],
        ],
      },
    ],
    [
      'assessed for R only (F not covered)',
      [[unscored('not_covered'), scored('x||||')]],
      {
        samples: 1,
        assessed: 1,
        per: [
          [0, 0],
          [1, 1],
        ],
      },
    ],
    [
      'assessed for neither: read but not assessed',
      [[unscored('not_assessable'), unscored('not_covered')]],
      {
        samples: 1,
        assessed: 0,
        per: [
          [0, 0],
          [0, 0],
        ],
      },
    ],
  ])('%s', (_, samples, expected) => {
    const cohort = cohortOf(samples);
    expect(cohort.samples).toBe(expected.samples);
    expect(cohort.assessed).toBe(expected.assessed);
    expect(cohort.counts.map((c) => [c.samples, c.samplesWithMismatch])).toEqual(expected.per);
  });

  it('merges two segments into the counts of their union', () => {
    const a: Alignment[][] = [
      [scored('||||x'), scored('|||||')],
      [unscored('not_covered'), unscored('not_assessable')],
    ];
    const b: Alignment[][] = [
      [scored('x|||x'), scored('x||||')],
      [scored('|||||'), unscored('not_covered')],
    ];
    expect(mergeNewCohorts(cohortOf(a), cohortOf(b))).toEqual(cohortOf([...a, ...b]));
    const merged = mergeNewCohorts(cohortOf(a), cohortOf(b));
    expect(merged.samples).toBe(4);
    expect(merged.assessed).toBe(3);
    expect(merged.counts.map((c) => [c.samples, c.samplesWithMismatch])).toEqual([
      [3, 2],
      [2, 1],
    ]);
  });
});
