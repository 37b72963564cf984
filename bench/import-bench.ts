import { cpus } from 'node:os';
import { rateLimitSpacingMs } from '../functions/src/lib/ncbi/rate-limiter';
import { type FixtureRecord, SARS_COV_2_TAXON } from '../infra/src/local/ncbi-fixture/fixture-records';
import { dynamoDbLocalCpuSeconds } from './dynamodb-local-cpu';
import { benchGenomeRecords } from './import-bench-records';
import { startBenchStack } from './start-bench-stack';
import { startNcbiFixtureProcess } from './start-ncbi-fixture-process';
import { writeBenchResult } from './write-bench-result';

/*
 * npm run bench:import [-- --copies N] [-- --api-key] [-- --warm-up N]
 *   (or: npx tsx bench/import-bench.ts [--copies N] [--api-key] [--warm-up N])
 * The NCBI import end to end on this machine: a private local stack (DynamoDB Local) and the
 * fixture NCBI serving the 10 real SARS-CoV-2 records of test/fixtures, each served N times
 * (default 30) under a numbered accession ('MT451709.bench7'), because the fixture alone is too
 * small to time. Reports samples imported per second (POST /v1/processCachedImport until the job
 * is done, in the job's own batches: 100 records per efetch, 500 with an API key), the CPU
 * seconds this process (the app: its handlers and the import job), the fixture NCBI (a process of
 * its own, bench/ncbi-fixture-process.ts: NCBI's servers pay for writing its answers in a real
 * import) and DynamoDB Local's JVM spent meanwhile, and the stored bytes of one 30 kb genome: the
 * sequence attribute of Wuhan-Hu-1 (29,903 bases) as DynamoDB holds it.
 * The fixture NCBI enforces NCBI's rate limit (3 requests a second, 10 with an API key; a faster
 * client gets 429s, counted in the table), so the import is measured as fast as NCBI would let it
 * be: without a key at most 100 samples per 350 ms (285.7 a second), its ceiling in the table:
 * whatever the app does, an import without a key is bound by NCBI's 3 requests a second. --api-key gives the
 * client a key (any key: the fixture checks none), as a lab importing at scale would have, 10
 * requests a second, so the import's own pace shows past the 3 a second.
 * Before the clock starts, N samples (default 1,000; --warm-up 0 for none) are upserted into a
 * clade of their own the way the import stores them: a fresh DynamoDB Local JVM otherwise spends
 * most of its CPU in the timed import compiling its own code (its JIT: 8.9 s of compile time in
 * a 2,000-sample run, from a flight recording), which the always-warm DynamoDB of AWS, or the
 * DynamoDB Local of a running `npm start`, never pays per import.
 * Writes bench/results/import-<timestamp>.json. It measures; it never gates.
 */
const copiesArgument = process.argv.indexOf('--copies');
const copies = copiesArgument > 0 ? Math.max(1, Number(process.argv[copiesArgument + 1])) : 30;
const withApiKey = process.argv.includes('--api-key');
const warmUpArgument = process.argv.indexOf('--warm-up');
const warmUp = warmUpArgument > 0 ? Math.max(0, Number(process.argv[warmUpArgument + 1])) : 1000;
/** The warm-up's batches; the import's are the job's own (500 per efetch with a key, else 100). */
const BATCH_SIZE = 100;

/** Stores `count` copies of the fixture's genomes as the import does (100 per upsertSamples), under WARMUP accessions. */
const warmUpStore = async (real: FixtureRecord[], count: number) => {
  const { upsertSamples } = await import('../functions/src/targets/repository/sample-upserts');
  const { toSample } = await import('../functions/src/targets/domain/to-sample');
  const samples = real.flatMap((r) => {
    const check = toSample(r, { taxonomicID: SARS_COV_2_TAXON, source: 'NCBI' });
    return check.ok ? [check.sample] : [];
  });
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, i) => {
      const sample = samples[(start + i) % samples.length];
      if (!sample) throw new Error('no fixture genome to warm up with');
      return {
        sample: { ...sample, accessionID: `WARMUP${start + i}` },
        cladeID: 'bench-warm-up',
        commonName: 'Severe acute respiratory syndrome coronavirus 2',
        cladeName: 'Bench warm-up',
      };
    });
    await upsertSamples(batch);
  }
};

