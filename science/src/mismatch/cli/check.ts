import { runCheck } from './run-check';

/*
 * `npm run check -- --oligos FILE.csv --fasta FILE.fasta [--reference REF.fasta] [--out FILE.tsv] [--workers N]`:
 * checks oligos against genomes on this machine, as a report does, and exits with what run-check.ts
 * returns (0 done, 2 bad input or usage, 1 anything else).
 */
process.exitCode = await runCheck(process.argv.slice(2));
