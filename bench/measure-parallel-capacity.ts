import { Worker } from 'node:worker_threads';

/*
 * How much parallel work the machine takes right now: the same fixed CPU task on one thread, then
 * on `threads` threads at once. On an idle machine the ratio is close to the core count; other work
 * on the machine lowers it, and no worker pool can scale beyond it. Printed beside the pool's own
 * scaling so the two can be told apart.
 */

const TASK = `
const { parentPort } = require('node:worker_threads');
let x = 1;
const started = performance.now();
for (let i = 0; i < 400_000_000; i++) x = (x * 1103515245 + 12345) | 0;
parentPort.postMessage({ ms: performance.now() - started, x });
`;

const runThreads = async (threads: number): Promise<number> => {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(TASK, { eval: true });
          worker.once('message', () => {
            void worker.terminate();
            resolve();
          });
          worker.once('error', reject);
        }),
    ),
  );
  return performance.now() - started;
};

/** threads x (time of one task alone) / (time of `threads` tasks at once). */
export const measureParallelCapacity = async (threads: number): Promise<number> => {
  const alone = await runThreads(1);
  const together = await runThreads(threads);
  return (threads * alone) / together;
};
