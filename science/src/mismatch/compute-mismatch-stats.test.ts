import { mismatchStatsSchema } from '@oligowatch/shared/schemas/report';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from './align-oligo-to-sample';
import { alignReference } from './align-reference';
import { computeMismatchStats } from './compute-mismatch-stats';
import { toSampleBytes } from './iupac-codes';
import { listColumnPositions, listMismatchPositions, toWrittenPosition } from './list-mismatch-positions';
import { prepareOligo } from './prepare-oligo';
import { pairArbitrary } from './testing/arbitraries';

const statsFor = (sequence: string, strandPositive: boolean, samples: readonly string[]) => {
  const oligo = prepareOligo({ name: 'probe', sequence, strandPositive });
  const stats = computeMismatchStats([
    { oligo, alignments: samples.map((sample) => alignOligoToSample(oligo, sample)) },
  ]);
  return stats.probe;
};

describe('listColumnPositions', () => {
  it.each([
    // name, oligo, sample, real positions, undetermined positions (binding form, 0-based)
    ['exact', 'ACGT', 'TTACGTTT', [], []],
    ['substitution', 'ACGT', 'ACCT', [2], []],
    ['undetermined base', 'ACGT', 'NCGT', [], [0]],
    ['both', 'ACGTACGT', 'ACNTAGGT', [5], [2]],
    ['unpaired oligo base', 'ACGTCAGT', 'GGACGTAGTGG', [4], []],
    ['extra sample base: charged to the oligo base before it', 'ACGTCAGT', 'GGACGATCAGTGG', [2], []],
    ['overhang', 'ACGT', 'CGTTTTTT', [0], []],
  ])('%s', (_name, oligo, sample, real, undetermined) => {
    const prepared = prepareOligo({ name: 'o', sequence: oligo, strandPositive: true });
    const alignment = alignReference(prepared.masks, toSampleBytes(sample));
    expect(listColumnPositions(alignment)).toEqual({ real, undetermined });
    expect(listMismatchPositions(alignment)).toEqual(real);
  });

  it("maps binding positions to the written 5'->3' order", () => {
    expect(toWrittenPosition(0, 20, true)).toBe(0);
    expect(toWrittenPosition(0, 20, false)).toBe(19);
    expect(toWrittenPosition(19, 20, false)).toBe(0);
  });
});

describe('computeMismatchStats', () => {
  it('counts real mismatches over the scored samples, zero-mismatch ones included, the rest apart', () => {
    // One substitution (written position 4), one N (position 1: 10%, scored); three Ns (30%, over
    // 20%) make a sample not assessable, and so does the short sample that hangs over both its ends
    // (4 of 10 past them read N, issue 31): both leave every figure.
    const stats = statsFor('ACGTACGTAC', true, [
      'TTACGTACGTACTT',
      'TTACGTCCGTACTT',
      'TTANGTACGTACTT',
      'TTACGTACGTACTT',
      'TTNCGTNCGTNCTT',
      'GTACGT',
    ]);
    expect(stats).toEqual({
      total: 1,
      total_percent: 25,
      byIndex: [...'ACGTACGTAC'].map((base, i) => ({
        count: i === 4 ? 1 : 0,
        percent: i === 4 ? 25 : 0,
        base,
        undetermined: i === 1 ? 1 : 0,
      })),
      samples: 4,
      undetermined_total: 1,
      not_assessable: 2,
      not_covered: 0,
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
      byIndex: [...'ACGT'].map((base) => ({ count: 0, percent: 0, base, undetermined: 0 })),
      samples: 0,
      undetermined_total: 0,
      not_assessable: 0,
      not_covered: 0,
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
          const all = pairs.map((pair) => alignOligoToSample(oligo, pair.sample));
          const stats = computeMismatchStats([{ oligo, alignments: all }]).o;
          if (!stats) throw new Error('no stats');
          // Only scored samples count; the others are counted apart.
          const alignments = all.filter((alignment) => alignment.outcome === 'scored');
          expect(stats.samples).toBe(alignments.length);
          expect((stats.not_assessable ?? 0) + (stats.not_covered ?? 0)).toBe(all.length - alignments.length);
          const withMismatch = alignments.filter((alignment) => alignment.mismatchCount > 0).length;
          expect(stats.total).toBe(alignments.reduce((sum, alignment) => sum + alignment.mismatchCount, 0));
          expect(stats.total_percent).toBeCloseTo(
            alignments.length === 0 ? 0 : (100 * withMismatch) / alignments.length,
            10,
          );
          expect(stats.byIndex).toHaveLength(oligo.length);
          stats.byIndex.forEach((entry, written) => {
            const expected = alignments.filter((alignment) =>
              listMismatchPositions(alignment).some(
                (position) => toWrittenPosition(position, oligo.length, strandPositive) === written,
              ),
            ).length;
            expect(entry.count).toBe(expected);
            expect(entry.count).toBeLessThanOrEqual(withMismatch);
            expect(entry.percent).toBeCloseTo(
              alignments.length === 0 ? 0 : (100 * expected) / alignments.length,
              10,
            );
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
