import { describe, expect, it } from 'vitest';
import type { MismatchAnchors } from './anchors';
import { buildHomeIndex, chooseHome, findHome, MIN_HOME_COVER, SEED_LENGTH } from './home-index';
import { toSampleBytes } from './iupac-codes';

/** A deterministic pseudo-random DNA string (xorshift). */
const randomDna = (length: number, seed: number): string => {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += 'ACGT'.charAt((state >>> 0) % 4);
  }
  return text;
};

const LEFT = randomDna(200, 11);
const SITE = randomDna(24, 12);
const RIGHT = randomDna(200, 13);
const anchors: MismatchAnchors = {
  version: 1,
  source: 'reference',
  genomes: 1,
  oligos: [{ name: 'o', left: LEFT, right: RIGHT, source: 'ref', start: 5000 }],
};
const index = buildHomeIndex(anchors, [24]);
const homeIn = (sample: string) => findHome(index, toSampleBytes(sample), 0, 24, []);

describe('findHome', () => {
  const filler = (length: number, seed: number) => randomDna(length, seed);

  it.each([
    ['where the anchor has it', `${filler(4800, 1)}${LEFT}${SITE}${RIGHT}${filler(3000, 2)}`, 5000],
    ['shifted by a deletion far before it', `${filler(4500, 1)}${LEFT}${SITE}${RIGHT}`, 4700],
    [
      'far from where the anchor has it (searched everywhere next)',
      `${filler(200, 3)}${LEFT}${SITE}${RIGHT}`,
      400,
    ],
    ['with the site itself masked', `${filler(4800, 1)}${LEFT}${'N'.repeat(24)}${RIGHT}`, 5000],
    ['with only the right flank left', `${filler(4800, 1)}${'N'.repeat(224)}${RIGHT}`, 5000],
  ])('finds the site %s', (_, sample, start) => {
    expect(homeIn(sample)?.start).toBe(start);
  });

  it.each([
    ['no flank at all (another segment)', filler(6000, 7)],
    ['both flanks and the site masked', `${filler(4800, 1)}${'N'.repeat(424)}${filler(500, 2)}`],
    ['one chance 14-base match of a flank', `${filler(3000, 4)}${LEFT.slice(50, 64)}${filler(3000, 5)}`],
  ])('finds no home with %s', (_, sample) => {
    expect(homeIn(sample)).toBeUndefined();
  });
});

describe('chooseHome', () => {
  /** Votes packed as findHome packs them: site start and word offset. */
  const vote = (start: number, offset: number) => start * 8192 + offset + 2048;

  it('needs the agreeing words to cover MIN_HOME_COVER flank bases', () => {
    const words = (count: number) =>
      Array.from({ length: count }, (_, i) => vote(100, -200 + i * SEED_LENGTH));
    expect(MIN_HOME_COVER).toBe(32);
    expect(chooseHome(words(2))).toBeUndefined();
    expect(chooseHome(words(3))).toEqual({ start: 100, low: 100, high: 100 });
    // Four overlapping words of one 14-base match cover 14 bases.
    expect(chooseHome([0, 1, 2, 3].map((i) => vote(100, -200 + i)))).toBeUndefined();
  });

  it('takes the group that covers most, its median vote, and the spread of its votes', () => {
    const group = (start: number, count: number) =>
      Array.from({ length: count }, (_, i) => vote(start + (i % 3), -200 + i * SEED_LENGTH));
    expect(chooseHome([...group(500, 4), ...group(9000, 9)])).toEqual({ start: 9001, low: 9000, high: 9002 });
  });
});
