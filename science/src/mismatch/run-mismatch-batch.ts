import { createHash } from 'node:crypto';
import type { MismatchStats } from '@oligowatch/shared/schemas/report';
import type { Alignment } from './alignment';
import { createSampleAligner, type PlacementSettings } from './create-sample-aligner';
import { createBoundedMap } from './dedup-map';
import { toSampleBytes } from './iupac-codes';
import {
  addToMismatchCounts,
  emptyMismatchCounts,
  type OligoMismatchCounts,
  toOligoMismatchStats,
} from './mismatch-counts';
import type { MismatchPool } from './pool/create-mismatch-pool';
import { type OligoInput, prepareOligo } from './prepare-oligo';

export interface BatchSample {
  readonly id: string;
  readonly sequence: string | Uint8Array;
  /**
   * The caller gives `sequence` (bytes) away: with a pool, its buffer is moved to a worker, not
   * copied, and is empty (detached) afterwards. Only for bytes nothing else reads later and whose
   * buffer holds them alone (a shared buffer is copied as without this).
   */
  readonly transferSequence?: boolean;
}

export interface RunMismatchBatchOptions<S extends BatchSample> extends PlacementSettings {
  /** With `anchors`: the oligos the anchors were learned for, in the same order. */
  readonly oligos: readonly OligoInput[];
  /** Read lazily, a few tasks ahead of the results: memory stays flat however many there are. */
  readonly samples: Iterable<S> | AsyncIterable<S>;
  /** Worker threads to use; without one the batch runs on this thread. */
  readonly pool?: MismatchPool;
  /**
   * Called once per sample in input order with one alignment per oligo (in oligo order), each with
   * its outcome (scored, not assessable, not covered); awaited,
   * so a slow consumer slows the reading rather than filling memory.
   */
  readonly onSample?: (sample: S, alignments: readonly Alignment[]) => void | Promise<void>;
  /** Sample bases per task handed to a worker. */
  readonly taskBases?: number;
  /** Recent distinct samples remembered (by digest) to spot identical ones. */
  readonly dedupCapacity?: number;
}

export interface MismatchBatchSummary {
  readonly sampleCount: number;
  /** Samples aligned rather than answered from an identical earlier one. */
  readonly uniqueSampleCount: number;
  readonly pairCount: number;
  /** DESIGN.md 7, keyed by oligo name: scored samples only. */
  readonly stats: MismatchStats;
  /** The same as mergeable counts, in oligo order, with the not assessable and not covered counts. */
  readonly counts: readonly OligoMismatchCounts[];
}

interface Pending {
  readonly promise: Promise<Alignment[]>;
  dispatched: boolean;
}

interface Deferred {
  readonly sequence: string | Uint8Array;
  /** The buffer to move to a worker, not copy: bytes made here from text, or bytes given away. */
  readonly owned: ArrayBuffer | undefined;
  readonly pending: Pending;
  readonly resolve: (alignments: Alignment[]) => void;
  readonly reject: (error: unknown) => void;
}

const createPending = (sequence: string | Uint8Array, owned: ArrayBuffer | undefined): Deferred => {
  let resolve: (alignments: Alignment[]) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<Alignment[]>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // The failure surfaces where the result is awaited; this only keeps it from counting as unhandled.
  promise.catch(() => {});
  return { sequence, owned, pending: { promise, dispatched: false }, resolve, reject };
};

/**
 * Identical sample bytes have identical alignments (the aligner reads nothing else). Only a SHA-256
 * digest is kept per sample, not the sample: keeping sequences alive to compare them would grow the
 * heap with the clade's garbage.
 */
const sequenceKey = (sequence: string | Uint8Array): string =>
  createHash('sha256').update(sequence).digest('base64');

