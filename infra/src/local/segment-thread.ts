import { parentPort } from 'node:worker_threads';
import { handler } from '@oligowatch/functions/reports/jobs/run-report-segment';
import { measureSegment } from './measure-segment';

/**
 * A local report run's segment thread (segment-threads.ts bundles this file with the segment job
 * and starts it as a worker thread): it runs one segment at a time, as a segment Lambda would, and
 * answers with the result or the error, and with what the segment cost this thread (measure-segment.ts).
 */
parentPort?.on('message', async (message: { id: number; payload: unknown }) => {
  try {
    const { result, measurement } = await measureSegment(() => handler(message.payload));
    parentPort?.postMessage({ id: message.id, ok: true, result, measurement });
  } catch (error) {
    const e = error as Error;
    parentPort?.postMessage({ id: message.id, ok: false, error: { name: e.name, message: e.message } });
  }
});
