import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from './align-oligo-to-sample';
import { alignReference } from './align-reference';
import { type Alignment, notCoveredAlignment } from './alignment';
import { createSampleAligner } from './create-sample-aligner';
import { toSampleBytes } from './iupac-codes';
import { DEFAULT_OUTCOME_RULES } from './outcome-rules';
import { placeUnanchored } from './place-homologous';
import { prepareOligo } from './prepare-oligo';
import { resolveEndGaps } from './resolve-end-gaps';

/*
 * DESIGN.md 7 case by case. Each expected alignment of the exact search is worked out by hand
 * (positions 0-based, end exclusive) and must come out of the reference DP; the single-pair search
 * and the batch aligner (with other oligos beside, so its filter is in play) give it with its end
 * gaps read against the sample, refined where undetermined, and judged: `finished` says what changes.
 */

interface Case {
  readonly name: string;
  readonly oligo: string;
  readonly strandPositive?: boolean;
  readonly sample: string;
  readonly expected: Alignment;
  /** What the engine returns, where it differs from the exact search's alignment. */
  readonly finished?: Partial<Alignment>;
}

/** `distance` is the exact search's edit distance: real mismatches plus undetermined columns. */
const at = (
  start: number,
  end: number,
  distance: number,
  undeterminedCount: number,
  oligoLine: string,
  targetLine: string,
  matchLine: string,
): Alignment => ({
  mismatchCount: distance - undeterminedCount,
  undeterminedCount,
  start,
  end,
  oligoLine,
  targetLine,
  matchLine,
  outcome: 'scored',
});

const random70 = 'GATTCCGATGCAAGTCTAGGCATTGACCTAGGTCATGCAATCGGATCCTAGACTTGCAGGTCAATGCGTA';
const random150 = `${random70}${random70.split('').reverse().join('')}CATGGATCCA`;

