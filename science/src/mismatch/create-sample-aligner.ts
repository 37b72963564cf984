import type { Alignment } from './alignment';
import { buildAnchorIndex, collectCandidateWindows, PIECE_SLOTS } from './anchor-index';
import { anchorOf, type MismatchAnchors, type OligoAnchor } from './anchors';
import { type BestEnd, findBestEnd } from './find-best-end';
import { buildHomeIndex, findHome } from './home-index';
import { toSampleBytes } from './iupac-codes';
import { DEFAULT_OUTCOME_RULES, type OutcomeRules } from './outcome-rules';
import { isTrusted, placeAtHome, placeUnanchored, placeWithoutSite } from './place-homologous';
import { type OligoInput, type PreparedOligo, prepareOligo } from './prepare-oligo';
import { resolveEndGaps } from './resolve-end-gaps';
import { createChunkScanCache, scanByChunks } from './scan-by-chunks';
import { chooseShortPieces, collectShortPieceWindows, type ShortPieceRequest } from './short-piece-filter';
import { type TracebackCache, traceAlignment } from './trace-alignment';

/** Aligns a fixed set of oligos against one sample after another. */
export interface SampleAligner {
  readonly oligos: readonly PreparedOligo[];
  /**
   * One alignment per oligo, in the order the oligos were given, each with its outcome (scored,
   * not assessable, not covered) at the oligo's homologous site (DESIGN.md 7).
   */
  alignSample(sequence: string | Uint8Array): Alignment[];
}

/** How sites are found and judged: fixed for a whole report (its provenance keeps both). */
export interface PlacementSettings {
  /**
   * The oligos' anchors (learnAnchors), in the oligos' order. Without them, each oligo's site is the
   * exact search's placement (refined only where undetermined): fine for a single genome or a test,
   * not for a clade with N runs or other segments.
   */
  readonly anchors?: MismatchAnchors;
  readonly rules?: OutcomeRules;
}

export interface SampleAlignerOptions extends PlacementSettings {
  /** Distinct traceback windows remembered per oligo (bounded so memory stays flat). */
  readonly tracebackCacheSize?: number;
  /** Distinct sample chunks whose full-scan results are remembered. */
  readonly chunkCacheSize?: number;
}

const isPrepared = (oligo: OligoInput | PreparedOligo): oligo is PreparedOligo => 'peq' in oligo;

interface Window {
  readonly from: number;
  to: number;
  /** How many different pieces of the oligo were found in it. */
  pieces: number;
  readonly stamp: number;
}

/** Per-oligo scratch space, reused sample after sample. */
interface WindowScratch {
  /** pieceStamps[ordinal] = stamp of the last window that counted that piece. */
  readonly pieceStamps: Int32Array;
  stamp: number;
}

/**
 * Best placement of `oligo` within the candidate windows (undefined without windows); it is the
 * sample's best only if it has at most `maxDistance` edits, the most the windows vouch for.
 * Windows that touch are merged. With P pieces, a placement with d edits leaves at least P - d
 * pieces whole, all inside its own merged window: so once a placement with d edits is known, a
 * window holding fewer than P - d different pieces cannot hold one as good, and is not searched.
 * Windows with the most pieces go first: the true binding site, found exact, then rules out the
 * chance 8-base matches elsewhere.
 */
const searchWindows = (
  oligo: PreparedOligo,
  sample: Uint8Array,
  encodedStarts: number[],
  maxDistance: number,
  pieceCount: number,
  scratch: WindowScratch,
): BestEnd | undefined => {
  if (encodedStarts.length === 0) return undefined;
  encodedStarts.sort((a, b) => a - b);
  const span = oligo.length + 2 * maxDistance;
  const n = sample.length;
  const windows: Window[] = [];
  let current: Window | undefined;
  for (const encoded of encodedStarts) {
    const start = Math.floor(encoded / PIECE_SLOTS);
    const ordinal = encoded - start * PIECE_SLOTS;
    const from = Math.max(0, start);
    const to = Math.min(n, start + span);
    if (current && from <= current.to) current.to = Math.max(current.to, to);
    else {
      current = { from, to, pieces: 0, stamp: ++scratch.stamp };
      windows.push(current);
    }
    if (scratch.pieceStamps[ordinal] !== current.stamp) {
      scratch.pieceStamps[ordinal] = current.stamp;
      current.pieces++;
    }
  }
  windows.sort((a, b) => b.pieces - a.pieces || a.from - b.from);
  let best: BestEnd | undefined;
  for (const window of windows) {
    // Sorted by pieces: once one window is ruled out, all that follow are.
    if (best && window.pieces < pieceCount - best.distance) break;
    const found = findBestEnd(oligo, sample, window.from, window.to);
    // The smallest distance, then the smallest end (DESIGN.md 7's tie rule).
    if (
      !best ||
      found.distance < best.distance ||
      (found.distance === best.distance && found.end < best.end)
    ) {
      best = found;
    }
  }
  return best;
};

/** The offset of the trusted site anchored nearest `anchored` (offsets: [start, offset] pairs). */
const nearestOffset = (offsets: readonly number[], anchored: number): number | undefined => {
  let best: number | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < offsets.length; i += 2) {
    const distance = Math.abs((offsets[i] ?? 0) - anchored);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = offsets[i + 1];
    }
  }
  return best;
};

