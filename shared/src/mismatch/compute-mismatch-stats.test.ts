import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mismatchStatsSchema } from '../schemas/report';
import { alignOligoToSample } from './align-oligo-to-sample';
import { computeMismatchStats } from './compute-mismatch-stats';
import { listMismatchPositions, toWrittenPosition } from './list-mismatch-positions';
import { prepareOligo } from './prepare-oligo';
import { pairArbitrary } from './testing/arbitraries';

const statsFor = (sequence: string, strandPositive: boolean, samples: readonly string[]) => {
  const oligo = prepareOligo({ name: 'probe', sequence, strandPositive });
  const stats = computeMismatchStats([
    { oligo, alignments: samples.map((sample) => alignOligoToSample(oligo, sample)) },
  ]);
  return stats.probe;
};

describe('listMismatchPositions', () => {
  it.each([
    ['exact', 'ACGT', 'TTACGTTT', []],
    ['substitution', 'ACGT', 'ACCT', [2]],
    ['ambiguous base', 'ACGT', 'NCGT', [0]],
    ['unpaired oligo base', 'ACGTCAGT', 'GGACGTAGTGG', [4]],
    ['extra sample base: charged to the oligo base before it', 'ACGTCAGT', 'GGACGATCAGTGG', [2]],
    ['overhang', 'ACGT', 'CGTTTTTT', [0]],
  ])('%s', (_name, oligo, sample, positions) => {
    const prepared = prepareOligo({ name: 'o', sequence: oligo, strandPositive: true });
    expect(listMismatchPositions(alignOligoToSample(prepared, sample))).toEqual(positions);
  });

  it("maps binding positions to the written 5'->3' order", () => {
    expect(toWrittenPosition(0, 20, true)).toBe(0);
    expect(toWrittenPosition(0, 20, false)).toBe(19);
    expect(toWrittenPosition(19, 20, false)).toBe(0);
  });
});

describe('computeMismatchStats', () => {
  it('counts samples per position and percentages over all samples, zero-mismatch ones included', () => {
    const stats = statsFor('ACGT', true, ['TTACGTTT', 'TTACCTTT', 'TTNCCTTT', 'TTACGTTT']);
    expect(stats).toEqual({
      total: 3,
      total_percent: 50,
      byIndex: [
        { count: 1, percent: 25, base: 'A' },
        { count: 0, percent: 0, base: 'C' },
        { count: 2, percent: 50, base: 'G' },
        { count: 0, percent: 0, base: 'T' },
      ],
    });
    expect(mismatchStatsSchema.safeParse({ probe: stats }).success).toBe(true);
  });

  it('reports a minus-strand oligo in its own written order', () => {
    // AACG binds as CGTT; the sample has A where the binding form's first base C is: that is the
    // written oligo's last base, G.
    const stats = statsFor('AACG', false, ['GGAGTTGG']);
    expect(stats?.byIndex.map((entry) => [entry.base, entry.count])).toEqual([
      ['A', 0],
      ['A', 0],
      ['C', 0],
      ['G', 1],
    ]);
  });

  it('keeps the written letters (IUPAC codes, U) as bases', () => {
    const stats = statsFor('acRu', true, ['ACGT']);
    expect(stats?.byIndex.map((entry) => entry.base).join('')).toBe('ACRU');
  });

  it('has zero percentages, not NaN, for a clade without samples', () => {
    expect(statsFor('ACGT', true, [])).toEqual({
      total: 0,
      total_percent: 0,
      byIndex: [...'ACGT'].map((base) => ({ count: 0, percent: 0, base })),
    });
  });

  it('adds up: totals, percentages and per-position counts agree with the alignments', () => {
    fc.assert(
      fc.property(
        fc.array(pairArbitrary, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (pairs, strandPositive) => {
          const first = pairs[0];
          if (!first) return;
          const oligo = prepareOligo({ name: 'o', sequence: first.oligo, strandPositive });
          const alignments = pairs.map((pair) => alignOligoToSample(oligo, pair.sample));
          const stats = computeMismatchStats([{ oligo, alignments }]).o;
          if (!stats) throw new Error('no stats');
          const withMismatch = alignments.filter((alignment) => alignment.mismatchCount > 0).length;
          expect(stats.total).toBe(alignments.reduce((sum, alignment) => sum + alignment.mismatchCount, 0));
          expect(stats.total_percent).toBeCloseTo((100 * withMismatch) / alignments.length, 10);
          expect(stats.byIndex).toHaveLength(oligo.length);
          stats.byIndex.forEach((entry, written) => {
            const expected = alignments.filter((alignment) =>
              listMismatchPositions(alignment).some(
                (position) => toWrittenPosition(position, oligo.length, strandPositive) === written,
              ),
            ).length;
            expect(entry.count).toBe(expected);
            expect(entry.count).toBeLessThanOrEqual(withMismatch);
            expect(entry.percent).toBeCloseTo((100 * expected) / alignments.length, 10);
            expect(entry.base).toBe(oligo.written.charAt(written));
          });
          const flagged = stats.byIndex.reduce((sum, entry) => sum + entry.count, 0);
          // Every mismatched sample flags a position; no sample flags more positions than edits.
          expect(flagged).toBeGreaterThanOrEqual(withMismatch);
          expect(flagged).toBeLessThanOrEqual(stats.total);
        },
      ),
      { numRuns: 300 },
    );
  });
});
