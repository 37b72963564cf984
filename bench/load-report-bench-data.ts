import { randomUUID } from 'node:crypto';
import type { SampleInput } from '../functions/src/targets/repository/sample-upserts';
import { inferStoredRole } from '../shared/src/guess-role-from-name';
import { isValidOligoSequence, normalizeOligoSequence } from '../shared/src/iupac';
import { defaultAssays } from '../shared/src/version-assays';
import { loadAssayOligos, loadGenomes } from './load-bench-data';
import { mutateGenome } from './mutate-genome';

/*
 * The data of the report bench, written into a running local stack through the same repositories
 * an import and the catalogue screens use: one clade of real SARS-CoV-2 genomes (../shared/data)
 * topped up with mutated copies of them (as the engine bench makes its larger set), and one product
 * of published assay oligos. Call after startLocalStack (the repositories read its environment).
 */

export const BENCH_CLADE: BenchClade = {
  cladeID: 'bench-report-clade',
  cladeName: 'Report bench (real and mutated SARS-CoV-2 genomes)',
  taxonomicID: 2697049,
  commonName: 'Severe acute respiratory syndrome coronavirus 2',
};

/** A clade the bench genomes are loaded into. */
export interface BenchClade {
  cladeID: string;
  cladeName: string;
  taxonomicID: number;
  commonName: string;
}

/** Samples written per upsertSamples call, and calls in flight at once. */
const CHUNK = 200;
const PARALLEL = 2;

/**
 * Bench genomes are collected on one of BENCH_DAYS days from BENCH_FIRST_DAY (the n-th on day
 * n mod BENCH_DAYS), so a window of the first k days holds k% of the clade (issue 33's --window).
 */
export const BENCH_FIRST_DAY = '2024-01-01';
export const BENCH_DAYS = 100;
export const benchDay = (index: number): string =>
  new Date(Date.parse(`${BENCH_FIRST_DAY}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);

export interface BenchGenome {
  id: string;
  sequence: string;
}

/** The distinct, valid real genomes the bench samples are made of, and how many were left out. */
export const loadBenchGenomes = (): { genomes: BenchGenome[]; skippedInvalid: number } => {
  const records = loadGenomes();
  // Distinct accessions: a genome listed in two files of the data set is used once.
  const byId = new Map(
    records.map((record) => [record.id.split(/\s/)[0] ?? record.id, normalizeOligoSequence(record.sequence)]),
  );
  const genomes = [...byId]
    .filter(([, sequence]) => isValidOligoSequence(sequence))
    .map(([id, sequence]) => ({ id, sequence }));
  return { genomes, skippedInvalid: records.length - genomes.length };
};

/** The report bench's accessions: the real genome's name, then '<name>.bench<n>' for its copies. */
const reportBenchAccession = (n: number, source: BenchGenome, round: number): string =>
  round === 0 ? source.id : `${source.id}.bench${n}`;

/** The n-th bench genome: the real ones first, then a copy of each (seeded by n), round after round. */
export const benchSample = (
  genomes: readonly BenchGenome[],
  n: number,
  clade: BenchClade = BENCH_CLADE,
  accessionOf: (n: number, source: BenchGenome, round: number) => string = reportBenchAccession,
): SampleInput => {
  const source = genomes[n % genomes.length] as BenchGenome;
  const round = Math.floor(n / genomes.length);
  const sequence = round === 0 ? source.sequence : mutateGenome(source.sequence, n);
  return {
    accessionID: accessionOf(n, source, round),
    collection_date: benchDay(n % BENCH_DAYS),
    collection_date_enriched_iso: benchDay(n % BENCH_DAYS),
    host: 'Homo sapiens',
    geo_loc_name: `Bench round ${round}`,
    sequence_length: sequence.length,
    genomic_sequence: sequence,
    taxonomicID: clade.taxonomicID,
    source: 'Fixture',
  };
};

/**
 * Writes `count` genomes into the bench clade (the report bench's unless told, with its
 * accessions unless told); those already stored (a kept data directory) are skipped. Returns how
 * many were written and how many the clade holds.
 */
export const loadBenchClade = async (
  count: number,
  log: (line: string) => void,
  options: {
    clade?: BenchClade;
    accessionOf?: (n: number, source: BenchGenome, round: number) => string;
  } = {},
): Promise<{ written: number; skippedInvalid: number }> => {
  const { findStoredAccessions, upsertSamples } = await import(
    '../functions/src/targets/repository/sample-upserts'
  );
  const clade = options.clade ?? BENCH_CLADE;
  const { genomes, skippedInvalid } = loadBenchGenomes();
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const from = next;
      const to = Math.min(count, next + CHUNK);
      next = to;
      const samples = Array.from({ length: to - from }, (_, i) =>
        benchSample(genomes, from + i, clade, options.accessionOf),
      );
      const stored = await findStoredAccessions(samples.map((s) => s.accessionID));
      const outcomes = await upsertSamples(
        samples
          .filter((sample) => !stored.has(sample.accessionID))
          .map((sample) => ({
            sample,
            cladeID: clade.cladeID,
            commonName: clade.commonName,
            cladeName: clade.cladeName,
          })),
      );
      written += outcomes.filter((o) => o.outcome === 'inserted').length;
      // This chunk's end, not the shared cursor (the other worker may have moved it meanwhile).
      if (Math.floor(to / 2000) > Math.floor(from / 2000)) log(`  ${to} of ${count} genomes ready`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { written, skippedInvalid };
};

/**
 * A product of the first `count` published SARS-CoV-2 assay oligos (both strands occur among
 * them), reusing oligos the local stack seeded under the same names. Returns the product's _id.
 */
export const ensureBenchProduct = async (
  count: number,
): Promise<{ productId: string; plusStrand: number }> => {
  const { createOligo, findOligoIdByName } = await import(
    '../functions/src/oligos/repository/oligos-repository'
  );
  const { createProduct, findProductIdByName } = await import(
    '../functions/src/products/repository/products-repository'
  );
  const rows = loadAssayOligos().slice(0, count);
  const ids: string[] = [];
  for (const row of rows) {
    const existing = await findOligoIdByName(row.name);
    ids.push(
      existing ??
        (
          await createOligo({
            _id: randomUUID(),
            name: row.name,
            sequence: row.sequence,
            dna_strand_positive: row.strandPositive,
            archived: false,
            role: inferStoredRole(row.name),
            role_inferred: true,
          })
        )._id,
    );
  }
  const name = `Report bench: ${count} assay oligos`;
  const productId =
    (await findProductIdByName(name)) ??
    (
      await createProduct({
        _id: randomUUID(),
        name,
        versions: [ids],
        version_assays: [defaultAssays(ids)],
        active_version_index: 0,
      })
    )._id;
  return { productId, plusStrand: rows.filter((row) => row.strandPositive).length };
};