export const createSampleAligner = (
  oligos: readonly (OligoInput | PreparedOligo)[],
  options: SampleAlignerOptions = {},
): SampleAligner => {
  const prepared = oligos.map((oligo) => (isPrepared(oligo) ? oligo : prepareOligo(oligo)));
  const index = buildAnchorIndex(prepared);
  const windowStarts: number[][] = prepared.map(() => []);
  const scratches: WindowScratch[] = prepared.map((_, o) => ({
    pieceStamps: new Int32Array(index.pieceCounts[o] ?? 0),
    stamp: 0,
  }));
  const caches: TracebackCache[] = prepared.map(() => new Map());
  const cacheSize = options.tracebackCacheSize ?? 512;
  const chunkCache = createChunkScanCache(prepared, options.chunkCacheSize ?? 8192);
  const shortPieces = prepared.map(chooseShortPieces);
  const shortScratches: WindowScratch[] = shortPieces.map((pieces) => ({
    pieceStamps: new Int32Array(pieces.offsets.length),
    stamp: 0,
  }));
  const shortStarts: number[][] = prepared.map(() => []);
  const { anchors } = options;
  const rules = options.rules ?? DEFAULT_OUTCOME_RULES;
  if (
    anchors &&
    (anchors.oligos.length !== prepared.length ||
      anchors.oligos.some((entry, o) => entry.name !== prepared[o]?.name))
  )
    throw new RangeError('The anchors must be those of the oligo set: one per oligo, in its order');
  const homeIndex = anchors
    ? buildHomeIndex(
        anchors,
        prepared.map((oligo) => oligo.length),
      )
    : undefined;
  const votes: number[] = [];
  // [anchored start, offset in this sample] of the sample's trusted sites, flattened.
  const offsets: number[] = [];
  // Sample text is turned into bytes in one buffer, grown as needed and reused sample after sample.
  let buffer = new Uint8Array(0);
  return {
    oligos: prepared,
    alignSample(sequence) {
      if (typeof sequence === 'string' && sequence.length > buffer.length) {
        buffer = new Uint8Array(Math.max(sequence.length, 2 * buffer.length));
      }
      const sample = toSampleBytes(sequence, buffer);
      collectCandidateWindows(index, sample, windowStarts);
      // Level 1: the 8-base pieces of every oligo, from one pass over the sample.
      const found = prepared.map((oligo, o) =>
        searchWindows(
          oligo,
          sample,
          windowStarts[o] ?? [],
          index.maxFilteredDistance[o] ?? -1,
          index.pieceCounts[o] ?? 0,
          scratches[o] ?? { pieceStamps: new Int32Array(0), stamp: 0 },
        ),
      );
      const bests = found.map((best, o) =>
        best && best.distance <= (index.maxFilteredDistance[o] ?? -1) ? best : undefined,
      );
      // Level 2: 5-base pieces, for the oligos whose windows showed a placement with b edits
      // where b is more than the 8-base pieces vouch for but few enough for b + 1 short pieces.
      // Every placement with at most b edits is then found, so the best of them is the answer.
      const requests: (ShortPieceRequest & { readonly oligo: number })[] = [];
      for (const [o, pieces] of shortPieces.entries()) {
        const bound = found[o]?.distance;
        if (bests[o] || bound === undefined || bound > pieces.offsets.length - 1) continue;
        requests.push({ oligo: o, pieces, bound, out: shortStarts[o] ?? [] });
      }
      if (requests.length > 0) {
        collectShortPieceWindows(sample, requests, PIECE_SLOTS);
        for (const request of requests) {
          const oligo = prepared[request.oligo];
          const scratch = shortScratches[request.oligo];
          if (!oligo || !scratch) continue;
          const best = searchWindows(oligo, sample, request.out, request.bound, request.bound + 1, scratch);
          if (best && best.distance <= request.bound) bests[request.oligo] = best;
        }
      }
      // The rest: the full search, sped up by chunks shared with earlier samples.
      const unresolved = bests.flatMap((best, o) => (best ? [] : [o]));
      if (unresolved.length > 0) {
        scanByChunks(prepared, unresolved, sample, chunkCache).forEach((best, slot) => {
          bests[unresolved[slot] ?? 0] = best;
        });
      }
      const exact = prepared.map((oligo, o) =>
        resolveEndGaps(
          traceAlignment(
            oligo,
            sample,
            bests[o] ?? findBestEnd(oligo, sample, 0, sample.length),
            caches[o],
            cacheSize,
          ),
          sample,
        ),
      );
      if (!anchors || !homeIndex)
        return exact.map((alignment, o) =>
          placeUnanchored(alignment, prepared[o] as PreparedOligo, sample, rules),
        );
      // Homologous placement: trusted exact placements as they are; the others where their flanks
      // are, looked for first where the trusted ones put them (the sample's offset from the anchors).
      offsets.length = 0;
      const placed: (Alignment | undefined)[] = exact.map((alignment, o) => {
        const oligo = prepared[o] as PreparedOligo;
        const anchor = anchorOf(anchors, o);
        if (!anchor) return placeWithoutSite(alignment, oligo, sample, rules);
        const last = offsets.length > 0 ? offsets[offsets.length - 1] : undefined;
        if (!isTrusted(alignment, anchor, oligo, sample, last)) return undefined;
        offsets.push(anchor.start, alignment.start - anchor.start);
        return placeUnanchored(alignment, oligo, sample, rules);
      });
      const results = placed.map((alignment, o) => {
        if (alignment) return alignment;
        const oligo = prepared[o] as PreparedOligo;
        const anchored = homeIndex.anchorStarts[o] ?? 0;
        const offset = nearestOffset(offsets, anchored);
        const expected = offset === undefined ? undefined : anchored + offset;
        const home = findHome(homeIndex, sample, o, oligo.length, votes, expected);
        return placeAtHome(
          exact[o] as Alignment,
          home,
          expected,
          anchorOf(anchors, o) as OligoAnchor,
          oligo,
          sample,
          rules,
        );
      });
      offsets.length = 0;
      return results;
    },
  };
};
