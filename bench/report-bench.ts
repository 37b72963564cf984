import { cpus, loadavg } from 'node:os';
import { observeReportRunSteps, type ReportRunStep } from '../infra/src/local/report-run-observers';
import { resolveWindow } from '../shared/src/sample-window';
import type { SampleWindow } from '../shared/src/schemas/sample-window';
import {
  BENCH_CLADE,
  BENCH_DAYS,
  BENCH_FIRST_DAY,
  benchDay,
  ensureBenchProduct,
  loadBenchClade,
} from './load-report-bench-data';
import { MODEL_TEXT, predictWallTime, quantile, SIMULATED_GENOMES } from './simulate-lambdas';
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
 *
 * The run's steps are timed as the local runner runs them (infra/src/local/report-run-observers.ts):
 * the plan, the reduce, and each segment, which runs on a worker thread of its own and measures
 * itself there (infra/src/local/measure-segment.ts): its wall time, the part of it the thread was
 * busy rather than waiting on DynamoDB, and the peak memory of the thread's V8 isolate (heap plus
 * ArrayBuffers, sampled every 10 ms), the memory a segment Lambda needs besides Node's own.
 * --simulate-lambdas N predicts from those times the wall time of a 1,000,000-genome clade with N
 * segment Lambdas at once (bench/simulate-lambdas.ts: the model is printed with the figures).
 * --window P% (issue 33) makes the report read the genomes collected on the first P of the bench's
 * 100 collection days, P% of the clade (or --window FROM..TO, days YYYY-MM-DD): run it once
 * without and once with (--data-dir keeps the clade loaded) to compare a windowed report's plan
 * and reads with the full clade's.
 * Writes bench/results/report-<timestamp>.json. It measures; it never gates.
 */
const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const genomeCount = Math.max(1, Number(argument('genomes') ?? 20_000));
const oligoCount = Math.max(1, Number(argument('oligos') ?? 10));
const keptDataDir = argument('data-dir');
const simulatedLambdas =
  argument('simulate-lambdas') === undefined ? undefined : Number(argument('simulate-lambdas'));
if (simulatedLambdas !== undefined && !(Number.isInteger(simulatedLambdas) && simulatedLambdas >= 1))
  throw new Error('--simulate-lambdas takes a whole number of Lambdas, 1 or more');

const windowArgument = argument('window');
const sampleWindow = ((): SampleWindow | undefined => {
  if (windowArgument === undefined) return undefined;
  const percent = /^(\d+)%$/.exec(windowArgument);
  if (percent && Number(percent[1]) >= 1 && Number(percent[1]) <= BENCH_DAYS)
    return { kind: 'collected_between', from: BENCH_FIRST_DAY, to: benchDay(Number(percent[1]) - 1) };
  const days = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(windowArgument);
  if (days) return { kind: 'collected_between', from: days[1] as string, to: days[2] as string };
  throw new Error('--window takes a share of the clade (10%) or two days (2024-01-01..2024-01-10)');
})();

