import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MISMATCH_ENGINE_VERSION } from '@oligowatch/science';
import type { Mismatch } from '@oligowatch/shared/schemas/report';
import type { ExportKind } from '@oligowatch/shared/schemas/report-export';
import { startBenchStack } from './start-bench-stack';
import { writeBenchResult } from './write-bench-result';

/*
 * npm run bench:export [-- --rows N] [-- --runs N]
 * A report export at scale on this machine: a private local stack (DynamoDB Local, s3rver), a
 * complete report of N mismatch rows (default 100,000, over 4 published N1/N2 oligos) written
 * straight through the report repositories. First, in this process without any deadline, where the
 * time goes: reading every row, and reading and writing the rows CSV and the XLSX to a file (wall
 * and CPU time). Then through the real routes for each kind: POST /v1/report/{id}/export, the export
 * job (in this process, as the local stack runs jobs) and GET .../export/{exportId} until complete,
 * the file's size, the download of the presigned link, and the peak memory of this process
 * (DynamoDB Local is a separate JVM and not counted). Each kind runs --runs times (default 3).
 * Writes bench/results/export-<timestamp>.json. It measures; it never gates.
 */
const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const rowCount = Math.max(1, Number(argument('rows') ?? 100_000));
const runs = Math.max(1, Number(argument('runs') ?? 3));

const MiB = 1024 * 1024;
// A request waits at most ~29 s at API Gateway: what the first measurement showed the export cannot
// promise at 100,000 rows, hence the export job (Lambda's 15 minutes, 1,769 MB).
const AIM = { seconds: 60, peakMiB: 1024 };

/** US CDC N1 and N2 primers (published sequences): realistic row widths. */
const OLIGOS = [
  { name: 'USCDC_N1_F', sequence: 'GACCCCAAAATCAGCGAAAT', dna_strand_positive: true },
  { name: 'USCDC_N1_R', sequence: 'TCTGGTTACTGCCAGTTGAATCTG', dna_strand_positive: false },
  { name: 'USCDC_N2_F', sequence: 'TTACAAACATTGGCCGCAAA', dna_strand_positive: true },
  { name: 'USCDC_N2_R', sequence: 'GCGCGACATTCCGAAGAA', dna_strand_positive: false },
];
const PLACES = ['USA: California', 'United Kingdom: England', 'Côte d’Ivoire', 'Brazil: São Paulo', 'India'];
const ROWS_PER_CHUNK = 500;

