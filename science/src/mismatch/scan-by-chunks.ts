import { chunkSample } from './chunk-sample';
import { type BestEnd, findBestEnd } from './find-best-end';
import type { PreparedOligo } from './prepare-oligo';

/**
 * Full scans shared across samples. A sample is cut into content-defined chunks; the best end
 * within a chunk is searched from 2 * (longest oligo) bases before the chunk, which is exact: an
 * optimal placement costs at most m (all gaps), so it spans at most 2m sample bases. The result
 * then depends only on those bytes, so it is remembered by them and samples that share the chunk
 * (most of a clade's genomes, most of the time) do not search it again.
 */
export interface ChunkScanCache {
  /** Key: the searched bytes plus the context length; value per oligo: [distance, end - from], -1 unset. */
  readonly entries: Map<string, Int32Array>;
  readonly capacity: number;
  /** Twice the longest oligo of the set. */
  readonly context: number;
}

export const createChunkScanCache = (oligos: readonly PreparedOligo[], capacity = 8192): ChunkScanCache => ({
  entries: new Map(),
  capacity,
  context: 2 * Math.max(0, ...oligos.map((oligo) => oligo.length)),
});

// 'latin1' decodes one character per byte, so distinct byte strings give distinct keys.
const keyDecoder = new TextDecoder('latin1');

/** Best ends over the whole sample for the oligos at `which` (indexes into `oligos`). */
export const scanByChunks = (
  oligos: readonly PreparedOligo[],
  which: readonly number[],
  sample: Uint8Array,
  cache: ChunkScanCache,
): BestEnd[] => {
  const bests: (BestEnd | undefined)[] = which.map(() => undefined);
  let chunkStart = 0;
  for (const chunkEnd of chunkSample(sample)) {
    const from = Math.max(0, chunkStart - cache.context);
    const key = `${chunkStart - from}:${keyDecoder.decode(sample.subarray(from, chunkEnd))}`;
    let entry = cache.entries.get(key);
    if (entry) {
      // Least recently used goes first: re-inserting moves an entry to the end of the Map's order.
      cache.entries.delete(key);
    } else {
      entry = new Int32Array(2 * oligos.length).fill(-1);
      if (cache.entries.size >= cache.capacity) {
        const oldest = cache.entries.keys().next();
        if (!oldest.done) cache.entries.delete(oldest.value);
      }
    }
    cache.entries.set(key, entry);
    which.forEach((o, slot) => {
      let distance = entry[2 * o] ?? -1;
      let end: number;
      if (distance < 0) {
        const oligo = oligos[o];
        if (!oligo) return;
        const found = findBestEnd(oligo, sample, from, chunkEnd, chunkStart);
        distance = found.distance;
        end = found.end;
        entry[2 * o] = distance;
        entry[2 * o + 1] = end - from;
      } else end = from + (entry[2 * o + 1] ?? 0);
      const best = bests[slot];
      // Chunks come in order, so keeping the first of equal distances keeps the smallest end.
      if (!best || distance < best.distance) bests[slot] = { distance, end };
    });
    chunkStart = chunkEnd;
  }
  return which.map((o, slot) => bests[slot] ?? { distance: oligos[o]?.length ?? 0, end: 0 });
};
