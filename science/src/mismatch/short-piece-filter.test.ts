import { describe, expect, it } from 'vitest';
import { alignReference } from './align-reference';
import { createSampleAligner } from './create-sample-aligner';
import { toSampleBytes } from './iupac-codes';
import { prepareOligo } from './prepare-oligo';
import { chooseShortPieces, collectShortPieceWindows } from './short-piece-filter';

// 20 plain bases: 8-base pieces at 0 and 8 (they vouch for 1 edit), 5-base pieces at 0, 5, 10, 15.
const OLIGO = 'GATTCCGATGCAAGTCTAGG';
const insertAfter = (text: string, positions: readonly number[], base: string): string =>
  [...text].map((char, i) => (positions.includes(i) ? `${char}${base}` : char)).join('');
const substitute = (text: string, positions: readonly number[]): string =>
  [...text].map((char, i) => (positions.includes(i) ? (char === 'A' ? 'C' : 'A') : char)).join('');

describe('chooseShortPieces', () => {
  it('tiles the binding form with plain-base 5-mers, stepping over IUPAC codes', () => {
    const pieces = (sequence: string) =>
      chooseShortPieces(prepareOligo({ name: 'o', sequence, strandPositive: true })).offsets;
    expect(pieces(OLIGO)).toEqual([0, 5, 10, 15]);
    expect(pieces('GATTCRGATGCAAGTCTAGG')).toEqual([0, 6, 11]);
    expect(pieces('ACGT')).toEqual([]);
  });
});

describe('collectShortPieceWindows', () => {
  it('gives a window start b bases before each occurrence, less the piece offset, for pieces 0..b', () => {
    const pieces = chooseShortPieces(prepareOligo({ name: 'o', sequence: OLIGO, strandPositive: true }));
    const sample = toSampleBytes(`NNNN${OLIGO.slice(5, 10)}NN${OLIGO.slice(15)}NN${OLIGO.slice(15)}`);
    const request = { pieces, bound: 2, out: [] as number[] };
    collectShortPieceWindows(sample, [request], 1024);
    // Piece 1 at 4: start 4 - 5 - 2. Piece 3 is beyond the bound: not looked for.
    expect(request.out).toEqual([(4 - 5 - 2) * 1024 + 1]);
    const all = { pieces, bound: 3, out: [] as number[] };
    collectShortPieceWindows(sample, [all], 1024);
    expect(all.out).toEqual([(4 - 5 - 3) * 1024 + 1, (11 - 15 - 3) * 1024 + 3, (18 - 15 - 3) * 1024 + 3]);
  });
});

describe('the second level inside the aligner', () => {
  const align = (sample: string) => {
    const aligner = createSampleAligner([{ name: 'o', sequence: OLIGO, strandPositive: true }]);
    const [prepared] = aligner.oligos;
    if (!prepared) throw new Error('no oligo');
    return {
      actual: aligner.alignSample(sample)[0],
      expected: alignReference(prepared.masks, toSampleBytes(sample)),
    };
  };
  // Later in the sample, a copy with 3 substitutions that leaves the first 8-base piece whole:
  // the first level sees it, so the second level looks for anything with at most 3 edits.
  const seen = substitute(OLIGO, [10, 12, 14]);

  it('finds an earlier copy with as many edits that breaks every 8-base piece (the smaller end wins)', () => {
    // Extra bases inside pieces 0, 1 and 2: only the last 5-base piece is whole, and the copy
    // starts exactly where that piece's window does.
    const hidden = insertAfter(OLIGO, [1, 6, 11], 'T');
    const { actual, expected } = align(`${'N'.repeat(30)}${hidden}${'N'.repeat(30)}${seen}${'N'.repeat(30)}`);
    expect(actual).toEqual(expected);
    expect(actual).toMatchObject({ mismatchCount: 3, start: 30, end: 30 + hidden.length });
  });

  it('does not trust more edits than it has pieces for', () => {
    // 4 edits, one in each 5-base piece: no piece whole, so the second level (4 pieces) cannot
    // vouch for 4 edits; the later copy with 4 edits must not win over this earlier one.
    const hidden = substitute(OLIGO, [2, 7, 12, 17]);
    const seenFour = substitute(OLIGO, [9, 11, 13, 17]);
    const { actual, expected } = align(
      `${'N'.repeat(30)}${hidden}${'N'.repeat(30)}${seenFour}${'N'.repeat(30)}`,
    );
    expect(actual).toEqual(expected);
    expect(actual).toMatchObject({ mismatchCount: 4, start: 30 });
  });
});
