import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from './align-oligo-to-sample';
import { alignReference } from './align-reference';
import { type Alignment, AMBIGUOUS_CHAR, GAP_CHAR, MATCH_CHAR } from './alignment';
import { createSampleAligner } from './create-sample-aligner';
import { findBestEnd } from './find-best-end';
import { decodeSampleBytes, isMatch, MASK_OF_BYTE, toSampleBytes } from './iupac-codes';
import { DEFAULT_OUTCOME_RULES } from './outcome-rules';
import { placeUnanchored } from './place-homologous';
import { type PreparedOligo, prepareOligo } from './prepare-oligo';
import { resolveEndGaps } from './resolve-end-gaps';
import { batchArbitrary, pairArbitrary } from './testing/arbitraries';

/*
 * DESIGN.md 7: the exact semi-global search stays the engine's core, held to a plain
 * dynamic-programming reference: every fast path is checked here, on random and adversarial pairs.
 * What the engine returns is that search's placement, its end gaps read against the sample, refined
 * nearby only where it has undetermined columns, and judged (`finish`); where the placement has no
 * undetermined column it is the exact search's, column for column.
 */

/** The reference's alignment as the engine returns it without anchors. */
const finish = (alignment: Alignment, oligo: PreparedOligo, sample: Uint8Array): Alignment =>
  placeUnanchored(resolveEndGaps(alignment, sample), oligo, sample, DEFAULT_OUTCOME_RULES);

/**
 * Whether the sample holds an undetermined base (N, an ambiguity code) or ends within `reach` of
 * [start, end): there a gap of the exact search may be an undetermined column it traded for one.
 */
const undeterminedNear = (sample: Uint8Array, start: number, end: number, reach: number): boolean => {
  if (start - reach < 0 || end + reach > sample.length) return true;
  for (let p = start - reach; p < end + reach; p++)
    if (!'ACGTU'.includes(String.fromCharCode(sample[p] ?? 0))) return true;
  return false;
};

/**
 * Where the exact search's placement is whole and clean (no undetermined column, and no gap that an
 * undetermined base or a genome end beside it could stand for: issue 31), the engine's equals it.
 */
const expectExactWhereDetermined = (actual: Alignment, reference: Alignment, sample: Uint8Array): void => {
  if (reference.undeterminedCount > 0) return;
  const resolved = resolveEndGaps(reference, sample);
  if (resolved.undeterminedCount > 0) return;
  // No base of the site in the genome: no site (not covered, without lines).
  if (resolved.end <= 0 || resolved.start >= sample.length) return;
  const length = resolved.oligoLine.replaceAll(GAP_CHAR, '').length;
  if (resolved.matchLine.includes(GAP_CHAR) && undeterminedNear(sample, resolved.start, resolved.end, length))
    return;
  const { outcome: _o, reason: _r, ...placement } = actual;
  const { outcome: _p, reason: _q, ...expected } = resolved;
  expect(placement).toEqual(expected);
};

