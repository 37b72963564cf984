import { cpus, loadavg } from 'node:os';
import { BENCH_CLADE, ensureBenchProduct, loadBenchClade } from './load-report-bench-data';
import { startBenchStack } from './start-bench-stack';
import { writeBenchResult } from './write-bench-result';

/*
 * npm run bench:report [-- --genomes N] [-- --oligos N] [-- --data-dir DIR]
 * A mismatch report end to end on this machine: a private local stack (DynamoDB Local), a clade of
 * N genomes (default 20,000: the real SARS-CoV-2 genomes of ../shared/data and mutated copies) and
 * a product of N published assay oligos (default 10), then POST /v1/parasail through the real
 * route, which stores the report as running and runs the report job off the request path (in this
 * process, as the local stack does), until the stored report is complete. Reports the job's time
 * (request to complete), the peak memory of this process while it ran (sampled; DynamoDB Local is
 * a separate JVM and not counted), and the time GET /v1/report/{id} takes to answer with the report
 * view's first rows. --data-dir keeps DynamoDB Local's files, so a second run skips the loading.
 * Writes bench/results/report-<timestamp>.json. It measures; it never gates.
 */
const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const genomeCount = Math.max(1, Number(argument('genomes') ?? 20_000));
const oligoCount = Math.max(1, Number(argument('oligos') ?? 10));
const keptDataDir = argument('data-dir');

const MiB = 1024 * 1024;
const AIM = { seconds: 60, peakMiB: 1024, firstRowsMs: 1000 };

const main = async () => {
  const bench = await startBenchStack({ name: 'report', ncbi: 'fixture', keptDataDir });
  const { dataDir, call } = bench;
  try {
    console.log(`Loading ${genomeCount} genomes into DynamoDB Local (${dataDir})...`);
    const loadStarted = performance.now();
    const loaded = await loadBenchClade(genomeCount, console.log);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const { productId, plusStrand } = await ensureBenchProduct(oligoCount);

    const token = await bench.signIn();

    // This process's memory, sampled while the job runs (the job and its worker threads live here).
    globalThis.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 50);

    const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const { reportId } = await call<{ reportId: string }>(
      'POST',
      '/v1/parasail',
      {
        report_title: `Report bench ${new Date().toISOString()}`,
        clade_id: BENCH_CLADE.cladeID,
        target_name: BENCH_CLADE.cladeName,
        product: productId,
      },
      token,
    );
    type Summary = {
      _id: string;
      status: string;
      progress: { done: number; total: number };
      mismatch_total: number;
      failure_reason?: string;
    };
    let summary: Summary | undefined;
    let lastLogged = 0;
    for (;;) {
      const { reports } = await call<{ reports: Summary[] }>('GET', '/v1/report/all', undefined, token);
      summary = reports.find((r) => r._id === reportId);
      if (summary && summary.status !== 'running') break;
      if (summary && performance.now() - lastLogged > 5000) {
        lastLogged = performance.now();
        console.log(`  ${summary.progress.done} of ${summary.progress.total} samples`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const jobSeconds = (performance.now() - started) / 1000;
    // CPU this process spent meanwhile (all its threads): on a shared machine, the time the job
    // would take alone is nearer this over the cores than the wall time (DynamoDB Local not counted).
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    if (summary?.status !== 'complete')
      throw new Error(`The report ${summary?.status}: ${summary?.failure_reason}`);

    // The report view's first request: the summary, statistics and the first rows of each oligo.
    const viewTimes: number[] = [];
    let rowsShown = 0;
    type Shown = {
      mismatches: unknown[];
      mismatchStats: Record<string, { samples?: number; not_assessable?: number; not_covered?: number }>;
      provenance: { engine_version: string; anchors?: { genomes: number } };
    };
    let shown: Shown | undefined;
    for (let i = 0; i < 5; i++) {
      const viewStarted = performance.now();
      const { report } = await call<{ report: Shown }>('GET', `/v1/report/${reportId}`, undefined, token);
      viewTimes.push(performance.now() - viewStarted);
      rowsShown = report.mismatches.length;
      shown = report;
    }
    // Pairs by outcome (DESIGN.md 7): scored, not assessable, not covered.
    const pairs = (field: 'samples' | 'not_assessable' | 'not_covered') =>
      Object.values(shown?.mismatchStats ?? {}).reduce((sum, stats) => sum + (stats[field] ?? 0), 0);
    const sorted = [...viewTimes].sort((a, b) => a - b);

    const result = {
      at: new Date().toISOString(),
      command: `npm run bench:report -- --genomes ${genomeCount} --oligos ${oligoCount}${keptDataDir ? ` --data-dir ${keptDataDir}` : ''}`,
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? '',
        node: process.version,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
      },
      genomes: summary.progress.total,
      oligos: oligoCount,
      plusStrandOligos: plusStrand,
      load: {
        seconds: Number(loadSeconds.toFixed(1)),
        written: loaded.written,
        skippedInvalid: loaded.skippedInvalid,
      },
      report: {
        id: reportId,
        seconds: Number(jobSeconds.toFixed(2)),
        samplesPerSecond: Number((summary.progress.total / jobSeconds).toFixed(1)),
        cpuSeconds: Number(cpuSeconds.toFixed(1)),
        mismatchTotal: summary.mismatch_total,
        engineVersion: shown?.provenance.engine_version,
        anchorGenomes: shown?.provenance.anchors?.genomes ?? null,
        scoredPairs: pairs('samples'),
        notAssessablePairs: pairs('not_assessable'),
        notCoveredPairs: pairs('not_covered'),
        rssBeforeMiB: Math.round(rssBefore / MiB),
        peakRssMiB: Math.round(peakRss / MiB),
      },
      view: {
        firstRequestMs: Math.round(viewTimes[0] ?? 0),
        medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        rows: rowsShown,
      },
      aim: AIM,
    };
    console.table({
      'genomes x oligos': `${result.genomes} x ${result.oligos}`,
      'load into DynamoDB Local (s)': result.load.seconds,
      'report, request to complete (s)': `${result.report.seconds} (aim <= ${AIM.seconds})`,
      'samples / second': result.report.samplesPerSecond,
      'CPU of this process meanwhile (s)': result.report.cpuSeconds,
      'peak RSS while it ran (MiB)': `${result.report.peakRssMiB} (aim <= ${AIM.peakMiB}; before ${result.report.rssBeforeMiB})`,
      mismatch_total: result.report.mismatchTotal,
      'pairs scored / not assessable / not covered': `${result.report.scoredPairs} / ${result.report.notAssessablePairs} / ${result.report.notCoveredPairs}`,
      'GET /v1/report/{id}, first (ms)': `${result.view.firstRequestMs} (aim <= ${AIM.firstRowsMs})`,
      'GET /v1/report/{id}, median of 5 (ms)': result.view.medianMs,
      'rows in the first answer': result.view.rows,
    });
    writeBenchResult('report', result);
  } finally {
    await bench.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