const main = async () => {
  const real = benchGenomeRecords();
  const ncbi = await startNcbiFixtureProcess(copies);
  delete process.env.IMPORT_BATCH_SIZE;
  if (withApiKey) process.env.NCBI_API_KEY = 'bench-api-key';
  else delete process.env.NCBI_API_KEY;
  const requestsPerSecond = withApiKey ? 10 : 3;
  const bench = await startBenchStack({ name: 'import', ncbi: { baseUrl: ncbi.url } });
  const { call } = bench;
  // The job's own batch size, read once the stack has set the handlers' configuration.
  const { importBatchSize } = await import('../functions/src/targets/jobs/import-batch-size');
  const batchSize = await importBatchSize();
  try {
    const token = await bench.signIn();
    await warmUpStore(real, warmUp);
    const cached = await call<{ response_data: { targetCount: number; cacheID: string } }>(
      'POST',
      '/v1/cache',
      { sourceDatabase: 'nuccore', collectedAfter: 'All', taxonomicID: SARS_COV_2_TAXON },
      token,
    );
    const { cacheID, targetCount } = cached.response_data;
    const dynamoCpuBefore = dynamoDbLocalCpuSeconds(bench.stack.dynamoEndpoint);
    const ncbiCpuBefore = ncbi.cpuSeconds();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await call('POST', '/v1/processCachedImport', { sourceDatabase: 'nuccore', cacheID }, token);
    let job: { status: string; imported: number; skipped: number; message: string };
    for (;;) {
      job = (await call<{ import: typeof job }>('GET', `/v1/imports/${cacheID}`, undefined, token)).import;
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const ncbiCpuAfter = ncbi.cpuSeconds();
    const dynamoCpuAfter = dynamoDbLocalCpuSeconds(bench.stack.dynamoEndpoint);
    const requests = await ncbi.requests();
    if (job.status !== 'done') throw new Error(`Import failed: ${job.message}`);

    const { storedSequenceBytes, getSampleWithSequence } = await import(
      '../functions/src/targets/repository/target-queries'
    );
    const wuhan = await getSampleWithSequence('MN908947');
    const storedBytes = await storedSequenceBytes('MN908947');
    const result = {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', node: process.version },
      records: targetCount,
      imported: job.imported,
      skipped: job.skipped,
      seconds: Number(seconds.toFixed(2)),
      samplesPerSecond: Number((job.imported / seconds).toFixed(1)),
      warmUpSamples: warmUp,
      batchSize,
      // CPU seconds during the timed import: this process (the app's handlers and the import job), the fixture NCBI's and DynamoDB Local's JVM.
      cpuSeconds: {
        app: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
        fixtureNcbi:
          ncbiCpuBefore === undefined || ncbiCpuAfter === undefined
            ? undefined
            : Number((ncbiCpuAfter - ncbiCpuBefore).toFixed(2)),
        dynamoDbLocal:
          dynamoCpuBefore === undefined || dynamoCpuAfter === undefined
            ? undefined
            : Number((dynamoCpuAfter - dynamoCpuBefore).toFixed(2)),
      },
      ncbi: {
        requestsPerSecond,
        // The most NCBI's limit lets through: one batch per limiter spacing.
        ceilingSamplesPerSecond: Number(
          ((batchSize * 1000) / rateLimitSpacingMs(requestsPerSecond)).toFixed(1),
        ),
        requests: requests.length,
        answered429: requests.filter((r) => r.status === 429).length,
      },
      genome: { accession: 'MN908947', bases: wuhan?.sequence_length, storedSequenceBytes: storedBytes },
    };
    console.table({
      'samples imported': result.imported,
      seconds: result.seconds,
      'samples / second': result.samplesPerSecond,
      'warm-up samples (untimed)': result.warmUpSamples,
      'records per efetch (batch)': result.batchSize,
      'CPU s: app (handlers, import job)': result.cpuSeconds.app,
      'app CPU ms / sample': Number(
        ((result.cpuSeconds.app * 1000) / Math.max(1, result.imported)).toFixed(2),
      ),
      'CPU s: fixture NCBI (own process)': result.cpuSeconds.fixtureNcbi ?? 'n/a',
      'CPU s: DynamoDB Local': result.cpuSeconds.dynamoDbLocal ?? 'n/a',
      'NCBI requests / second allowed': result.ncbi.requestsPerSecond,
      'NCBI ceiling (samples / second)': result.ncbi.ceilingSamplesPerSecond,
      'NCBI requests (429 answers)': `${result.ncbi.requests} (${result.ncbi.answered429})`,
      'MN908947 bases': result.genome.bases,
      'stored sequence bytes': result.genome.storedSequenceBytes,
    });
    writeBenchResult('import', result);
  } finally {
    await bench.stop();
    await ncbi.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