/** Last-row scores D[m][j] for j = 0..n, by the textbook recurrence: a second, independent reference. */
const lastRowScores = (oligoMasks: Uint8Array, sample: Uint8Array): number[] => {
  let previous = Array.from({ length: sample.length + 1 }, () => 0);
  for (let i = 1; i <= oligoMasks.length; i++) {
    const row = [i];
    for (let j = 1; j <= sample.length; j++) {
      const cost = isMatch(oligoMasks[i - 1] ?? 0, MASK_OF_BYTE[sample[j - 1] ?? 0] ?? 15) ? 0 : 1;
      row.push(Math.min((previous[j - 1] ?? 0) + cost, (previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1));
    }
    previous = row;
  }
  return previous;
};

/** The lines must be a faithful account of the placement they describe. */
const expectConsistentLines = (alignment: Alignment, binding: string, sample: Uint8Array): void => {
  const { oligoLine, targetLine, matchLine } = alignment;
  expect(oligoLine.length).toBe(matchLine.length);
  expect(targetLine.length).toBe(matchLine.length);
  expect(oligoLine.replaceAll(GAP_CHAR, '')).toBe(binding);
  expect(targetLine.replaceAll(GAP_CHAR, '')).toBe(decodeSampleBytes(sample, alignment.start, alignment.end));
  expect([...matchLine].filter((char) => char !== MATCH_CHAR && char !== AMBIGUOUS_CHAR).length).toBe(
    alignment.mismatchCount,
  );
  expect([...matchLine].filter((char) => char === AMBIGUOUS_CHAR).length).toBe(alignment.undeterminedCount);
};

describe('the engine equals the O(m*n) reference', () => {
  it('bit-parallel search: distance and smallest end, any range and report start', () => {
    fc.assert(
      fc.property(
        pairArbitrary,
        fc.nat(),
        fc.nat(),
        fc.nat(),
        ({ oligo, strandPositive, sample }, a, b, c) => {
          const prepared = prepareOligo({ name: 'o', sequence: oligo, strandPositive });
          const bytes = toSampleBytes(sample);
          const n = bytes.length;
          const [from, reportFrom, to] = [a % (n + 1), b % (n + 1), c % (n + 1)].sort((x, y) => x - y) as [
            number,
            number,
            number,
          ];
          const scores = lastRowScores(prepared.masks, bytes.subarray(from, to));
          // Only ends after reportFrom count; the first of equal scores (the smallest end) wins.
          let expected = { distance: prepared.length, end: reportFrom };
          const firstEnd = reportFrom - from + 1;
          for (let j = firstEnd; j < scores.length; j++) {
            const score = scores[j] ?? 0;
            if (j === firstEnd || score < expected.distance) expected = { distance: score, end: from + j };
          }
          expect(findBestEnd(prepared, bytes, from, to, reportFrom)).toEqual(expected);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('one pair: the whole alignment (distance, ambiguous count, start, end, lines)', () => {
    fc.assert(
      fc.property(pairArbitrary, ({ oligo, strandPositive, sample }) => {
        const prepared = prepareOligo({ name: 'o', sequence: oligo, strandPositive });
        const bytes = toSampleBytes(sample);
        const reference = alignReference(prepared.masks, bytes);
        expectConsistentLines(reference, prepared.binding, bytes);
        const actual = alignOligoToSample(prepared, sample);
        expect(actual).toEqual(finish(reference, prepared, bytes));
        expectExactWhereDetermined(actual, reference, bytes);
        // Undetermined columns never buy real mismatches: the engine has no more than the search.
        expect(actual.mismatchCount).toBeLessThanOrEqual(resolveEndGaps(reference, bytes).mismatchCount);
        if (actual.outcome !== 'not_covered') expectConsistentLines(actual, prepared.binding, bytes);
      }),
      { numRuns: 2500 },
    );
  });

  it('a batch: filter windows, chunked scans and caches change nothing', () => {
    // One aligner for the whole run, so its caches carry over from sample to sample as in production.
    const aligners = new Map<string, ReturnType<typeof createSampleAligner>>();
    fc.assert(
      fc.property(batchArbitrary, ({ oligos, sample }) => {
        const inputs = oligos.map(({ oligo, strandPositive }, i) => ({
          name: `o${i}`,
          sequence: oligo,
          strandPositive,
        }));
        const key = JSON.stringify(inputs);
        let aligner = aligners.get(key);
        if (!aligner) {
          aligner = createSampleAligner(inputs, { tracebackCacheSize: 64, chunkCacheSize: 64 });
          aligners.set(key, aligner);
        }
        const bytes = toSampleBytes(sample);
        const actual = aligner.alignSample(sample);
        aligner.oligos.forEach((prepared, o) => {
          const reference = alignReference(prepared.masks, bytes);
          expect(actual[o]).toEqual(finish(reference, prepared, bytes));
          expectExactWhereDetermined(actual[o] as Alignment, reference, bytes);
        });
        // Aligning the same sample again goes through the caches.
        expect(aligner.alignSample(sample)).toEqual(actual);
      }),
      { numRuns: 1500 },
    );
  });

  it('copies with a few edits each, which only the short (5-base) pieces can vouch for', () => {
    // Plain-base oligos of 16-40, copies with 2 to 5 edits (often breaking every 8-base piece),
    // extra sample bases bunched before a piece: the corners of the second filter level.
    const edit = fc.record({
      kind: fc.constantFrom('substitute', 'insert', 'delete'),
      at: fc.nat(),
      base: fc.constantFrom('A', 'C', 'G', 'T'),
    });
    const copy = fc.array(edit, { minLength: 2, maxLength: 5 });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'C', 'G', 'T'), { minLength: 16, maxLength: 40 }),
        fc.array(copy, { minLength: 1, maxLength: 3 }),
        fc.array(fc.array(fc.constantFrom('A', 'C', 'G', 'T'), { maxLength: 60 }), {
          minLength: 4,
          maxLength: 4,
        }),
        (oligoBases, copies, gaps) => {
          const oligo = oligoBases.join('');
          const planted = copies.map((edits) => {
            const bases = [...oligo];
            for (const { kind, at, base } of edits) {
              const where = at % (bases.length + 1);
              if (kind === 'insert') bases.splice(where, 0, base);
              else if (kind === 'delete') bases.splice(where, 1);
              else bases.splice(where, 1, base);
            }
            return bases.join('');
          });
          const sample =
            planted.map((text, i) => `${(gaps[i] ?? []).join('')}${text}`).join('') +
            (gaps[3] ?? []).join('');
          const aligner = createSampleAligner([{ name: 'o', sequence: oligo, strandPositive: true }]);
          const [prepared] = aligner.oligos;
          if (!prepared) throw new Error('no oligo');
          const bytes = toSampleBytes(sample);
          expect(aligner.alignSample(sample)[0]).toEqual(
            finish(alignReference(prepared.masks, bytes), prepared, bytes),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('long samples cut into many chunks, and mutated copies that share some of them', () => {
    const base = fc.array(fc.constantFrom('A', 'C', 'G', 'T'), { minLength: 2000, maxLength: 6000 });
    fc.assert(
      fc.property(
        base,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('A', 'C', 'G', 'T', 'N', '')), { maxLength: 8 }),
        fc.array(fc.constantFrom('A', 'C', 'G', 'T'), { minLength: 18, maxLength: 40 }),
        (genome, mutations, oligoChars) => {
          // An oligo unlike anything in the genome forces the full (chunked) scan.
          const oligo = oligoChars.join('');
          const aligner = createSampleAligner([{ name: 'o', sequence: oligo, strandPositive: true }]);
          const first = genome.join('');
          const mutated: string[] = [...genome];
          for (const [at, base] of mutations) mutated.splice(at % mutated.length, 1, base);
          const second = mutated.join('');
          const [prepared] = aligner.oligos;
          if (!prepared) throw new Error('no oligo');
          for (const sample of [first, second, first]) {
            expect(aligner.alignSample(sample)[0]).toEqual(alignOligoToSample(prepared, sample));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