/** Bytes alone in a plain ArrayBuffer: moving it moves nothing else. */
const ownsWholeBuffer = (bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer &&
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength;

/**
 * Every oligo against every sample, streaming: samples are grouped into tasks for the pool (or
 * aligned here), identical samples are aligned once, results are delivered in input order and
 * folded into the statistics as they come, so nothing grows with the clade.
 */
export const runMismatchBatch = async <S extends BatchSample>(
  options: RunMismatchBatchOptions<S>,
): Promise<MismatchBatchSummary> => {
  const { oligos, pool, onSample } = options;
  // mismatchStats is keyed by oligo name: two oligos of one name would silently merge.
  const names = new Set(oligos.map((oligo) => oligo.name));
  if (names.size !== oligos.length) throw new RangeError('Oligo names in a batch must be distinct');
  const prepared = oligos.map(prepareOligo);
  const counts = prepared.map(emptyMismatchCounts);
  // One object for the whole run: the pool describes it (its key for the workers) once.
  const placement: PlacementSettings = {
    ...(options.anchors ? { anchors: options.anchors } : {}),
    ...(options.rules ? { rules: options.rules } : {}),
  };
  const local = pool ? undefined : createSampleAligner(prepared, placement);
  const taskBases = options.taskBases ?? 512 * 1024;
  const maxInFlight = pool ? pool.size * 2 : 1;
  const seen = createBoundedMap<string, Pending>(options.dedupCapacity ?? 1024);
  // Samples read but not yet delivered, bounded in bases (identical samples add to it, no task).
  const maxQueuedBases = taskBases * (maxInFlight + 2);
  // Each with its length: a sequence moved to a worker reads as empty afterwards.
  const queue: { sample: S; pending: Pending; bases: number }[] = [];
  let queuedBases = 0;
  let task: Deferred[] = [];
  let taskSize = 0;
  let inFlight = 0;
  let sampleCount = 0;
  let uniqueSampleCount = 0;

  const dispatch = (): void => {
    if (task.length === 0) return;
    const group = task;
    task = [];
    taskSize = 0;
    for (const deferred of group) deferred.pending.dispatched = true;
    if (local) {
      for (const deferred of group) deferred.resolve(local.alignSample(deferred.sequence));
      return;
    }
    if (!pool) return;
    inFlight++;
    // The slot is freed before the results are handed on, so the reader can refill it at once.
    void pool
      .alignSamples(
        oligos,
        group.map((deferred) => deferred.sequence),
        group.flatMap(({ owned }) => (owned ? [owned] : [])),
        placement,
      )
      .then(
        (results) => {
          inFlight--;
          for (const [i, deferred] of group.entries()) deferred.resolve(results[i] ?? []);
        },
        (error: unknown) => {
          inFlight--;
          for (const deferred of group) deferred.reject(error);
        },
      );
  };

  const emitHead = async (): Promise<void> => {
    const head = queue.shift();
    if (!head) return;
    queuedBases -= head.bases;
    if (!head.pending.dispatched) dispatch();
    const alignments = await head.pending.promise;
    for (const [o, alignment] of alignments.entries()) {
      const oligoCounts = counts[o];
      const oligo = prepared[o];
      if (oligoCounts && oligo) addToMismatchCounts(oligoCounts, oligo, alignment);
    }
    await onSample?.(head.sample, alignments);
  };

  for await (const sample of options.samples) {
    sampleCount++;
    // For a pool, text becomes sample bytes here, once: hashing bytes skips the UTF-8 pass of
    // hashing text, and a worker receives them without a copy and aligns them without converting.
    // Caller-given bytes stay the caller's (copied to the worker) unless the caller gives them away.
    let sequence = sample.sequence;
    const bases = sequence.length;
    let owned: ArrayBuffer | undefined;
    if (pool && typeof sequence === 'string') {
      const bytes = new Uint8Array(sequence.length);
      sequence = toSampleBytes(sequence, bytes);
      owned = bytes.buffer;
    } else if (pool && sample.transferSequence && typeof sequence !== 'string' && ownsWholeBuffer(sequence)) {
      owned = sequence.buffer;
    }
    const key = sequenceKey(sequence);
    let pending = seen.get(key);
    if (!pending) {
      const deferred = createPending(sequence, owned);
      pending = deferred.pending;
      seen.set(key, pending);
      task.push(deferred);
      taskSize += bases;
      uniqueSampleCount++;
      if (taskSize >= taskBases) dispatch();
    }
    queue.push({ sample, pending, bases });
    queuedBases += bases;
    // On this thread there is nothing to overlap: deliver at once. With a pool, keep the workers fed
    // but only a bounded amount of work ahead of the consumer.
    while (queue.length > 0 && (local || inFlight >= maxInFlight || queuedBases > maxQueuedBases)) {
      await emitHead();
    }
  }
  dispatch();
  while (queue.length > 0) await emitHead();

  const stats: MismatchStats = {};
  prepared.forEach((oligo, o) => {
    stats[oligo.name] = toOligoMismatchStats(counts[o] ?? emptyMismatchCounts(oligo), oligo);
  });
  return { sampleCount, uniqueSampleCount, pairCount: sampleCount * prepared.length, stats, counts };
};