const cases: readonly Case[] = [
  {
    name: 'exact match',
    oligo: 'ACGT',
    sample: 'TTACGTTT',
    expected: at(2, 6, 0, 0, 'ACGT', 'ACGT', '||||'),
  },
  {
    name: 'oligo IUPAC code covers the sample base (R = A/G over G)',
    oligo: 'ACRT',
    sample: 'TTACGTTT',
    expected: at(2, 6, 0, 0, 'ACRT', 'ACGT', '||||'),
  },
  {
    name: 'sample IUPAC code inside the oligo code (R under R) matches',
    oligo: 'ACRT',
    sample: 'TTACRTTT',
    expected: at(2, 6, 0, 0, 'ACRT', 'ACRT', '||||'),
  },
  {
    name: 'sample IUPAC code wider than the oligo base (R under G) is undetermined',
    oligo: 'ACGT',
    sample: 'TTACRTTT',
    expected: at(2, 6, 1, 1, 'ACGT', 'ACRT', '||?|'),
    // One undetermined column of 4 is over 20%.
    finished: { outcome: 'not_assessable', reason: 'undetermined_over_limit' },
  },
  {
    name: 'sample IUPAC code disjoint from the oligo base (R under C) is a real substitution',
    oligo: 'ACCT',
    sample: 'TTACRTTT',
    expected: at(2, 6, 1, 0, 'ACCT', 'ACRT', '||x|'),
  },
  {
    name: 'sample N is undetermined',
    oligo: 'ACGT',
    sample: 'ACNT',
    expected: at(0, 4, 1, 1, 'ACGT', 'ACNT', '||?|'),
    finished: { outcome: 'not_assessable', reason: 'undetermined_over_limit' },
  },
  {
    name: 'oligo N matches sample N',
    oligo: 'ACNT',
    sample: 'ACNT',
    expected: at(0, 4, 0, 0, 'ACNT', 'ACNT', '||||'),
  },
  {
    name: 'a non-IUPAC sample character reads as N',
    oligo: 'ACGT',
    sample: 'AC*T',
    expected: at(0, 4, 1, 1, 'ACGT', 'ACNT', '||?|'),
    finished: { outcome: 'not_assessable', reason: 'undetermined_over_limit' },
  },
  {
    name: 'case-insensitive, U = T on both sides',
    oligo: 'acgu',
    sample: 'ttacgutt',
    expected: at(2, 6, 0, 0, 'ACGT', 'ACGT', '||||'),
  },
  {
    name: 'minus strand: the reverse complement binds',
    oligo: 'AACG',
    strandPositive: false,
    sample: 'GGCGTTGG',
    expected: at(2, 6, 0, 0, 'CGTT', 'CGTT', '||||'),
  },
  {
    name: 'minus strand with IUPAC codes: R<->Y, K<->M, B<->V, D<->H, S and W stay',
    oligo: 'RKBDSW',
    strandPositive: false,
    sample: 'TTWSHVMYTT',
    expected: at(2, 8, 0, 0, 'WSHVMY', 'WSHVMY', '||||||'),
  },
  {
    name: 'an extra base in the sample (gap in the oligo line)',
    oligo: 'ACGTCAGT',
    sample: 'GGACGATCAGTGG',
    expected: at(2, 11, 1, 0, 'ACG-TCAGT', 'ACGATCAGT', '|||-|||||'),
  },
  {
    name: 'a gap that could sit at several places goes as far left as the costs allow',
    oligo: 'ACGTCAGT',
    sample: 'GGACGTTCAGTGG',
    expected: at(2, 11, 1, 0, 'ACG-TCAGT', 'ACGTTCAGT', '|||-|||||'),
  },
  {
    name: 'a base missing from the sample (gap in the target line)',
    oligo: 'ACGTCAGT',
    sample: 'GGACGTAGTGG',
    expected: at(2, 9, 1, 0, 'ACGTCAGT', 'ACGT-AGT', '||||-|||'),
  },
  {
    name: 'ties: of equal distances the smallest end wins, even with a gap against a substitution',
    oligo: 'ACGT',
    sample: 'ACTTTTTACGA',
    expected: at(0, 3, 1, 0, 'ACGT', 'AC-T', '||-|'),
    // The exact search's leftmost equal placement; the later ACG(A) with its end read is no better.
  },
  {
    name: 'ties: of two exact copies the first wins',
    oligo: 'ACGT',
    sample: 'TACGTTACGT',
    expected: at(1, 5, 0, 0, 'ACGT', 'ACGT', '||||'),
  },
  {
    name: 'same end, two starts: the traceback prefers the diagonal (substitution) over a gap',
    oligo: 'AGC',
    sample: 'AAC',
    expected: at(0, 3, 1, 0, 'AGC', 'AAC', '|x|'),
  },
  {
    name: 'the traceback takes a gap where the diagonal would cost more',
    oligo: 'TAT',
    sample: 'TTAAT',
    expected: at(0, 2, 1, 0, 'TAT', 'T-T', '|-|'),
  },
  {
    name: "oligo at the sample's very start",
    oligo: 'ACGT',
    sample: 'ACGTTTTT',
    expected: at(0, 4, 0, 0, 'ACGT', 'ACGT', '||||'),
  },
  {
    name: "oligo at the sample's very end",
    oligo: 'ACGT',
    sample: 'TTTTACGT',
    expected: at(4, 8, 0, 0, 'ACGT', 'ACGT', '||||'),
  },
  {
    name: 'oligo hanging over the start',
    oligo: 'ACGT',
    sample: 'CGTTTTTT',
    expected: at(0, 3, 1, 0, 'ACGT', '-CGT', '-|||'),
    // Before the genome's first base reads N (issue 31): 1 of 4 undetermined is over 20%.
    finished: {
      mismatchCount: 0,
      undeterminedCount: 1,
      start: -1,
      targetLine: 'NCGT',
      matchLine: '?|||',
      outcome: 'not_assessable',
      reason: 'genome_ends_in_site',
    },
  },
  {
    name: 'oligo hanging over the end',
    oligo: 'ACGT',
    sample: 'TTTTTACG',
    expected: at(5, 8, 1, 0, 'ACGT', 'ACG-', '|||-'),
    finished: {
      mismatchCount: 0,
      undeterminedCount: 1,
      end: 9,
      targetLine: 'ACGN',
      matchLine: '|||?',
      outcome: 'not_assessable',
      reason: 'genome_ends_in_site',
    },
  },
  {
    name: 'sample shorter than the oligo',
    oligo: 'ACGTACGT',
    sample: 'GTAC',
    expected: at(0, 4, 4, 0, 'ACGTACGT', '--GTAC--', '--||||--'),
    finished: {
      mismatchCount: 0,
      undeterminedCount: 4,
      start: -2,
      end: 6,
      targetLine: 'NNGTACNN',
      matchLine: '??||||??',
      outcome: 'not_assessable',
      reason: 'genome_ends_in_site',
    },
  },
  {
    name: 'empty sample: every oligo base unpaired',
    oligo: 'ACG',
    sample: '',
    expected: at(0, 0, 3, 0, 'ACG', '---', '---'),
    // No base of the site in the genome: no site, no lines.
    finished: { ...notCoveredAlignment('genome_ends') },
  },
  {
    name: 'all-N sample: the exact search ends at the first base; the engine places it over Ns',
    oligo: 'ACGT',
    sample: 'NNNNNN',
    expected: at(0, 1, 4, 1, 'ACGT', '---N', '---?'),
    // No real mismatch beats three gaps: four undetermined columns, nearest the exact search's start.
    finished: {
      mismatchCount: 0,
      undeterminedCount: 4,
      start: 0,
      end: 4,
      targetLine: 'NNNN',
      matchLine: '????',
      outcome: 'not_assessable',
      reason: 'undetermined_over_limit',
    },
  },
  {
    name: 'a run of N over part of the site',
    oligo: 'GATTCCGATGCAAGTC',
    sample: `CCCC${'GATTCNNNNNCAAGTC'}CCCC`,
    expected: at(4, 20, 5, 5, 'GATTCCGATGCAAGTC', 'GATTCNNNNNCAAGTC', '|||||?????||||||'),
    // 5 of 16 undetermined is over 20%.
    finished: { outcome: 'not_assessable', reason: 'undetermined_over_limit' },
  },
  {
    name: 'a long oligo over three 32-bit words (70 bases, two substitutions)',
    oligo: random70,
    // Position 20 is C and position 50 is G in the oligo.
    sample: `TTTT${random70.slice(0, 20)}A${random70.slice(21, 50)}C${random70.slice(51)}TTTT`,
    expected: at(
      4,
      74,
      2,
      0,
      random70,
      `${random70.slice(0, 20)}A${random70.slice(21, 50)}C${random70.slice(51)}`,
      `${'|'.repeat(20)}x${'|'.repeat(29)}x${'|'.repeat(19)}`,
    ),
  },
  {
    name: 'a long oligo over five words (150 bases, one base missing, one extra)',
    oligo: random150,
    // Position 40 (T) is missing between A and C; an extra G sits between T (99) and A (100).
    sample: `GG${random150.slice(0, 40)}${random150.slice(41, 100)}G${random150.slice(100)}GG`,
    expected: at(
      2,
      152,
      2,
      0,
      `${random150.slice(0, 100)}-${random150.slice(100)}`,
      `${random150.slice(0, 40)}-${random150.slice(41, 100)}G${random150.slice(100)}`,
      `${'|'.repeat(40)}-${'|'.repeat(59)}-${'|'.repeat(50)}`,
    ),
  },
];