/** The i-th row of an oligo: one mismatch moving along the site, dates and places cycling. */
const rowOf = (oligo: (typeof OLIGOS)[number], i: number): Mismatch => {
  const at = i % oligo.sequence.length;
  const target = `${oligo.sequence.slice(0, at)}${oligo.sequence[at] === 'A' ? 'G' : 'A'}${oligo.sequence.slice(at + 1)}`;
  return {
    oligoName: oligo.name,
    oligoSequence: oligo.sequence,
    targetSequence: target,
    mismatchLines: `${'|'.repeat(at)}x${'|'.repeat(oligo.sequence.length - at - 1)}`,
    start_index: 28_000 + i,
    end_index: 28_000 + i + oligo.sequence.length - 1,
    mismatchCount: 1,
    targetLocation: PLACES[i % PLACES.length] as string,
    targetCollectionDate: `202${i % 5}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    targetAccessionID: `OX${String(100_000 + i).padStart(6, '0')}.1`,
  };
};

/** A complete report of `rows` rows written through the repositories, as the report job leaves one. */
const writeBigReport = async (rows: number): Promise<string> => {
  const { putReportSummary } = await import('@oligowatch/functions/reports/repository/report-summaries');
  const { writeRowChunks } = await import('@oligowatch/functions/reports/repository/report-rows');
  const { writeReportStats } = await import('@oligowatch/functions/reports/repository/report-stats');
  const id = randomUUID();
  const perOligo = OLIGOS.map(
    (_, o) => Math.floor(rows / OLIGOS.length) + (o < rows % OLIGOS.length ? 1 : 0),
  );
  const samples = Math.max(...perOligo);
  for (const [o, oligo] of OLIGOS.entries()) {
    const count = perOligo[o] as number;
    for (let page = 0; page * ROWS_PER_CHUNK < count; page++) {
      const from = page * ROWS_PER_CHUNK;
      const chunk = Array.from({ length: Math.min(ROWS_PER_CHUNK, count - from) }, (_, k) =>
        rowOf(oligo, from + k),
      );
      await writeRowChunks(id, [{ oligoIndex: o, page, rows: chunk }]);
    }
  }
  await writeReportStats(
    id,
    OLIGOS.map((oligo, o) => {
      const byIndex = Array.from({ length: oligo.sequence.length }, (_, at) => {
        const count = Math.floor((perOligo[o] as number) / oligo.sequence.length);
        return { count, percent: (100 * count) / samples, base: oligo.sequence[at] as string };
      });
      return {
        oligoIndex: o,
        name: oligo.name,
        stats: {
          total: perOligo[o] as number,
          total_percent: (100 * (perOligo[o] as number)) / samples,
          byIndex,
        },
      };
    }),
  );
  await putReportSummary({
    _id: id,
    report_title: `Export bench ${rows} rows`,
    creation_date: new Date().toISOString(),
    target_name: 'SARS-CoV-2 (Covid)',
    product_name: 'US CDC N1 and N2',
    mismatch_total: rows,
    status: 'complete',
    progress: { done: samples, total: samples },
    provenance: {
      product_id: 'bench',
      product_version: 1,
      oligos: OLIGOS,
      clade_id: 'bench',
      sample_count: samples,
      engine_version: MISMATCH_ENGINE_VERSION,
    },
    row_counts: perOligo,
  });
  return id;
};

const main = async () => {
  const bench = await startBenchStack({ name: 'export' });
  const { call } = bench;
  const exportAndWait = async (reportId: string, kind: ExportKind, token: string) => {
    const { export_id } = await call<{ export_id: string }>(
      'POST',
      `/v1/report/${reportId}/export`,
      { kind },
      token,
    );
    for (;;) {
      const state = await call<{ status: string; url?: string; message?: string }>(
        'GET',
        `/v1/report/${reportId}/export/${export_id}`,
        undefined,
        token,
      );
      if (state.status === 'complete' && state.url) return { url: state.url };
      if (state.status === 'failed') throw new Error(state.message);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  try {
    console.log(`Writing a report of ${rowCount} rows into DynamoDB Local (${bench.dataDir})...`);
    const loadStarted = performance.now();
    const reportId = await writeBigReport(rowCount);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const token = await bench.signIn();
    const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));

    // In process, without the route's deadline: where the time goes (reading pages, writing the file).
    const { getReportRecord } = await import('@oligowatch/functions/reports/repository/report-summaries');
    const { reportExportSources } = await import(
      '@oligowatch/functions/reports/exports/report-export-sources'
    );
    const { insightReaders } = await import('@oligowatch/functions/reports/exports/insight-readers');
    const { writeExport } = await import('@oligowatch/functions/reports/exports/export-file');
    const record = await getReportRecord(reportId);
    if (!record) throw new Error('bench report not stored');
    const sources = reportExportSources(
      record,
      record.provenance.oligos.map((o) => o.name),
      insightReaders,
    );
    const phases: Record<string, unknown>[] = [];
    const phase = async (name: string, work: () => Promise<unknown>) => {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const detail = await work();
      const cpu = process.cpuUsage(cpuBefore);
      const line = {
        phase: name,
        seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
        cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
        detail,
      };
      console.log(JSON.stringify(line));
      phases.push(line);
    };
    await phase('read every row, paged', async () => {
      let rows = 0;
      for await (const _ of sources.rows()) rows++;
      return { rows };
    });
    const scratch = mkdtempSync(join(tmpdir(), 'export-bench-'));
    for (const kind of ['rows', 'xlsx'] as const) {
      await phase(`read and write ${kind} to a file`, async () => {
        const path = join(scratch, kind);
        await writeExport(kind, sources, createWriteStream(path));
        return { fileMiB: Number((statSync(path).size / MiB).toFixed(2)) };
      });
    }
    rmSync(scratch, { recursive: true, force: true });

    const measured: Record<string, unknown>[] = [];
    for (const kind of ['stats', 'rows', 'xlsx'] as ExportKind[]) {
      for (let run = 0; run < runs; run++) {
        globalThis.gc?.();
        const rssBefore = process.memoryUsage.rss();
        let peakRss = rssBefore;
        const sampler = setInterval(() => {
          peakRss = Math.max(peakRss, process.memoryUsage.rss());
        }, 50);
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        // The export job's time: request to the state saying complete, polled every 250 ms.
        const answer = await exportAndWait(reportId, kind, token).catch((error: unknown) => error as Error);
        const seconds = (performance.now() - started) / 1000;
        const cpu = process.cpuUsage(cpuBefore);
        clearInterval(sampler);
        if (answer instanceof Error) {
          const failed = {
            kind,
            run: run + 1,
            seconds: Number(seconds.toFixed(2)),
            failed: answer.message.slice(0, 200),
          };
          console.log(JSON.stringify(failed));
          measured.push(failed);
          continue;
        }
        const { url } = answer;
        const downloadStarted = performance.now();
        const file = await fetch(url);
        const bytes = (await file.arrayBuffer()).byteLength;
        const downloadSeconds = (performance.now() - downloadStarted) / 1000;
        if (!file.ok) throw new Error(`download ${file.status}`);
        const line = {
          kind,
          run: run + 1,
          seconds: Number(seconds.toFixed(2)),
          cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
          fileMiB: Number((bytes / MiB).toFixed(2)),
          downloadSeconds: Number(downloadSeconds.toFixed(2)),
          rssBeforeMiB: Math.round(rssBefore / MiB),
          peakRssMiB: Math.round(peakRss / MiB),
        };
        console.log(JSON.stringify(line));
        measured.push(line);
      }
    }
    const result = {
      at: new Date().toISOString(),
      command: `npm run bench:export -- --rows ${rowCount} --runs ${runs}`,
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? '',
        node: process.version,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
      },
      rows: rowCount,
      loadSeconds: Number(loadSeconds.toFixed(1)),
      phases,
      exports: measured,
      aim: AIM,
    };
    console.table(measured);
    writeBenchResult('export', result);
  } finally {
    await bench.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
