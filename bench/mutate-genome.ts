/*
 * Mutated copies for the larger benchmark set: about one substitution per 1,000 bases and one
 * single-base insertion or deletion per 10,000, the scale of the differences between genomes of
 * one lineage. Deterministic (seeded), so every run measures the same set.
 */

const BASES = [65, 67, 71, 84]; // A C G T
/** Events per base: substitutions 1/1,000, insertions and deletions 1/20,000 each. */
const EVENT_RATE = 0.0011;
const SUBSTITUTION_SHARE = 0.001 / EVENT_RATE;

const createRandom = (seed: number): (() => number) => {
  // Scramble the seed first: xorshift started from a small number gives small numbers for a while.
  let state = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0 || 1;
  state = Math.imul(state ^ (state >>> 13), 0xc2b2ae35) >>> 0 || 1;
  return () => {
    // xorshift32, never 0
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return (state + 0.5) / 0x100000000;
  };
};

const encoder = new TextEncoder();
const decoder = new TextDecoder('latin1');

export const mutateGenome = (sequence: string, seed: number): string => {
  const random = createRandom(seed);
  const bytes = encoder.encode(sequence);
  const out = new Uint8Array(bytes.length + 1024);
  let from = 0;
  let length = 0;
  // Jump from event to event (exponential gaps) and copy the stretches between them whole: the
  // copies must cost far less than aligning them, or the benchmark would time its own input.
  for (;;) {
    const at = from + Math.floor(-Math.log(random()) / EVENT_RATE);
    if (at >= bytes.length || length + (at - from) + 2 > out.length) break;
    out.set(bytes.subarray(from, at), length);
    length += at - from;
    const kind = random();
    const base = BASES[Math.floor(random() * 4)] ?? 78;
    if (kind < SUBSTITUTION_SHARE) {
      out[length++] = base;
      from = at + 1;
    } else if (kind < (1 + SUBSTITUTION_SHARE) / 2) {
      from = at + 1; // deletion
    } else {
      out[length++] = base; // insertion before the base at `at`
      from = at;
    }
  }
  const rest = bytes.subarray(from);
  out.set(rest.subarray(0, out.length - length), length);
  length += Math.min(rest.length, out.length - length);
  // Text, as a FASTA reader gives it (and young garbage the collector frees fast, unlike buffers).
  return decoder.decode(out.subarray(0, length));
};

export interface GenomeLike {
  readonly id: string;
  readonly sequence: string;
}

/**
 * The set `times` as large: round 0 is the genomes as they are, each further round mutated copies
 * of all of them. Made one at a time as the consumer reads, so the set is never in memory.
 */
export function* amplifyGenomes(genomes: readonly GenomeLike[], times: number): Generator<GenomeLike> {
  for (let round = 0; round < times; round++) {
    for (const [i, genome] of genomes.entries()) {
      yield round === 0
        ? genome
        : { id: `${genome.id}~m${round}`, sequence: mutateGenome(genome.sequence, round * 100_003 + i) };
    }
  }
}
