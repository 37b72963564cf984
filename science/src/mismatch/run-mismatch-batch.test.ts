import { afterAll, describe, expect, it } from 'vitest';
import type { Alignment } from './alignment';
import { createSampleAligner } from './create-sample-aligner';
import { createMismatchPool } from './pool/create-mismatch-pool';
import { runMismatchBatch } from './run-mismatch-batch';
import { readFixtureOligos, readSarsCov2Genomes } from './testing/fixtures';

const oligos = readFixtureOligos().filter((row) => row.extra.target_organism === 'SARS-CoV-2');
const genomes = readSarsCov2Genomes();
const pool = createMismatchPool({ size: 2 });
afterAll(() => pool.close());

interface Sample {
  readonly id: string;
  readonly sequence: string;
  readonly note: string;
}

const collect = async (samples: Iterable<Sample> | AsyncIterable<Sample>, withPool: boolean) => {
  const seen: { id: string; note: string; alignments: readonly Alignment[] }[] = [];
  const summary = await runMismatchBatch({
    oligos,
    samples,
    pool: withPool ? pool : undefined,
    // Small tasks, so that several are in flight at once.
    taskBases: 40_000,
    onSample: (sample, alignments) => {
      seen.push({ id: sample.id, note: sample.note, alignments });
    },
  });
  return { seen, summary };
};

const samplesOf = (count: number): Sample[] =>
  Array.from({ length: count }, (_, i) => {
    const genome = genomes[i % genomes.length];
    if (!genome) throw new Error('no fixture genomes');
    return { id: `${genome.id}#${i}`, sequence: genome.sequence, note: `n${i}` };
  });

describe('runMismatchBatch', () => {
  it("gives the aligner's results, in input order, on this thread and with workers", async () => {
    const samples = samplesOf(genomes.length);
    const aligner = createSampleAligner(oligos);
    const expected = samples.map((sample) => aligner.alignSample(sample.sequence));
    for (const withPool of [false, true]) {
      const { seen, summary } = await collect(samples, withPool);
      expect(seen.map((entry) => entry.id)).toEqual(samples.map((sample) => sample.id));
      expect(seen.map((entry) => entry.note)).toEqual(samples.map((sample) => sample.note));
      expect(seen.map((entry) => entry.alignments)).toEqual(expected);
      expect(summary.sampleCount).toBe(samples.length);
      expect(summary.pairCount).toBe(samples.length * oligos.length);
      expect(Object.keys(summary.stats)).toEqual(oligos.map((oligo) => oligo.name));
    }
  });

  it('moves bytes the caller gives away to the workers rather than copying them, with the same results', async () => {
    const samples = samplesOf(genomes.length);
    const aligner = createSampleAligner(oligos);
    const expected = samples.map((sample) => aligner.alignSample(sample.sequence));
    const run = async (transferSequence: boolean) => {
      const given = samples.map((sample) => ({
        id: sample.id,
        sequence: Uint8Array.from(Buffer.from(sample.sequence, 'latin1')),
        transferSequence,
      }));
      const seen: (readonly Alignment[])[] = [];
      const summary = await runMismatchBatch({
        oligos,
        samples: given,
        pool,
        taskBases: 40_000,
        onSample: (_, alignments) => {
          seen.push(alignments);
        },
      });
      expect(seen).toEqual(expected);
      return { detached: given.filter((sample) => sample.sequence.byteLength === 0).length, summary };
    };
    // Given away: each distinct sample's buffer went to a worker (identical ones are not sent).
    const moved = await run(true);
    expect(moved.detached).toBe(moved.summary.uniqueSampleCount);
    expect(moved.detached).toBeGreaterThan(0);
    // Kept: the caller's bytes are copied and stay whole.
    expect((await run(false)).detached).toBe(0);
  });

  it('aligns identical samples once and still counts each in the statistics', async () => {
    const samples = samplesOf(genomes.length * 3);
    for (const withPool of [false, true]) {
      const { seen, summary } = await collect(samples, withPool);
      // Two of the fixture genomes (Greece/139_32716/2020 and Greece/259_31928/2020) are identical.
      expect(new Set(genomes.map((genome) => genome.sequence)).size).toBe(genomes.length - 1);
      expect(summary.uniqueSampleCount).toBe(genomes.length - 1);
      const once = await collect(samplesOf(genomes.length), withPool);
      for (const oligo of oligos) {
        expect(summary.stats[oligo.name]?.total).toBe(3 * (once.summary.stats[oligo.name]?.total ?? -1));
        expect(summary.stats[oligo.name]?.total_percent).toBeCloseTo(
          once.summary.stats[oligo.name]?.total_percent ?? -1,
        );
      }
      expect(seen.slice(genomes.length * 2).map((entry) => entry.alignments)).toEqual(
        seen.slice(0, genomes.length).map((entry) => entry.alignments),
      );
    }
  });

  it('with workers: reads text as the aligner does and leaves caller-given bytes intact', async () => {
    const genome = genomes[0]?.sequence ?? '';
    const bytes = new TextEncoder().encode(genome.slice(0, 5000));
    // Non-ASCII characters read as N, one each: text is turned into sample bytes before the hand-over.
    const samples = [`${genome.slice(0, 3000)}\u00e9\u0141${genome.slice(3000, 6000)}`, bytes, bytes.slice()];
    const aligner = createSampleAligner(oligos);
    const expected = samples.map((sequence) => aligner.alignSample(sequence));
    const seen: (readonly Alignment[])[] = [];
    await runMismatchBatch({
      oligos,
      samples: samples.map((sequence, i) => ({ id: `s${i}`, sequence })),
      pool,
      onSample: (_, alignments) => {
        seen.push(alignments);
      },
    });
    expect(seen).toEqual(expected);
    expect(bytes.length).toBe(5000);
  });

  it('streams: reads only a bounded number of samples ahead of a slow consumer', async () => {
    let pulled = 0;
    let delivered = 0;
    async function* endless(): AsyncGenerator<Sample> {
      for (let i = 0; ; i++) {
        pulled++;
        const genome = genomes[i % genomes.length];
        // Distinct sequences, so that de-duplication does not short-cut the reading.
        if (genome) yield { id: `s${i}`, sequence: `${genome.sequence}${'A'.repeat(i % 50)}${i}`, note: '' };
      }
    }
    const run = runMismatchBatch({
      oligos: oligos.slice(0, 3),
      samples: endless(),
      pool,
      taskBases: 60_000,
      onSample: async () => {
        delivered++;
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (delivered === 40) throw new Error('consumer stops');
      },
    });
    await expect(run).rejects.toThrow('consumer stops');
    // Two workers, two tasks each of about two genomes, plus the task being filled and a margin.
    expect(pulled).toBeLessThan(40 + 20);
  });

  it('refuses two oligos of one name: the statistics are keyed by name', async () => {
    const twice = [oligos[0], oligos[0]].filter((oligo) => oligo !== undefined);
    await expect(runMismatchBatch({ oligos: twice, samples: [] })).rejects.toThrow('distinct');
  });

  it('passes on errors from the sample source', async () => {
    async function* failing(): AsyncGenerator<Sample> {
      yield samplesOf(1)[0] as Sample;
      throw new Error('x.fasta:9: record "y" has no sequence');
    }
    for (const withPool of [false, true]) {
      await expect(collect(failing(), withPool)).rejects.toThrow('x.fasta:9');
    }
  });
});
