/**
 * @oligowatch/science/testing: the repository's real data (test/fixtures: genomes and published
 * oligos) read as the science's tests read them, for the tests of other packages. Never imported
 * by product code: it reads files next to the repository, which no bundle carries.
 */
export * from './mismatch/testing/fixtures';
