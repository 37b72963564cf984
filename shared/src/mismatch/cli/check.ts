import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { MismatchInputError } from '../io/input-error';
import type { FastaRecord } from '../io/parse-fasta';
import { readFastaFile } from '../io/read-fasta-file';
import { readOligoCsvFile } from '../io/read-oligo-csv-file';
import { createMismatchPool, type MismatchPool } from '../pool/create-mismatch-pool';
import { runMismatchBatch } from '../run-mismatch-batch';
import { formatSummary } from './format-summary';
import { formatTsvRow, TSV_HEADER } from './format-tsv';
import { createProgressReporter } from './progress-bar';

/*
 * `npm run check -- --oligos FILE.csv --fasta FILE.fasta [--out FILE.tsv] [--workers N]`
 * Exit codes: 0 done, 2 bad input or usage (the message names the file and line), 1 anything else.
 */

const USAGE =
  'Usage: npm run check -- --oligos FILE.csv --fasta FILE.fasta [--fasta MORE.fasta ...] [--out FILE.tsv] [--workers N]\n' +
  '  --oligos   CSV with the header name,sequence,strand (strand +, -, true or false)\n' +
  '  --fasta    sample genomes; the sample name is the first word of each header\n' +
  '  --out      where to write the TSV (one row per oligo and sample); standard output by default\n' +
  '  --workers  worker threads (default: one per core; 0 runs on the main thread)\n';

class UsageError extends Error {}

interface CheckArguments {
  readonly oligos: string;
  readonly fasta: readonly string[];
  readonly out: string | undefined;
  readonly workers: number;
  readonly help: boolean;
}

const readOptions = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    options: {
      oligos: { type: 'string' },
      fasta: { type: 'string', multiple: true },
      out: { type: 'string' },
      workers: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: false,
    strict: true,
  }).values;

const parseCheckArguments = (argv: readonly string[]): CheckArguments => {
  let values: ReturnType<typeof readOptions>;
  try {
    values = readOptions(argv);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const help = values.help === true;
  if (help) return { oligos: '', fasta: [], out: undefined, workers: 0, help };
  if (!values.oligos) throw new UsageError('--oligos FILE.csv is required');
  if (!values.fasta || values.fasta.length === 0) throw new UsageError('--fasta FILE.fasta is required');
  let workers = availableParallelism();
  if (values.workers !== undefined) {
    if (!/^\d+$/.test(values.workers))
      throw new UsageError(`--workers must be a whole number, not "${values.workers}"`);
    workers = Number(values.workers);
  }
  return { oligos: values.oligos, fasta: values.fasta, out: values.out, workers, help };
};

const fileSize = async (path: string): Promise<number> => {
  try {
    const info = await stat(path);
    if (info.isDirectory())
      throw new MismatchInputError(path, undefined, 'cannot read the file: is a directory');
    return info.size;
  } catch (error) {
    if (error instanceof MismatchInputError) throw error;
    throw new MismatchInputError(path, undefined, 'cannot read the file: no such file');
  }
};

async function* readSamples(
  paths: readonly string[],
  onBytes: (bytes: number) => void,
): AsyncGenerator<FastaRecord, void, undefined> {
  let before = 0;
  for (const path of paths) {
    let inFile = 0;
    yield* readFastaFile(path, (bytes) => {
      inFile = bytes;
      onBytes(before + bytes);
    });
    before += inFile;
  }
}

/** Writes with backpressure: waits for 'drain' when the stream's buffer is full. */
const createLineWriter = (stream: NodeJS.WritableStream) => {
  return async (line: string): Promise<void> => {
    if (!stream.write(`${line}\n`))
      await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  };
};

/** Opens the TSV file first, so that an unwritable path is bad input, not a crash mid-run. */
const openOutput = async (path: string): Promise<WriteStream> => {
  const stream = createWriteStream(path);
  try {
    await once(stream, 'open');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new MismatchInputError(path, undefined, `cannot write the file (${code})`);
  }
  return stream;
};

const closeStream = (stream: WriteStream): Promise<void> =>
  new Promise((resolve, reject) => {
    stream.end((error?: Error | null) => (error ? reject(error) : resolve()));
  });

export const runCheck = async (argv: readonly string[]): Promise<number> => {
  let args: CheckArguments;
  try {
    args = parseCheckArguments(argv);
  } catch (error) {
    process.stderr.write(`check: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }

  let pool: MismatchPool | undefined;
  let out: WriteStream | undefined;
  try {
    const oligos = await readOligoCsvFile(args.oligos);
    const sizes = await Promise.all(args.fasta.map(fileSize));
    const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
    out = args.out ? await openOutput(args.out) : undefined;
    const writeLine = createLineWriter(out ?? process.stdout);
    // With the TSV on standard output, people read the summary on standard error.
    const summaryStream = out ? process.stdout : process.stderr;
    const progress = createProgressReporter(process.stderr, totalBytes);
    pool = args.workers > 0 ? createMismatchPool({ size: args.workers }) : undefined;

    const startedAt = performance.now();
    let bytesRead = 0;
    let samplesDone = 0;
    await writeLine(TSV_HEADER);
    const summary = await runMismatchBatch({
      oligos,
      samples: readSamples(args.fasta, (bytes) => {
        bytesRead = bytes;
      }),
      pool,
      onSample: async (sample, alignments) => {
        for (const [o, alignment] of alignments.entries()) {
          await writeLine(formatTsvRow(oligos[o]?.name ?? '', sample.id, alignment));
        }
        samplesDone++;
        progress.update(bytesRead, samplesDone, samplesDone * oligos.length);
      },
    });
    progress.finish();
    if (out) await closeStream(out);
    const seconds = (performance.now() - startedAt) / 1000;
    summaryStream.write(
      formatSummary(summary, {
        oligoNames: oligos.map((oligo) => oligo.name),
        seconds,
        workers: pool ? pool.size : 0,
        outPath: args.out,
      }),
    );
    return 0;
  } catch (error) {
    if (out && args.out) {
      // A half-written table would pass for a whole one.
      out.destroy();
      await unlink(args.out).catch(() => {});
    }
    if (error instanceof MismatchInputError) {
      process.stderr.write(`check: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(
      `check: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  } finally {
    await pool?.close();
  }
};

process.exitCode = await runCheck(process.argv.slice(2));
