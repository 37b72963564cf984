import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignOligoToSample } from '../align-oligo-to-sample';
import { fixturePath, readFixtureFasta } from '../testing/fixtures';
import { TSV_HEADER } from './format-tsv';
import { runCheck as runCheckHere } from './run-check';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cli = fileURLToPath(new URL('./check.ts', import.meta.url));

interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The command as `npm run check` runs it: tsx on the source, from the repository root. */
const runCheckProcess = (args: readonly string[]): Promise<RunResult> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });

/** A stream that keeps what is written to it, as a text. */
class TextSink extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

/**
 * The same command run in this process, on streams of its own: what check.ts does with the exit
 * code is proved by the cases run as a process; a process for every case cost each half a second
 * of CPU to start tsx and the engine again.
 */
const runCheckInProcess = async (args: readonly string[]): Promise<RunResult> => {
  const stdout = new TextSink();
  const stderr = new TextSink();
  const code = await runCheckHere(args, { stdout, stderr });
  return { code, stdout: stdout.text, stderr: stderr.text };
};

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'check-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const write = async (name: string, text: string): Promise<string> => {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
};

const N1 =
  'name,sequence,strand\nUSCDC_N1_P,ACCCCGCATTACGTTTGGTGGACC,+\nUSCDC_N1_R,TCTGGTTACTGCCAGTTGAATCTG,true\n';
const omicron = fixturePath('genomes/sars-cov-2/nextclade_2024-02-16.subset.fasta');
const wuhan = fixturePath('genomes/sars-cov-2/MN908947_wuhan-hu-1.reference.fasta');

