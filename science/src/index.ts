/**
 * @oligowatch/science: the mismatch engine and what a report computes from it (Tm, binding,
 * assays, insights and verdicts, the suggested redesign). This entry is the pure part: no Node
 * module below it, so the web app bundles it too (pure-entry.test.ts). What needs Node (the worker
 * pool, the streaming batch runner, reading files) is `@oligowatch/science/node`; the repository's
 * real-data fixtures for tests are `@oligowatch/science/testing`. See
 * docs/decisions/0027-science-package.md.
 *
 * The folders stack without cycles (test/boundaries checks it): mismatch, then tm, assays and
 * binding on it, insights on those, redesign on top.
 */
export * from './assays/index';
export * from './binding/index';
export * from './insights/index';
export * from './mismatch/index';
export * from './redesign/index';
export * from './tm/index';
