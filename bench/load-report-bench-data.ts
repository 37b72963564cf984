import { randomUUID } from 'node:crypto';
import type { SampleInput } from '../functions/src/targets/repository/sample-upserts';
import { inferStoredRole } from '../shared/src/assays/guess-role-from-name';
import { defaultAssays } from '../shared/src/assays/version-assays';
import { isValidOligoSequence, normalizeOligoSequence } from '../shared/src/iupac';
import { loadAssayOligos, loadGenomes } from './load-bench-data';
import { mutateGenome } from './mutate-genome';

/*
 * The data of the report bench, written into a running local stack through the same repositories
 * an import and the catalogue screens use: one clade of real SARS-CoV-2 genomes (../shared/data)
 * topped up with mutated copies of them (as the engine bench makes its larger set), and one product
 * of published assay oligos. Call after startLocalStack (the repositories read its environment).
 */

export const BENCH_CLADE = {
  cladeID: 'bench-report-clade',
  cladeName: 'Report bench (real and mutated SARS-CoV-2 genomes)',
  taxonomicID: 2697049,
  commonName: 'Severe acute respiratory syndrome coronavirus 2',
} as const;

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

/** The n-th bench genome: the real ones first, then a copy of each (seeded by n), round after round. */
const benchSample = (genomes: readonly { id: string; sequence: string }[], n: number): SampleInput => {
  const source = genomes[n % genomes.length] as { id: string; sequence: string };
  const round = Math.floor(n / genomes.length);
  const sequence = round === 0 ? source.sequence : mutateGenome(source.sequence, n);
  return {
    accessionID: round === 0 ? source.id : `${source.id}.bench${n}`,
    collection_date: benchDay(n % BENCH_DAYS),
    collection_date_enriched_iso: benchDay(n % BENCH_DAYS),
    host: 'Homo sapiens',
    geo_loc_name: `Bench round ${round}`,
    sequence_length: sequence.length,
    genomic_sequence: sequence,
    taxonomicID: BENCH_CLADE.taxonomicID,
    source: 'Fixture',
  };
};

/**
 * Writes `count` genomes into the bench clade; those already stored (a kept data directory) are
 * skipped. Returns how many were written and how many the clade holds.
 */
export const loadBenchClade = async (
  count: number,
  log: (line: string) => void,
): Promise<{ written: number; skippedInvalid: number }> => {
  const { findStoredAccessions, upsertSamples } = await import(
    '../functions/src/targets/repository/sample-upserts'
  );
  const records = loadGenomes();
  // Distinct accessions: a genome listed in two files of the data set is used once.
  const byId = new Map(
    records.map((record) => [record.id.split(/\s/)[0] ?? record.id, normalizeOligoSequence(record.sequence)]),
  );
  const genomes = [...byId]
    .filter(([, sequence]) => isValidOligoSequence(sequence))
    .map(([id, sequence]) => ({ id, sequence }));
  const skippedInvalid = records.length - genomes.length;
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const from = next;
      next = Math.min(count, next + CHUNK);
      const samples = Array.from({ length: next - from }, (_, i) => benchSample(genomes, from + i));
      const stored = await findStoredAccessions(samples.map((s) => s.accessionID));
      const outcomes = await upsertSamples(
        samples
          .filter((sample) => !stored.has(sample.accessionID))
          .map((sample) => ({
            sample,
            cladeID: BENCH_CLADE.cladeID,
            commonName: BENCH_CLADE.commonName,
            cladeName: BENCH_CLADE.cladeName,
          })),
      );
      written += outcomes.filter((o) => o.outcome === 'inserted').length;
      if (Math.floor(next / 2000) > Math.floor(from / 2000)) log(`  ${next} of ${count} genomes ready`);
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
