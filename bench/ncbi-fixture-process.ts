import { startNcbiFixture } from '../infra/src/local/ncbi-fixture';
import { benchImportRecords } from './import-bench-records';

/*
 * npx tsx bench/ncbi-fixture-process.ts --copies N   (started by start-ncbi-fixture-process.ts)
 * bench:import's fixture NCBI in a process of its own: it serves benchImportRecords(N) with NCBI's
 * rate limit, prints {"url": ...} as its one line on stdout, and stops on SIGTERM. Apart, the
 * bench tells the app's CPU from the cost of writing NCBI's answers, which NCBI's servers pay in a
 * real import, and the app's thread no longer serves them between its own work.
 */
const copiesArgument = process.argv.indexOf('--copies');
const copies = copiesArgument > 0 ? Math.max(1, Number(process.argv[copiesArgument + 1])) : 30;

const ncbi = await startNcbiFixture({ records: benchImportRecords(copies), enforceRateLimit: true });
process.stdout.write(`${JSON.stringify({ url: ncbi.url })}\n`);
process.once('SIGTERM', () => {
  void ncbi.stop().finally(() => process.exit(0));
});