const MiB = 1024 * 1024;
const AIM = { seconds: 60, peakMiB: 1024, segmentPeakMiB: 512, firstRowsMs: 1000, simulatedSeconds: 90 };
const round = (n: number, digits = 0) => Number(n.toFixed(digits));

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

    const steps: ReportRunStep[] = [];
    const stopObserving = observeReportRunSteps((step) => steps.push(step));
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
        ...(sampleWindow ? { window: sampleWindow } : {}),
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
    // The reduce marks the report complete before its handler returns: wait for its step's timing.
    for (let i = 0; i < 100 && !steps.some((step) => step.job === 'reportReduce'); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // CPU this process spent meanwhile (all its threads): on a shared machine, the time the job
    // would take alone is nearer this over the cores than the wall time (DynamoDB Local not counted).
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(sampler);
    stopObserving();
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

    // The run's steps: a segment retried shows once per attempt; only attempts that ended well count.
    const done = steps.filter((step) => step.ok);
    const stepMs = (job: ReportRunStep['job']) =>
      done.filter((step) => step.job === job).reduce((sum, step) => sum + step.ms, 0);
    // A segment's own time, on its thread: the step's time also counts the wait for a free thread
    // (the map starts up to its MaxConcurrency at once; this machine has fewer threads).
    const segments = done
      .filter((step) => step.job === 'reportSegment')
      .map((step) => ({ ...step, ms: step.segment?.ms ?? step.ms }));
    const segmentTimes = segments.map((step) => step.ms).sort((a, b) => a - b);
    const segmentPeaks = segments.flatMap((step) => (step.segment ? [step.segment.peakMiB] : []));
    const busyShare =
      segments.reduce((sum, step) => sum + (step.segment?.busyMs ?? 0), 0) /
      Math.max(
        1,
        segments.reduce((sum, step) => sum + step.ms, 0),
      );
    const segmentSize = Math.max(0, ...segments.map((step) => step.samples ?? 0));
    // The plan's one part that grows with the clade, timed alone now that the run is over: the
    // same repository call the plan makes (the model scales only this part).
    const { listCladeAccessions, listWindowMembers } = await import(
      '../functions/src/reports/repository/clade-reads'
    );
    const listStarted = performance.now();
    // A windowed report's plan reads the window's members from the clade's date index instead.
    const resolved = sampleWindow ? resolveWindow(sampleWindow, new Date()) : undefined;
    const listed = resolved
      ? (await listWindowMembers(BENCH_CLADE.cladeID, resolved)).inside
      : await listCladeAccessions(BENCH_CLADE.cladeID);
    const planListMs = performance.now() - listStarted;
    if (listed.length !== summary.progress.total)
      throw new Error(`Listed ${listed.length} members, the report counted ${summary.progress.total}`);
    const runSteps = {
      planSeconds: round(stepMs('reportPlan') / 1000, 2),
      planListSeconds: round(planListMs / 1000, 2),
      reduceSeconds: round(stepMs('reportReduce') / 1000, 2),
      segments: segments.length,
      segmentSize,
      failedAttempts: steps.filter((step) => !step.ok).length,
      segmentSeconds: {
        min: round((segmentTimes[0] ?? 0) / 1000, 2),
        p50: round(quantile(segmentTimes, 0.5) / 1000, 2),
        p95: round(quantile(segmentTimes, 0.95) / 1000, 2),
        max: round((segmentTimes[segmentTimes.length - 1] ?? 0) / 1000, 2),
      },
      segmentBusyShare: round(busyShare, 2),
      segmentPeakMiB: round(Math.max(0, ...segmentPeaks)),
      segmentPeakMethod:
        "each segment thread's V8 isolate, heap committed + external (ArrayBuffers), sampled every 10 ms by the thread",
    };
    const prediction =
      simulatedLambdas === undefined
        ? undefined
        : predictWallTime(
            {
              genomes: summary.progress.total,
              segmentSize,
              planMs: stepMs('reportPlan'),
              planListMs,
              reduceMs: stepMs('reportReduce'),
              segments: segments.map((step) => ({ ms: step.ms, samples: step.samples ?? segmentSize })),
            },
            simulatedLambdas,
          );

    const result = {
      at: new Date().toISOString(),
      command: `npm run bench:report -- --genomes ${genomeCount} --oligos ${oligoCount}${keptDataDir ? ` --data-dir ${keptDataDir}` : ''}${simulatedLambdas ? ` --simulate-lambdas ${simulatedLambdas}` : ''}${windowArgument ? ` --window ${windowArgument}` : ''}`,
      window: sampleWindow ?? null,
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
      steps: runSteps,
      ...(prediction
        ? {
            simulation: {
              model: MODEL_TEXT,
              genomes: prediction.genomes,
              lambdas: prediction.lambdas,
              segments: prediction.segments,
              waves: prediction.waves,
              planSeconds: round(prediction.planMs / 1000, 1),
              reduceSeconds: round(prediction.reduceMs / 1000, 1),
              fullSegmentSeconds: {
                p50: round(prediction.segmentMs.p50 / 1000, 2),
                p95: round(prediction.segmentMs.p95 / 1000, 2),
                max: round(prediction.segmentMs.max / 1000, 2),
              },
              predictedSeconds: {
                p50: round(prediction.totalMs.p50 / 1000, 1),
                p95: round(prediction.totalMs.p95 / 1000, 1),
                max: round(prediction.totalMs.max / 1000, 1),
              },
            },
          }
        : {}),
      view: {
        firstRequestMs: Math.round(viewTimes[0] ?? 0),
        medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        rows: rowsShown,
      },
      aim: AIM,
    };
    console.table({
      'genomes x oligos': `${result.genomes} x ${result.oligos}`,
      window: sampleWindow
        ? `${sampleWindow.kind === 'collected_between' ? `${sampleWindow.from}..${sampleWindow.to}` : ''} (${windowArgument})`
        : 'all samples',
      'plan: members listed (s)': runSteps.planListSeconds,
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
      'plan / reduce (s)': `${runSteps.planSeconds} / ${runSteps.reduceSeconds}`,
      'segments x size': `${runSteps.segments} x ${runSteps.segmentSize}${runSteps.failedAttempts ? ` (${runSteps.failedAttempts} failed attempts)` : ''}`,
      'segment time min / p50 / p95 / max (s)': `${runSteps.segmentSeconds.min} / ${runSteps.segmentSeconds.p50} / ${runSteps.segmentSeconds.p95} / ${runSteps.segmentSeconds.max}`,
      'segment time busy (not waiting)': `${Math.round(runSteps.segmentBusyShare * 100)}%`,
      'segment peak memory (MiB)': `${runSteps.segmentPeakMiB} (aim <= ${AIM.segmentPeakMiB}; its thread's isolate)`,
    });
    if (result.simulation) {
      const sim = result.simulation;
      console.log(
        `\nSimulated: ${SIMULATED_GENOMES.toLocaleString('en-US')} genomes, ${sim.lambdas} segment Lambdas at once`,
      );
      for (const line of sim.model) console.log(`  ${line}`);
      console.table({
        'segments / waves': `${sim.segments} / ${sim.waves}`,
        'plan, scaled (s)': sim.planSeconds,
        'full segment p50 / p95 / max (s)': `${sim.fullSegmentSeconds.p50} / ${sim.fullSegmentSeconds.p95} / ${sim.fullSegmentSeconds.max}`,
        'reduce, scaled (s)': sim.reduceSeconds,
        'predicted wall time p50 / p95 / max (s)': `${sim.predictedSeconds.p50} / ${sim.predictedSeconds.p95} / ${sim.predictedSeconds.max} (aim <= ${AIM.simulatedSeconds})`,
      });
    }
    writeBenchResult('report', result);
  } finally {
    await bench.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
