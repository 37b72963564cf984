import { parentPort } from 'node:worker_threads';
import { createSampleAligner, type SampleAligner } from '../create-sample-aligner';
import { packAlignments } from './pack-alignments';
import type { AlignRequest, AlignResponse } from './protocol';

/*
 * Worker-thread entry of the mismatch pool. Bundlers must emit this file as its own entry named
 * `mismatch-worker.mjs` beside the bundle that creates the pool (or pass `workerUrl`).
 */

/** A few oligo sets at most: a pool usually serves one product at a time. */
const MAX_ALIGNERS = 4;
const aligners = new Map<string, SampleAligner>();

const alignerFor = (request: AlignRequest): SampleAligner => {
  let aligner = aligners.get(request.setKey);
  if (!aligner) {
    if (aligners.size >= MAX_ALIGNERS) aligners.clear();
    aligner = createSampleAligner(request.oligos, request.placement);
    aligners.set(request.setKey, aligner);
  }
  return aligner;
};

const port = parentPort;
if (!port) throw new Error('mismatch-worker must run as a worker thread');

port.on('message', (request: AlignRequest) => {
  let response: AlignResponse;
  try {
    const aligner = alignerFor(request);
    const packed = packAlignments(
      request.sequences.map((sequence) => aligner.alignSample(sequence)),
      aligner.oligos,
    );
    response = { taskId: request.taskId, ok: true, packed };
    port.postMessage(response, [packed.numbers.buffer]);
  } catch (error) {
    response = {
      taskId: request.taskId,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
    port.postMessage(response);
  }
});
