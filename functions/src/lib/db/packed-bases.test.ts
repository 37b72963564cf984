import { describe, expect, it } from 'vitest';
import { packBases, unpackBases } from './packed-bases';

const asText = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A small seeded generator (mulberry32): the same sequences on every run, so a failure replays. */
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A genome-like sequence: mostly A, C, G, T, with N runs and single ambiguity codes dropped in. */
const randomGenome = (random: () => number, length: number): string => {
  const letters: string[] = [];
  while (letters.length < length) {
    const roll = random();
    if (roll < 0.002) letters.push('N'.repeat(1 + Math.floor(random() * 300)));
    else if (roll < 0.004) letters.push('RYSWKMBDHVU'[Math.floor(random() * 11)] ?? 'R');
    else letters.push('ACGT'[Math.floor(random() * 4)] ?? 'A');
  }
  return letters.join('').slice(0, length);
};

describe('packBases and unpackBases', () => {
  it.each([
    ['nothing', ''],
    ['one base', 'G'],
    ['a length that is not a multiple of four', 'ACGTACG'],
    ['every base in every slot of a byte', 'AAAACCCCGGGGTTTTACGTTGCA'],
    ['an N run at the start', `${'N'.repeat(40)}ACGT${'ACGT'.repeat(20)}`],
    ['an N run at the end, cutting a byte', `${'ACGT'.repeat(20)}ACG${'N'.repeat(41)}`],
    ['two runs of different letters side by side', `${'ACGT'.repeat(30)}NNNNRRRACGT`],
    ['a run longer than one varint byte holds (300 Ns)', `ACGT${'N'.repeat(300)}ACGT${'ACGT'.repeat(100)}`],
    ['the other IUPAC codes, apart', `${'ACGT'.repeat(100)}R${'ACGT'.repeat(100)}Y${'ACGT'.repeat(100)}U`],
  ])('gives back exactly %s', (_, sequence) => {
    const packed = packBases(sequence);
    expect(packed).toBeDefined();
    expect(asText(unpackBases(packed as Uint8Array))).toBe(sequence);
  });

  it('packs four bases a byte after the header: 100 bases of A, C, G, T in 27 bytes', () => {
    // 1 byte for the length (100), 1 for the run count (0), 25 for the bases.
    expect(packBases('ACGT'.repeat(25))?.byteLength).toBe(27);
  });

  it('lays the bases out as documented: A 0, C 1, G 2, T 3, the first base in the low bits', () => {
    expect([...(packBases('ACGT') ?? [])]).toEqual([4, 0, 0b11_10_01_00]);
    expect([...(packBases('TTTTG') ?? [])]).toEqual([5, 0, 0xff, 0b10]);
  });

  it('lists a run by its distance from the previous run, its length and its letter', () => {
    // 92 bases, 2 runs: NN at 2 (gap 2), R at 7 (gap 3 after the first run ends at 4).
    const packed = packBases(`ACNNGTARACGT${'ACGT'.repeat(20)}`);
    expect([...(packed ?? [])].slice(0, 8)).toEqual([92, 2, 2, 2, 78, 3, 1, 82]);
  });

  it.each([
    ['scattered ambiguity codes', 'ACGTRACGTY'.repeat(100)],
    ['lower case', 'acgt'.repeat(100)],
    ['a letter beyond one byte', `ACGT${'\u0100'}ACGT`],
  ])('declines %s, which Brotli stores better', (_, sequence) => {
    expect(packBases(sequence)).toBeUndefined();
  });

  it('gives back 2,000 seeded random genomes exactly, byte for byte', () => {
    const random = seeded(20261129);
    for (let i = 0; i < 2000; i++) {
      const sequence = randomGenome(random, 1 + Math.floor(random() * 3000));
      const packed = packBases(sequence);
      if (!packed) continue;
      const bytes = unpackBases(packed);
      if (asText(bytes) !== sequence)
        expect({ case: i, got: asText(bytes) }).toEqual({ case: i, got: sequence });
    }
  });

  it('packs most of those genomes: only many scattered codes are left to Brotli', () => {
    const random = seeded(7);
    const genomes = Array.from({ length: 200 }, () => randomGenome(random, 30_000));
    expect(genomes.filter((g) => packBases(g) !== undefined)).toHaveLength(200);
  });

  it.each([
    ['cut inside the header', Uint8Array.of(0x80)],
    ['missing bases', Uint8Array.of(8, 0, 0xff)],
    ['a run past the end', Uint8Array.of(4, 1, 2, 5, 78, 0)],
  ])('refuses packed bytes %s rather than invent bases', (_, packed) => {
    expect(() => unpackBases(packed)).toThrow();
  });
});
