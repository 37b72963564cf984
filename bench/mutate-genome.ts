/*
 * Mutated copies for the larger benchmark set: about one substitution per 1,000 bases and one
 * single-base insertion or deletion per 10,000, the scale of the differences between genomes of
 * one lineage. Deterministic (seeded), so every run measures the same set.
 */

const BASES = ['A', 'C', 'G', 'T'];
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

export const mutateGenome = (sequence: string, seed: number): string => {
  const random = createRandom(seed);
  // At most 1,024 bases longer than the source (the cap keeps the output of earlier versions).
  const limit = sequence.length + 1024;
  const parts: string[] = [];
  let from = 0;
  let length = 0;
  // Jump from event to event (exponential gaps) and keep the stretches between them as slices of
  // the source, joined once at the end: the copies must cost far less than aligning them, or the
  // benchmark would time its own input (encoding to bytes and back cost twice as much).
  for (;;) {
    const at = from + Math.floor(-Math.log(random()) / EVENT_RATE);
    if (at >= sequence.length || length + (at - from) + 2 > limit) break;
    parts.push(sequence.slice(from, at));
    length += at - from;
    const kind = random();
    const base = BASES[Math.floor(random() * 4)] ?? 'N';
    if (kind < SUBSTITUTION_SHARE) {
      parts.push(base);
      length++;
      from = at + 1;
    } else if (kind < (1 + SUBSTITUTION_SHARE) / 2) {
      from = at + 1; // deletion
    } else {
      parts.push(base); // insertion before the base at `at`
      length++;
      from = at;
    }
  }
  parts.push(sequence.slice(from, from + (limit - length)));
  // Text, as a FASTA reader gives it (and young garbage the collector frees fast, unlike buffers).
  return parts.join('');
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
