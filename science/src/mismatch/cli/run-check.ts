import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { MismatchAnchors } from '../anchors';
import { inferOligoRole } from '../infer-oligo-role';
import { MismatchInputError } from '../io/input-error';
import type { FastaRecord } from '../io/parse-fasta';
import type { OligoCsvRow } from '../io/parse-oligo-csv';
import { readFastaFile } from '../io/read-fasta-file';
import { readOligoCsvFile } from '../io/read-oligo-csv-file';
import { ANCHOR_SAMPLE_LIMIT, type AnchorGenome, learnAnchors } from '../learn-anchors';
import { createMismatchPool, type MismatchPool } from '../pool/create-mismatch-pool';
import type { OligoInput } from '../prepare-oligo';
import { runMismatchBatch } from '../run-mismatch-batch';
import { formatSummary } from './format-summary';
import { formatTsvRow, TSV_HEADER } from './format-tsv';
import { createProgressReporter } from './progress-bar';

/*
 * The `check` command (`npm run check`, check.ts), as a function of its arguments and streams:
 * `--oligos FILE.csv --fasta FILE.fasta [--reference REF.fasta] [--out FILE.tsv] [--workers N]`.
 * Returns the exit code: 0 done, 2 bad input or usage (the message names the file and line), 1 anything else.
 * Each oligo is scored at its homologous site, as a report does (DESIGN.md 7): anchors come from the
 * reference genome when given, else from the first ANCHOR_SAMPLE_LIMIT genomes of the input.
 */

const USAGE =
  'Usage: npm run check -- --oligos FILE.csv --fasta FILE.fasta [--fasta MORE.fasta ...] [--reference REF.fasta] [--out FILE.tsv] [--workers N]\n' +
  '  --oligos     CSV with the header name,sequence,strand (strand +, -, true or false); an optional role\n' +
  '               column (forward, reverse, primer or probe), else the role is read from the name\n' +
  '  --fasta      sample genomes; the sample name is the first word of each header\n' +
  '  --reference  a genome of the taxon (its first record): where each oligo sits is learned from it;\n' +
  `               without it, from the first ${ANCHOR_SAMPLE_LIMIT} genomes of --fasta\n` +
  '  --out        where to write the TSV (one row per oligo and sample, with its outcome); standard output by default\n' +
  '  --workers    worker threads (default: one per core; 0 runs on the main thread)\n';

class UsageError extends Error {}

interface CheckArguments {
  readonly oligos: string;
  readonly fasta: readonly string[];
  readonly reference: string | undefined;
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
      reference: { type: 'string' },
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
  if (help) return { oligos: '', fasta: [], reference: undefined, out: undefined, workers: 0, help };
  if (!values.oligos) throw new UsageError('--oligos FILE.csv is required');
  if (!values.fasta || values.fasta.length === 0) throw new UsageError('--fasta FILE.fasta is required');
  let workers = availableParallelism();
  if (values.workers !== undefined) {
    if (!/^\d+$/.test(values.workers))
      throw new UsageError(`--workers must be a whole number, not "${values.workers}"`);
    workers = Number(values.workers);
  }
  return {
    oligos: values.oligos,
    fasta: values.fasta,
    reference: values.reference,
    out: values.out,
    workers,
    help,
  };
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

/** A role column if the file has one (forward and reverse are primers), else the name's. */
const withRole = (row: OligoCsvRow): OligoInput => {
  const given = (row.extra.role ?? '').trim().toLowerCase();
  const role = given === 'probe' ? 'probe' : given === '' ? inferOligoRole(row.name) : 'primer';
  return { name: row.name, sequence: row.sequence, strandPositive: row.strandPositive, role };
};

async function* firstRecords(paths: readonly string[], limit: number): AsyncGenerator<AnchorGenome> {
  let count = 0;
  for (const path of paths) {
    for await (const record of readFastaFile(path)) {
      if (count++ >= limit) return;
      yield record;
    }
  }
}

/** The anchors: from the reference's first record, else from the first genomes of the input. */
const readAnchors = async (
  oligos: readonly OligoInput[],
  reference: string | undefined,
  fasta: readonly string[],
): Promise<MismatchAnchors> => {
  const genomes: AnchorGenome[] = [];
  for await (const record of firstRecords(
    reference ? [reference] : fasta,
    reference ? 1 : ANCHOR_SAMPLE_LIMIT,
  ))
    genomes.push(record);
  return learnAnchors(oligos, genomes, reference ? 'reference' : 'clade');
};

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

/** Where the command writes: the process's own streams, or a test's. */
export interface CheckStreams {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream & { readonly isTTY?: boolean };
}

export const runCheck = async (
  argv: readonly string[],
  { stdout, stderr }: CheckStreams = { stdout: process.stdout, stderr: process.stderr },
): Promise<number> => {
  let args: CheckArguments;
  try {
    args = parseCheckArguments(argv);
  } catch (error) {
    stderr.write(`check: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    stdout.write(USAGE);
    return 0;
  }

  let pool: MismatchPool | undefined;
  let out: WriteStream | undefined;
  try {
    const oligos = (await readOligoCsvFile(args.oligos)).map(withRole);
    const sizes = await Promise.all(args.fasta.map(fileSize));
    if (args.reference) await fileSize(args.reference);
    const anchors = await readAnchors(oligos, args.reference, args.fasta);
    const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
    out = args.out ? await openOutput(args.out) : undefined;
    const writeLine = createLineWriter(out ?? stdout);
    // With the TSV on standard output, people read the summary on standard error.
    const summaryStream = out ? stdout : stderr;
    const progress = createProgressReporter(stderr, totalBytes);
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
      anchors,
      onSample: async (sample, alignments) => {
        for (const [o, alignment] of alignments.entries()) {
          await writeLine(formatTsvRow(oligos[o]?.name ?? '', sample.id, alignment, sample.sequence.length));
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
        anchors,
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
      stderr.write(`check: ${error.message}\n`);
      return 2;
    }
    stderr.write(`check: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  } finally {
    await pool?.close();
  }
};
