import type { SampleWithSequence } from '@oligowatch/shared/schemas/target';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../support/api';
import { readFixtureGenome } from '../support/fixture-genomes';

/**
 * The batch upsert against the stack's DynamoDB Local, called as the import job calls it. One
 * transaction holds at most 100 items: 25 samples are 50 Puts, and the counters they move come on
 * top. The accessions and taxonomic IDs here are made up for the test (none is a real NCBI one);
 * the sequence is the real H1N1pdm MP reference from test/fixtures.
 */
const h1n1Mp = readFixtureGenome('influenza/A_H1N1pdm/mp.reference.fasta').toUpperCase();

type Repository = typeof import('@oligowatch/functions/lib/db/targets-repository');
let repo: Repository;
beforeAll(async () => {
  Object.assign(process.env, stack().env);
  repo = await import('@oligowatch/functions/lib/db/targets-repository');
});

const sample = (i: number, taxonomicID: number, cladeID: string): SampleWithSequence => ({
  accessionID: `REPO-TEST-${i}`,
  collection_date: '2009',
  host: 'Homo sapiens',
  geo_loc_name: 'USA',
  sequence_length: h1n1Mp.length,
  genomic_sequence: h1n1Mp,
  taxonomicID,
  cladeID,
  source: 'Manual',
});

describe('upsertSamples', () => {
  it('moves 25 samples out of 25 targets and clades into one, counting every move', async () => {
    const first = Array.from({ length: 25 }, (_, i) => ({
      sample: sample(i, 990_000 + i, `repo-test-${i}`),
      commonName: `Repository test target ${i}`,
      cladeName: `Repository test clade ${i}`,
    }));
    expect(new Set(await repo.upsertSamples(first))).toEqual(new Set(['inserted']));

    // 50 Puts + 26 target counters + 26 clade counters: more than one transaction may hold.
    const moved = Array.from({ length: 25 }, (_, i) => ({
      sample: sample(i, 990_100, 'repo-test-all'),
      commonName: 'Repository test target (all)',
      cladeName: 'Repository test clade (all)',
    }));
    expect(new Set(await repo.upsertSamples(moved))).toEqual(new Set(['updated']));

    expect((await repo.getTargetSummary(990_100))?.count).toBe(25);
    for (let i = 0; i < 25; i++) expect((await repo.getTargetSummary(990_000 + i))?.count).toBe(0);
    const options = await repo.listClades();
    expect(options.find((o) => o.cladeID === 'repo-test-all')?.sampleCount).toBe(25);
    expect(options.filter((o) => /^repo-test-\d+$/.test(String(o.cladeID)))).toEqual([]);
    const page = await repo.listSamplesOfTarget(990_100, { limit: 100 });
    expect(page.items.map((s) => s.cladeID)).toEqual(Array(25).fill('repo-test-all'));
    expect(JSON.stringify(page.items)).not.toContain('genomic_sequence');
  });

  it("streams a clade's sequences page by page, moved with their samples", async () => {
    const streamed: string[] = [];
    for await (const s of repo.streamCladeSequences('repo-test-all', 10)) {
      expect(s.genomic_sequence).toBe(h1n1Mp);
      streamed.push(s.accessionID);
    }
    expect(streamed.sort()).toEqual(Array.from({ length: 25 }, (_, i) => `REPO-TEST-${i}`).sort());
    const left = await repo.listCladeSequences('repo-test-0', { limit: 10 });
    expect(left.items).toEqual([]);
  });
});
