import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SegmentMeasurement } from './measure-segment';

/**
 * The local stand-in for a report run's segment Lambdas: worker threads, up to the machine's
 * cores, each running one segment at a time (the state machine may start more at once: they
 * queue). Each thread runs the segment job's TypeScript source through tsx, as `npm start` runs the
 * rest; inside a thread the segment aligns on that thread (ALIGN_THREADS=1), the thread being the
 * parallelism.
 */
export interface SegmentThreads {
  /** Runs one segment: its result, and what it cost the thread that ran it. */
  run(payload: unknown): Promise<{ result: unknown; measurement?: SegmentMeasurement }>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (value: { result: unknown; measurement?: SegmentMeasurement }) => void;
  reject: (error: unknown) => void;
}

export const startSegmentThreads = (size = availableParallelism()): SegmentThreads => {
  const entry = new URL('./segment-thread-entry.mjs', import.meta.url);
  const idle: Worker[] = [];
  const queue: { payload: unknown; pending: Pending }[] = [];
  const pending = new Map<number, Pending>();
  const busy = new Map<Worker, number>();
  let next = 0;
  let broken: Error | undefined;

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
    const worker = new Worker(entry, { env: { ...process.env, ALIGN_THREADS: '1' } });
    type Answer = {
      id: number;
      ok: boolean;
      result?: unknown;
      measurement?: SegmentMeasurement;
      error?: Error;
    };
    worker.on('message', (message: Answer) => {
      const job = pending.get(message.id);
      pending.delete(message.id);
      busy.delete(worker);
      idle.push(worker);
      if (message.ok)
        job?.resolve({
          result: message.result,
          ...(message.measurement ? { measurement: message.measurement } : {}),
        });
      else job?.reject(Object.assign(new Error(message.error?.message), { name: message.error?.name }));
      dispatch();
    });
    // A thread that dies (it could not load, say) fails its segment and every one still queued:
    // the run's retries then fail the run, and the report says so, rather than wait for ever.
    worker.on('error', (error) => {
      const id = busy.get(worker);
      if (id !== undefined) pending.get(id)?.reject(error);
      busy.delete(worker);
      broken = error;
      for (const job of queue.splice(0)) job.pending.reject(error);
    });
    idle.push(worker);
  }

  return {
    run: (payload) =>
      new Promise((resolve, reject) => {
        if (broken) return reject(broken);
        queue.push({ payload, pending: { resolve, reject } });
        dispatch();
      }),
    close: async () => {
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
};