/** A deterministic pseudo-random DNA string (xorshift). */
const randomDna = (length: number, seed: number): string => {
  let state = seed;
  const letters: string[] = [];
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    letters.push('ACGT'.charAt((state >>> 0) % 4));
  }
  return letters.join('');
};

describe('DESIGN.md 7 semantics', () => {
  it('a 2 Mb sample: the site near its end, a long run of N before it', () => {
    const oligo = prepareOligo({ name: 'o', sequence: 'ACCCCGCATTACGTTTGGTGGACC', strandPositive: false });
    const site = `${oligo.binding.slice(0, 10)}T${oligo.binding.slice(11)}`; // one substitution
    const sample = `${randomDna(1_500_000, 17)}${'N'.repeat(20_000)}${randomDna(479_000, 23)}${site}GATTACA`;
    const expectedStart = 1_500_000 + 20_000 + 479_000;
    const single = alignOligoToSample(oligo, sample);
    expect(single).toMatchObject({ mismatchCount: 1, start: expectedStart, end: expectedStart + 24 });
    expect(
      createSampleAligner([
        oligo,
        { name: 'p', sequence: 'GGGGAACTTCTCCTGCTAGAAT', strandPositive: true },
      ]).alignSample(sample)[0],
    ).toEqual(single);
  });

  it.each(cases)('$name', ({ oligo, strandPositive = true, sample, expected, finished = {} }) => {
    const prepared = prepareOligo({ name: 'o', sequence: oligo, strandPositive });
    const bytes = toSampleBytes(sample);
    expect(alignReference(prepared.masks, bytes)).toEqual(expected);
    const engine = alignOligoToSample(prepared, sample);
    expect(engine).toEqual({ ...expected, ...finished });
    // The same as the engine's own finishing steps, spelled out.
    expect(engine).toEqual(
      placeUnanchored(resolveEndGaps(expected, bytes), prepared, bytes, DEFAULT_OUTCOME_RULES),
    );
    const aligner = createSampleAligner([
      { name: 'other', sequence: 'GGGGCCCCAAAATTTT', strandPositive: true },
      prepared,
      { name: 'minus', sequence: oligo, strandPositive: !strandPositive },
    ]);
    expect(aligner.alignSample(sample)[1]).toEqual(engine);
  });
});
