import { describe, expect, it } from 'vitest';
import { reportsWindowMessages } from './messages/reports';
import {
  candidateRange,
  dateSortKey,
  periodOf,
  placeInWindow,
  type ResolvedWindow,
  resolveWindow,
  tallyWindow,
} from './sample-window';
import { sampleWindowInputSchema, windowProblemOf } from './schemas/sample-window';

const run = new Date('2024-03-31T10:00:00Z');

describe('resolveWindow', () => {
  it.each([
    [{ kind: 'all' } as const, undefined],
    [
      { kind: 'collected_last', amount: 10, unit: 'd' } as const,
      { basis: 'collected', from: '2024-03-21', to: '2024-03-31' },
    ],
    [
      { kind: 'collected_last', amount: 2, unit: 'w' } as const,
      { basis: 'collected', from: '2024-03-17', to: '2024-03-31' },
    ],
    // A calendar month back keeps the day, or the month's last day (February 2024 has 29).
    [
      { kind: 'collected_last', amount: 1, unit: 'm' } as const,
      { basis: 'collected', from: '2024-02-29', to: '2024-03-31' },
    ],
    [
      { kind: 'collected_last', amount: 15, unit: 'm' } as const,
      { basis: 'collected', from: '2022-12-31', to: '2024-03-31' },
    ],
    [
      { kind: 'collected_between', from: '2023-01-01', to: '2023-06-30' } as const,
      { basis: 'collected', from: '2023-01-01', to: '2023-06-30' },
    ],
    [{ kind: 'published_since', since: '2024-01-15' } as const, { basis: 'published', from: '2024-01-15' }],
  ])('%j at 2024-03-31 -> %j', (window, expected) => {
    expect(resolveWindow(window, run)).toEqual(expected);
  });

  it('moves with each run', () => {
    const window = { kind: 'collected_last', amount: 7, unit: 'd' } as const;
    expect(resolveWindow(window, new Date('2024-04-07T00:00:00Z'))?.from).toBe('2024-03-31');
  });
});

describe('periodOf', () => {
  it.each([
    ['2023', { start: '2023-01-01', end: '2023-12-31' }],
    ['2024-02', { start: '2024-02-01', end: '2024-02-29' }],
    ['2023-02', { start: '2023-02-01', end: '2023-02-28' }],
    ['2023-04-05', { start: '2023-04-05', end: '2023-04-05' }],
    ['Apr-2023', undefined],
  ])('%s -> %j', (iso, expected) => {
    expect(periodOf(iso)).toEqual(expected);
  });
});

describe('placeInWindow', () => {
  const h1: ResolvedWindow = { basis: 'collected', from: '2023-01-01', to: '2023-06-30' };
  const mid: ResolvedWindow = { basis: 'collected', from: '2023-03-15', to: '2023-09-30' };
  const since: ResolvedWindow = { basis: 'published', from: '2024-01-15' };
  it.each([
    [h1, '2023-03-01', 'inside'],
    [h1, '2023-01-01', 'inside'],
    [h1, '2023-06-30', 'inside'],
    [h1, '2023-07-01', 'outside'],
    [h1, '2022-12-31', 'outside'],
    [h1, '2023-04', 'inside'],
    [h1, '2023-07', 'outside'],
    // A year-only date straddles a half-year window: counted apart, never silently in or out.
    [h1, '2023', 'too_coarse'],
    [h1, '2022', 'outside'],
    [h1, '2024', 'outside'],
    [mid, '2023-03', 'too_coarse'],
    [mid, '2023-09', 'inside'],
    [mid, '2023-10', 'outside'],
    [mid, undefined, 'undated'],
    [mid, '', 'undated'],
    [since, '2024-01-15', 'inside'],
    [since, '2024-01-14', 'outside'],
    [since, '2030-01-01', 'inside'],
    [since, undefined, 'undated'],
  ] as const)('%j, %s -> %s', (window, iso, place) => {
    expect(placeInWindow(window, iso)).toBe(place);
  });
});

describe('date index keys', () => {
  it('sort dated members by their first day, the undated after every date', () => {
    const keys = [
      dateSortKey('2023', 'B'),
      dateSortKey(undefined, 'A'),
      dateSortKey('2023-01-05', 'C'),
      dateSortKey('2022-12', 'D'),
    ].sort();
    expect(keys).toEqual(['2022-12-01#D', '2023-01-01#B', '2023-01-05#C', '~#A']);
  });

  it('a window reads its candidates from a year before its first day, to its last', () => {
    const window: ResolvedWindow = { basis: 'collected', from: '2023-03-15', to: '2023-09-30' };
    const { first, last } = candidateRange(window);
    for (const iso of ['2023', '2023-03', '2023-09-30', '2022-03-15'])
      expect(dateSortKey(iso, 'X') >= first && dateSortKey(iso, 'X') <= last).toBe(true);
    expect(dateSortKey(undefined, 'X') > last).toBe(true);
    expect(dateSortKey('2023-10-01', 'X') > last).toBe(true);
  });
});

describe('tallyWindow', () => {
  it('counts the inside and lists those set apart', () => {
    expect(
      tallyWindow([
        { accession: 'A', place: 'inside' },
        { accession: 'B', place: 'too_coarse' },
        { accession: 'C', place: 'outside' },
        { accession: 'D', place: 'undated' },
        { accession: 'E', place: 'inside' },
      ]),
    ).toEqual({ inside: 2, too_coarse: { count: 1, first: ['B'] }, undated: { count: 1, first: ['D'] } });
  });
});

describe('window input', () => {
  it.each([
    [{ kind: 'all' }, undefined],
    [{ kind: 'collected_last', amount: 3, unit: 'm' }, undefined],
    [{ kind: 'collected_between', from: '2023-01-01', to: '2023-01-01' }, undefined],
    [{ kind: 'published_since', since: '2024-02-29' }, undefined],
    ['last month', reportsWindowMessages.invalid],
    [{ kind: 'recent' }, reportsWindowMessages.invalid],
    [
      { kind: 'collected_last', amount: 0, unit: 'd' },
      reportsWindowMessages.amountInvalid({ d: 3650, w: 520, m: 120 }),
    ],
    [
      { kind: 'collected_last', amount: 1.5, unit: 'w' },
      reportsWindowMessages.amountInvalid({ d: 3650, w: 520, m: 120 }),
    ],
    [
      { kind: 'collected_last', amount: 121, unit: 'm' },
      reportsWindowMessages.amountInvalid({ d: 3650, w: 520, m: 120 }),
    ],
    [{ kind: 'collected_last', amount: 3, unit: 'y' }, reportsWindowMessages.unitInvalid],
    [
      { kind: 'collected_between', from: '2023-02-30', to: '2023-03-01' },
      reportsWindowMessages.dateInvalid('from'),
    ],
    [{ kind: 'collected_between', from: '2023-02-01' }, reportsWindowMessages.dateInvalid('to')],
    [{ kind: 'collected_between', from: '2023-03-01', to: '2023-02-01' }, reportsWindowMessages.fromAfterTo],
    [{ kind: 'published_since', since: '2024' }, reportsWindowMessages.dateInvalid('since')],
  ])('%j -> %s', (value, problem) => {
    expect(windowProblemOf(value)).toBe(problem);
    const parsed = sampleWindowInputSchema.safeParse(value);
    expect(parsed.success).toBe(problem === undefined);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(problem);
  });
});
