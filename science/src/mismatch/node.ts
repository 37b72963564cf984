/**
 * The mismatch engine's Node part, beside the pure core (`./index`): the worker-thread pool, the
 * streaming batch runner (SHA-256 digests spot identical samples), and reading oligo and FASTA
 * files. The CLI (`cli/check.ts`) is built on these.
 */
export { readFastaFile } from './io/read-fasta-file';
export { readOligoCsvFile } from './io/read-oligo-csv-file';
export {
  createMismatchPool,
  DEFAULT_WORKER_LIMITS,
  type MismatchPool,
  type MismatchPoolOptions,
} from './pool/create-mismatch-pool';
export {
  type BatchSample,
  type MismatchBatchSummary,
  type RunMismatchBatchOptions,
  runMismatchBatch,
} from './run-mismatch-batch';