describe('npm run check', () => {
  it('writes one TSV row per oligo and sample and prints a summary', async () => {
    const oligos = await write('n1.csv', N1.replace('true', '-'));
    const out = join(dir, 'n1.tsv');
    const result = await runCheckProcess([
      '--oligos',
      oligos,
      '--fasta',
      wuhan,
      '--fasta',
      omicron,
      '--out',
      out,
      '--workers',
      '1',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = (await readFile(out, 'utf8')).trimEnd().split('\n');
    expect(lines[0]).toBe(TSV_HEADER);
    const genomes = [
      ...readFixtureFasta('genomes/sars-cov-2/MN908947_wuhan-hu-1.reference.fasta'),
      ...readFixtureFasta('genomes/sars-cov-2/nextclade_2024-02-16.subset.fasta'),
    ];
    expect(lines).toHaveLength(1 + 2 * genomes.length);
    // Rows come sample by sample, oligos in file order; positions are 1-based inclusive.
    const probe = { name: 'USCDC_N1_P', sequence: 'ACCCCGCATTACGTTTGGTGGACC', strandPositive: true };
    genomes.forEach((genome, i) => {
      const a = alignOligoToSample(probe, genome.sequence);
      expect(lines[1 + 2 * i]).toBe(
        [
          'USCDC_N1_P',
          genome.id,
          a.outcome,
          a.reason ?? '',
          a.mismatchCount,
          a.undeterminedCount,
          a.start + 1,
          a.end,
          a.oligoLine,
          a.targetLine,
          a.matchLine,
        ].join('\t'),
      );
      expect(lines[2 + 2 * i]?.split('\t').slice(0, 2)).toEqual(['USCDC_N1_R', genome.id]);
    });
    expect(lines[1]).toBe(
      'USCDC_N1_P\tMN908947\tscored\t\t0\t0\t28309\t28332\tACCCCGCATTACGTTTGGTGGACC\tACCCCGCATTACGTTTGGTGGACC\t||||||||||||||||||||||||',
    );
    expect(result.stdout).toContain('Checked 2 oligos against 5 samples (10 pairs, 0 duplicate samples)');
    expect(result.stdout).toContain('Sites placed by anchors from the first 5 genomes read.');
    expect(result.stdout).toMatch(/USCDC_N1_P\s+5\s+0\s+0\s+4 \(80\.0%\)\s+4 {2}3 C: 4 \(80\.0%\)/);
    expect(result.stdout).toContain(`Rows written to ${out}.`);
  });

  it('writes the TSV to standard output and the summary to standard error without --out', async () => {
    const oligos = await write('n1b.csv', N1);
    const result = await runCheckProcess(['--oligos', oligos, '--fasta', wuhan, '--workers', '0']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe(TSV_HEADER);
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(3);
    expect(result.stderr).toContain('Checked 2 oligos against 1 samples');
    expect(result.stderr).toContain('on one thread');
  });

  it('exits with code 2 and a message, not a stack trace, on a usage error', async () => {
    const result = await runCheckProcess(['--oligo', 'x.csv']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^check: Unknown option '--oligo'[^\n]*\nUsage: npm run check/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it.concurrent.each([
    [
      'an unknown character in an oligo',
      { 'bad.csv': 'name,sequence,strand\nok,ACGT,+\nbad,ACGXT,-\n' },
      ['--oligos', 'bad.csv', '--fasta', 'WUHAN'],
      /bad\.csv:3: oligo "bad": the sequence has characters that are not IUPAC codes: "X"/,
    ],
    [
      'a missing column',
      { 'nostrand.csv': 'name,sequence\nok,ACGT\n' },
      ['--oligos', 'nostrand.csv', '--fasta', 'WUHAN'],
      /nostrand\.csv:1: missing column "strand"/,
    ],
    [
      'a malformed FASTA',
      { 'ok.csv': N1, 'bad.fasta': '>s1\nACGT\n>s2\n>s3\nACGT\n' },
      ['--oligos', 'ok.csv', '--fasta', 'bad.fasta', '--workers', '1'],
      /bad\.fasta:3: record "s2" has no sequence/,
    ],
    [
      'sequence before any header',
      { 'ok.csv': N1, 'headless.fasta': 'ACGT\n' },
      ['--oligos', 'ok.csv', '--fasta', 'headless.fasta'],
      /headless\.fasta:1: sequence data before the first '>' header/,
    ],
    [
      'an empty FASTA',
      { 'ok.csv': N1, 'empty.fasta': '' },
      ['--oligos', 'ok.csv', '--fasta', 'empty.fasta'],
      /empty\.fasta: the file is empty: no FASTA records/,
    ],
    [
      'a missing file',
      { 'ok.csv': N1 },
      ['--oligos', 'ok.csv', '--fasta', 'nowhere.fasta'],
      /nowhere\.fasta: cannot read the file: no such file/,
    ],
    [
      'no --fasta',
      { 'ok.csv': N1 },
      ['--oligos', 'ok.csv'],
      /--fasta FILE\.fasta is required\nUsage: npm run check/,
    ],
    [
      'an output path that cannot be written',
      { 'ok.csv': N1 },
      ['--oligos', 'ok.csv', '--fasta', 'WUHAN', '--out', 'no-such-dir/x.tsv'],
      /no-such-dir\/x\.tsv: cannot write the file \(ENOENT\)/,
    ],
    ['an unknown option', {}, ['--oligo', 'x.csv'], /Unknown option '--oligo'/],
    [
      'a bad worker count',
      { 'ok.csv': N1 },
      ['--oligos', 'ok.csv', '--fasta', 'WUHAN', '--workers', 'two'],
      /--workers must be a whole number/,
    ],
  ])('returns exit code 2 and says where: %s', async (_name, files, args, message) => {
    // Each case in a directory of its own: the cases run at the same time.
    const caseDir = await mkdtemp(join(dir, 'case-'));
    for (const [name, text] of Object.entries(files)) await writeFile(join(caseDir, name), text);
    const out = join(caseDir, 'partial.tsv');
    const resolved = args.map((arg) =>
      arg === 'WUHAN' ? wuhan : arg.includes('.') && !arg.startsWith('-') ? join(caseDir, arg) : arg,
    );
    const result = await runCheckInProcess(
      resolved.includes('--out') ? resolved : [...resolved, '--out', out],
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    // No half-written table is left behind.
    await expect(readFile(out, 'utf8')).rejects.toThrow();
  });
});
