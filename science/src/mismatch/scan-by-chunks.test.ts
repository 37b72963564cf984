import { describe, expect, it } from 'vitest';
import { chunkSample } from './chunk-sample';
import { findBestEnd } from './find-best-end';
import { toSampleBytes } from './iupac-codes';
import { prepareOligo } from './prepare-oligo';
import { createChunkScanCache, scanByChunks } from './scan-by-chunks';

/** A deterministic pseudo-random DNA string (xorshift), so failures reproduce. */
const randomDna = (length: number, seed: number): string => {
  let state = seed || 1;
  let text = '';
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += 'ACGT'.charAt((state >>> 0) % 4);
  }
  return text;
};

describe('chunkSample', () => {
  it('cuts the whole sample into pieces between 128 and 4096 bases', () => {
    const sample = toSampleBytes(randomDna(50_000, 7));
    const ends = chunkSample(sample);
    expect(ends.at(-1)).toBe(sample.length);
    let start = 0;
    for (const [i, end] of ends.entries()) {
      const length = end - start;
      expect(length).toBeLessThanOrEqual(4096);
      if (i < ends.length - 1) expect(length).toBeGreaterThanOrEqual(128);
      start = end;
    }
    expect(chunkSample(new Uint8Array())).toEqual([]);
  });

  it('cuts shared content at the same places whatever precedes it', () => {
    const shared = randomDna(20_000, 11);
    const a = chunkSample(toSampleBytes(`${randomDna(3000, 1)}${shared}`)).map((end) => end - 3000);
    const b = chunkSample(toSampleBytes(`${randomDna(1234, 2)}${shared}`)).map((end) => end - 1234);
    // Past the first cut inside the shared part, the cuts agree.
    const tail = (ends: number[]) => ends.filter((end) => end > 5000);
    expect(tail(a).length).toBeGreaterThan(10);
    expect(tail(a)).toEqual(tail(b));
  });
});

describe('scanByChunks', () => {
  it('finds placements that span a chunk cut, even the widest ones', () => {
    // A 40-base oligo of A, C and G in a background of T and N, which match none of it: only the
    // planted copy can match. The copy has an N after every fourth base, so the best placement
    // deletes those 9: it spans 49 bases (leaving oligo bases unpaired or shifting the diagonal
    // costs far more). Among such oligos, take those whose copy gets a chunk cut in its last 8
    // bases, where only a context of 2m still sees the placement's start.
    const background = randomDna(3000, 9).replace(/[ACG]/g, (base) => (base === 'A' ? 'T' : 'N'));
    let cutsThatMatter = 0;
    for (let seed = 1; seed < 3000 && cutsThatMatter < 5; seed++) {
      const oligo = prepareOligo({
        name: 'o',
        sequence: randomDna(40, seed).replaceAll('T', 'A'),
        strandPositive: true,
      });
      const copy = [...oligo.binding]
        .map((base, i) => (i % 4 === 3 ? `${base}N` : base))
        .join('')
        .slice(0, -1);
      const before = 400 + (seed % 300);
      const sample = toSampleBytes(`${background.slice(0, before)}${copy}${background.slice(before)}`);
      const copyEnd = before + copy.length;
      if (!chunkSample(sample).some((cut) => cut > copyEnd - 9 && cut < copyEnd)) continue;
      cutsThatMatter++;
      const [chunked] = scanByChunks([oligo], [0], sample, createChunkScanCache([oligo]));
      expect(chunked).toEqual({ distance: 9, end: copyEnd });
      expect(chunked).toEqual(findBestEnd(oligo, sample, 0, sample.length));
    }
    expect(cutsThatMatter).toBe(5);
  });

  it('answers from the cache for chunks seen before, with the same result', () => {
    const oligo = prepareOligo({ name: 'o', sequence: 'ACGTTGCAAGGCTTAACGGA', strandPositive: false });
    const genome = randomDna(30_000, 3);
    const mutated = `${genome.slice(0, 15_000)}G${genome.slice(15_001)}`;
    const cache = createChunkScanCache([oligo]);
    for (const text of [genome, mutated]) {
      const sample = toSampleBytes(text);
      expect(scanByChunks([oligo], [0], sample, cache)).toEqual([
        findBestEnd(oligo, sample, 0, sample.length),
      ]);
    }
    // The mutated genome shares all but a chunk or two with the first one.
    expect(cache.entries.size).toBeLessThan(chunkSample(toSampleBytes(genome)).length + 3);
  });

  it('gives the empty placement for an empty sample', () => {
    const oligo = prepareOligo({ name: 'o', sequence: 'ACGT', strandPositive: true });
    expect(scanByChunks([oligo], [0], new Uint8Array(), createChunkScanCache([oligo]))).toEqual([
      { distance: 4, end: 0 },
    ]);
  });
});
