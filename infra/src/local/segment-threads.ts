import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The local stand-in for a report run's segment Lambdas: worker threads, up to the machine's
 * cores, each running one segment at a time (the state machine may start more at once: they
 * queue). The segment job is bundled once per process with esbuild (tsx's own) and started from
 * that text, as the mismatch pool starts its workers from source; inside a thread the segment
 * aligns on that thread (ALIGN_THREADS=1), the thread being the parallelism.
 */
export interface SegmentThreads {
  run(payload: unknown): Promise<unknown>;
  close(): Promise<void>;
}

type Bundler = {
  buildSync(options: Record<string, unknown>): { outputFiles: { text: string }[] };
};

let bundled: string | undefined;
const bundleSegmentThread = (): string => {
  if (bundled === undefined) {
    const require = createRequire(import.meta.url);
    const esbuild: Bundler = createRequire(require.resolve('tsx/package.json'))('esbuild');
    const out = esbuild.buildSync({
      entryPoints: [fileURLToPath(new URL('./segment-thread.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'warning',
      // ESM output has no `require`; some CommonJS dependencies still call it for Node built-ins.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    bundled = out.outputFiles[0]?.text ?? '';
  }
  return bundled;
};

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export const startSegmentThreads = (size = availableParallelism()): SegmentThreads => {
  const source = bundleSegmentThread();
  const idle: Worker[] = [];
  const queue: { payload: unknown; pending: Pending }[] = [];
  const pending = new Map<number, Pending>();
  const busy = new Map<Worker, number>();
  let next = 0;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop() as Worker;
      const job = queue.shift() as { payload: unknown; pending: Pending };
      const id = next++;
      pending.set(id, job.pending);
      busy.set(worker, id);
      worker.postMessage({ id, payload: job.payload });
    }
  };

  for (let i = 0; i < size; i++) {
    const worker = new Worker(source, { eval: true, env: { ...process.env, ALIGN_THREADS: '1' } });
    worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: Error }) => {
      const job = pending.get(message.id);
      pending.delete(message.id);
      busy.delete(worker);
      idle.push(worker);
      if (message.ok) job?.resolve(message.result);
      else job?.reject(Object.assign(new Error(message.error?.message), { name: message.error?.name }));
      dispatch();
    });
    worker.on('error', (error) => {
      const id = busy.get(worker);
      if (id !== undefined) pending.get(id)?.reject(error);
    });
    idle.push(worker);
  }

  return {
    run: (payload) =>
      new Promise((resolve, reject) => {
        queue.push({ payload, pending: { resolve, reject } });
        dispatch();
      }),
    close: async () => {
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
};
