import { performance } from 'node:perf_hooks';

/**
 * What one segment cost the thread that ran it (a local segment thread: segment-thread.ts), the
 * figures a segment Lambda would be sized by:
 * - `ms`: wall time of the segment's handler;
 * - `busyMs`: the part of it the thread was computing (aligning, decoding, deflating), from the
 *   thread's event-loop utilization; the rest (`ms - busyMs`) it waited, on DynamoDB mostly;
 * - `peakMiB`: the most memory the thread's own V8 isolate held while the segment ran: its heap
 *   (committed) plus its external memory (ArrayBuffers: the sequences read). Sampled every
 *   SAMPLE_MS by the thread itself, so between the segment's steps, and once at its end. Worker
 *   threads share the process's RSS, so RSS cannot tell one segment from another; a Lambda would
 *   add the Node runtime's own resident memory (code, the SDK) to this figure.
 */
export interface SegmentMeasurement {
  ms: number;
  busyMs: number;
  peakMiB: number;
  /** The same isolate's memory before the segment began (what the thread keeps between segments). */
  baseMiB: number;
}

const SAMPLE_MS = 10;
const MiB = 1024 * 1024;

const isolateBytes = (): number => {
  const usage = process.memoryUsage();
  return usage.heapTotal + usage.external;
};

/** Runs `run` on this thread and measures it (see SegmentMeasurement). */
export const measureSegment = async <T>(
  run: () => Promise<T>,
): Promise<{ result: T; measurement: SegmentMeasurement }> => {
  const base = isolateBytes();
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, isolateBytes());
  }, SAMPLE_MS);
  const loopBefore = performance.eventLoopUtilization();
  const started = performance.now();
  try {
    const result = await run();
    peak = Math.max(peak, isolateBytes());
    const loop = performance.eventLoopUtilization(loopBefore);
    return {
      result,
      measurement: {
        ms: performance.now() - started,
        busyMs: loop.active,
        peakMiB: peak / MiB,
        baseMiB: base / MiB,
      },
    };
  } finally {
    clearInterval(sampler);
  }
};
