/**
 * @oligowatch/science/node: the science's Node-only part, beside the pure entry (`./index`): the
 * worker-thread pool, the streaming batch runner (SHA-256 digests spot identical samples) and
 * reading oligo and FASTA files. A second entry so that the web app, which bundles the pure entry,
 * never meets a `node:` import. The `check` command (mismatch/cli/check.ts) is built on these.
 */
export * from './mismatch/node';
