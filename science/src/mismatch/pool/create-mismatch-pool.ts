import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { Alignment } from '../alignment';
import type { PlacementSettings } from '../create-sample-aligner';
import { type OligoInput, prepareOligo } from '../prepare-oligo';
import { type PackingOligo, unpackAlignments } from './pack-alignments';
import type { AlignRequest, AlignResponse } from './protocol';

/** Worker threads that align samples, one task (a group of samples) at a time each. */
export interface MismatchPool {
  readonly size: number;
  /**
   * One alignment per oligo for each sample, in the order given. Buffers listed in `transfer`
   * (those of Uint8Array sequences the caller owns) are moved to the worker rather than copied, and
   * are empty (detached) afterwards. `placement` (anchors, outcome rules) is as for
   * createSampleAligner; pass the same object for a whole run, so it is described once.
   */
  alignSamples(
    oligos: readonly OligoInput[],
    sequences: readonly (string | Uint8Array)[],
    transfer?: readonly ArrayBuffer[],
    placement?: PlacementSettings,
  ): Promise<Alignment[][]>;
  /** Stops the workers; pending tasks fail. */
  close(): Promise<void>;
}

export interface MismatchPoolOptions {
  /** Worker count; every core by default. */
  readonly size?: number;
  /** The worker script; by default `mismatch-worker.ts` from source or `mismatch-worker.mjs` beside a bundle. */
  readonly workerUrl?: URL;
  /** V8 heap limits per worker; see DEFAULT_WORKER_LIMITS. */
  readonly resourceLimits?: ResourceLimits;
}

/**
 * Each worker is a V8 heap of its own, and V8 may let a young generation grow to tens of MB before
 * it collects: fine for one thread, a lot times every core. Alignment garbage is short-lived and
 * small, so a capped young generation costs little time.
 */
export const DEFAULT_WORKER_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 8 };

interface Task {
  readonly oligos: readonly PackingOligo[];
  readonly resolve: (alignments: Alignment[][]) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  readonly tasks: Map<number, Task>;
  /** Whether this worker ever answered: one that never did is not restarted (it would fail again). */
  answered: boolean;
}

const runningFromSource = import.meta.url.endsWith('.ts');

const defaultWorkerUrl = (): URL =>
  new URL(runningFromSource ? './mismatch-worker.ts' : './mismatch-worker.mjs', import.meta.url);

/** What this module needs of esbuild's API. */
interface Bundler {
  buildSync(options: Record<string, unknown>): { outputFiles?: { text: string }[] };
}

let compiledWorker: string | undefined;

/**
 * Running from TypeScript source (tsx, vitest), the worker is bundled to plain JavaScript once per
 * process with esbuild, which tsx itself depends on, and started from that text. The alternatives
 * cost more: on node 20 a loader given with --import does not reach a worker's entry file, and
 * registering tsx inside each worker adds a module-hooks thread (tens of MB) per worker.
 */
const compileWorkerSource = (url: URL): string => {
  if (compiledWorker === undefined) {
    const require = createRequire(import.meta.url);
    const bundler: Bundler = createRequire(require.resolve('tsx/package.json'))('esbuild');
    const result = bundler.buildSync({
      entryPoints: [fileURLToPath(url)],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'silent',
    });
    const text = result.outputFiles?.[0]?.text;
    if (!text) throw new Error(`esbuild produced nothing for ${url.href}`);
    compiledWorker = text;
  }
  return compiledWorker;
};

const startWorker = (url: URL, resourceLimits: ResourceLimits): Worker =>
  url.pathname.endsWith('.ts')
    ? new Worker(compileWorkerSource(url), { eval: true, resourceLimits })
    : new Worker(url, { resourceLimits });

export const createMismatchPool = (options: MismatchPoolOptions = {}): MismatchPool => {
  const size = Math.max(1, Math.floor(options.size ?? availableParallelism()));
  const workerUrl = options.workerUrl ?? defaultWorkerUrl();
  const resourceLimits = options.resourceLimits ?? DEFAULT_WORKER_LIMITS;
  const setKeys = new WeakMap<
    readonly OligoInput[],
    Map<PlacementSettings | undefined, { key: string; packing: PackingOligo[] }>
  >();
  let nextTaskId = 1;
  let closed = false;
  let broken: Error | undefined;

  const failAll = (slot: Slot, error: Error): void => {
    for (const task of slot.tasks.values()) task.reject(error);
    slot.tasks.clear();
  };

  const attach = (slot: Slot): void => {
    const { worker } = slot;
    // An idle worker must not keep the process alive; a busy one must.
    worker.unref();
    worker.on('message', (response: AlignResponse) => {
      slot.answered = true;
      const task = slot.tasks.get(response.taskId);
      if (!task) return;
      slot.tasks.delete(response.taskId);
      if (slot.tasks.size === 0) worker.unref();
      if (response.ok) task.resolve(unpackAlignments(response.packed, task.oligos));
      else task.reject(new Error(`mismatch worker: ${response.message}`));
    });
    worker.on('error', (error) => {
      if (!slot.answered) broken = error;
      failAll(slot, error);
    });
    worker.on('exit', (code) => {
      failAll(slot, broken ?? new Error(`mismatch worker stopped (exit code ${code})`));
      if (closed || !slot.answered) return;
      // Replace a worker that crashed after working, so one crash does not shrink the pool for good.
      slot.worker = startWorker(workerUrl, resourceLimits);
      slot.answered = false;
      attach(slot);
    });
  };

  const slots: Slot[] = Array.from({ length: size }, () => {
    const slot: Slot = { worker: startWorker(workerUrl, resourceLimits), tasks: new Map(), answered: false };
    attach(slot);
    return slot;
  });

  const describeSet = (
    oligos: readonly OligoInput[],
    placement: PlacementSettings | undefined,
  ): { key: string; packing: PackingOligo[] } => {
    let byPlacement = setKeys.get(oligos);
    if (!byPlacement) {
      byPlacement = new Map();
      setKeys.set(oligos, byPlacement);
    }
    let described = byPlacement.get(placement);
    if (!described) {
      described = {
        key: JSON.stringify([
          oligos.map(({ name, sequence, strandPositive, role }) => [name, sequence, strandPositive, role]),
          placement?.anchors ?? null,
          placement?.rules ?? null,
        ]),
        packing: oligos.map(prepareOligo),
      };
      // A few placements per oligo set at most: the Map only guards against a caller making new ones.
      if (byPlacement.size >= 8) byPlacement.clear();
      byPlacement.set(placement, described);
    }
    return described;
  };

  return {
    size,
    alignSamples(oligos, sequences, transfer = [], placement = undefined) {
      if (closed) return Promise.reject(new Error('the mismatch pool is closed'));
      if (broken) return Promise.reject(broken);
      const { key, packing } = describeSet(oligos, placement);
      const slot = slots.reduce((least, candidate) =>
        candidate.tasks.size < least.tasks.size ? candidate : least,
      );
      const taskId = nextTaskId++;
      return new Promise<Alignment[][]>((resolve, reject) => {
        slot.tasks.set(taskId, { oligos: packing, resolve, reject });
        slot.worker.ref();
        const request: AlignRequest = {
          taskId,
          setKey: key,
          oligos: oligos.map(({ name, sequence, strandPositive, role }) => ({
            name,
            sequence,
            strandPositive,
            ...(role === undefined ? {} : { role }),
          })),
          placement: {
            ...(placement?.anchors ? { anchors: placement.anchors } : {}),
            ...(placement?.rules ? { rules: placement.rules } : {}),
          },
          sequences,
        };
        slot.worker.postMessage(request, [...transfer]);
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
};
