import { ANCHOR_FLANK, type MismatchAnchors, type OligoAnchor } from './anchors';
import { createSampleAligner } from './create-sample-aligner';
import { decodeSampleBytes, MASK_N, MASK_OF_BYTE, toSampleBytes } from './iupac-codes';
import { maxSiteMismatches } from './place-homologous';
import type { OligoInput, PreparedOligo } from './prepare-oligo';

/*
 * Learning the anchors (docs/decisions/0018) before a report scores anything: each oligo's flanks
 * from the genome among `genomes` where it sits most cleanly. Deterministic (the same genomes in
 * the same order give the same anchors), so the report's planning step calls it once on a bounded
 * sample of the clade (ANCHOR_SAMPLE_LIMIT genomes, in clade order) or on the taxon's reference
 * genome, and stores the result in the provenance for every page and segment to use.
 */

/** Genomes a report's planning step reads to learn its anchors. */
export const ANCHOR_SAMPLE_LIMIT = 64;
/** A flank side shorter than this (the site near a genome end) needs the other side full. */
const MIN_FLANK = 100;

export interface AnchorGenome {
  readonly id: string;
  readonly sequence: string | Uint8Array;
}

interface Candidate {
  readonly real: number;
  /** Determined bases in the two flanks: more anchor evidence. */
  readonly determined: number;
  readonly anchor: OligoAnchor;
}

const countDetermined = (sample: Uint8Array, from: number, to: number): number => {
  let count = 0;
  for (let j = from; j < to; j++) if ((MASK_OF_BYTE[sample[j] ?? 0] ?? MASK_N) !== MASK_N) count++;
  return count;
};

/**
 * A clean site: the exact search's placement with no undetermined column, within the genome, with
 * at most maxSiteMismatches real ones (closer than chance) and flanks of MIN_FLANK on one side at least.
 */
const candidateOf = (
  oligo: PreparedOligo,
  genome: AnchorGenome,
  sample: Uint8Array,
  alignment: {
    mismatchCount: number;
    undeterminedCount: number;
    start: number;
    end: number;
    outcome: string;
  },
): Candidate | undefined => {
  if (alignment.outcome !== 'scored' || alignment.undeterminedCount > 0) return undefined;
  if (alignment.mismatchCount > maxSiteMismatches(oligo.length)) return undefined;
  const leftFrom = Math.max(0, alignment.start - ANCHOR_FLANK);
  const rightTo = Math.min(sample.length, alignment.end + ANCHOR_FLANK);
  if (alignment.start - leftFrom < MIN_FLANK && rightTo - alignment.end < MIN_FLANK) return undefined;
  return {
    real: alignment.mismatchCount,
    determined:
      countDetermined(sample, leftFrom, alignment.start) + countDetermined(sample, alignment.end, rightTo),
    anchor: {
      left: decodeSampleBytes(sample, leftFrom, alignment.start),
      right: decodeSampleBytes(sample, alignment.end, rightTo),
      source: genome.id,
      start: alignment.start,
    },
  };
};

/** Fewer real mismatches first, then more determined flank bases; the earlier genome among equals. */
const isBetter = (candidate: Candidate, best: Candidate | undefined): boolean =>
  !best ||
  candidate.real < best.real ||
  (candidate.real === best.real && candidate.determined > best.determined);

/**
 * Each oligo's anchor from the genomes given (a reference genome alone, or a bounded sample of the
 * clade); `none` for an oligo no genome holds a clean site for (say, an M assay on HA segments).
 */
export const learnAnchors = (
  oligos: readonly OligoInput[],
  genomes: Iterable<AnchorGenome>,
  source: MismatchAnchors['source'] = 'clade',
): MismatchAnchors => {
  const aligner = createSampleAligner(oligos);
  const best: (Candidate | undefined)[] = oligos.map(() => undefined);
  let count = 0;
  for (const genome of genomes) {
    count++;
    const sample = toSampleBytes(genome.sequence);
    aligner.alignSample(sample).forEach((alignment, o) => {
      const oligo = aligner.oligos[o];
      if (!oligo) return;
      const candidate = candidateOf(oligo, genome, sample, alignment);
      if (candidate && isBetter(candidate, best[o])) best[o] = candidate;
    });
  }
  return {
    version: 1,
    source,
    genomes: count,
    oligos: aligner.oligos.map((oligo, o) => {
      const found = best[o];
      return found ? { name: oligo.name, ...found.anchor } : { name: oligo.name, none: true as const };
    }),
  };
};
