import type { SampleInput, SampleUpsert } from '@oligowatch/functions/targets/repository/sample-upserts';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../support/api';
import { streamCladeSequences } from '../support/clade-sequences';
import { readFixtureGenome } from '../support/fixture-genomes';

/**
 * The batch upsert against the stack's DynamoDB Local, called as the import job calls it. One
 * transaction holds at most 100 items: 25 new samples in 25 targets and clades are 75 Puts and 50
 * counters, more than one transaction may hold. The accessions and taxonomic IDs here are made up
 * for the test (none is a real NCBI one); the sequence is the real H1N1pdm MP reference from
 * test/fixtures.
 */
const h1n1Mp = readFixtureGenome('influenza/A_H1N1pdm/mp.reference.fasta').toUpperCase();

// The targets repository's concerns: upserts with counters, lists and pages, the clade stream, the model.
type Repository = typeof import('@oligowatch/functions/targets/repository/sample-upserts') &
  typeof import('@oligowatch/functions/targets/repository/target-queries') &
  typeof import('@oligowatch/functions/reports/repository/clade-reads') &
  typeof import('@oligowatch/functions/targets/repository/targets-model');
let repo: Repository;
beforeAll(async () => {
  Object.assign(process.env, stack().env);
  repo = {
    ...(await import('@oligowatch/functions/targets/repository/sample-upserts')),
    ...(await import('@oligowatch/functions/targets/repository/target-queries')),
    ...(await import('@oligowatch/functions/reports/repository/clade-reads')),
    ...(await import('@oligowatch/functions/targets/repository/targets-model')),
  };
});

const sample = (i: number, taxonomicID: number, date = '2009'): SampleInput => ({
  accessionID: `REPO-TEST-${i}`,
  collection_date: date,
  host: 'Homo sapiens',
  geo_loc_name: 'USA',
  sequence_length: h1n1Mp.length,
  genomic_sequence: h1n1Mp,
  taxonomicID,
  source: 'Manual',
});

const upsert = (s: SampleInput, cladeID: string): SampleUpsert => ({
  sample: s,
  cladeID,
  commonName: `Repository test target ${s.taxonomicID}`,
  cladeName: `Repository test clade ${cladeID}`,
});

const outcomes = async (upserts: SampleUpsert[]) =>
  new Set((await repo.upsertSamples(upserts)).map((r) => r.outcome));

const streamed = async (cladeID: string): Promise<string[]> => {
  const accessions: string[] = [];
  for await (const s of streamCladeSequences(cladeID, 10)) {
    expect(Buffer.from(s.sequence).toString('latin1')).toBe(h1n1Mp);
    expect(s.cladeID).toBe(cladeID);
    accessions.push(s.accessionID);
  }
  return accessions.sort();
};

const all25 = Array.from({ length: 25 }, (_, i) => `REPO-TEST-${i}`).sort();

describe('upsertSamples', () => {
  it('stores 25 samples in 25 targets and clades, counting each once, in several transactions', async () => {
    expect(
      await outcomes(Array.from({ length: 25 }, (_, i) => upsert(sample(i, 990_000 + i), `repo-test-${i}`))),
    ).toEqual(new Set(['inserted']));
    for (let i = 0; i < 25; i++) expect((await repo.getTargetSummary(990_000 + i))?.count).toBe(1);
    const page = await repo.listSamplesOfTarget(990_003, { limit: 100 });
    expect(page.items).toEqual([
      expect.objectContaining({ accessionID: 'REPO-TEST-3', cladeIDs: ['repo-test-3'] }),
    ]);
    expect(JSON.stringify(page.items)).not.toContain('genomic_sequence');
  });

  it('adds samples to a second clade and keeps them in the first (a clade is a set)', async () => {
    const joined = Array.from({ length: 25 }, (_, i) => upsert(sample(i, 990_000 + i), 'repo-test-all'));
    expect(await outcomes(joined)).toEqual(new Set(['updated']));
    // Joining again changes nothing and counts nothing.
    expect(await outcomes(joined)).toEqual(new Set(['unchanged']));

    const options = await repo.listClades();
    expect(options.find((o) => o.cladeID === 'repo-test-all')?.sampleCount).toBe(25);
    expect(options.find((o) => o.cladeID === 'repo-test-7')?.sampleCount).toBe(1);
    for (let i = 0; i < 25; i++) expect((await repo.getTargetSummary(990_000 + i))?.count).toBe(1);
    expect((await repo.getSample('REPO-TEST-7'))?.cladeIDs).toEqual(['repo-test-7', 'repo-test-all']);
    expect(await streamed('repo-test-all')).toEqual(all25);
    expect(await streamed('repo-test-7')).toEqual(['REPO-TEST-7']);
    const members = await repo.listSamplesOfClade('repo-test-all', { limit: 100 });
    expect(members.items.map((s) => s.accessionID).sort()).toEqual(all25);
  });

  it('never moves a sample to another taxon: a conflict, nothing written', async () => {
    const results = await repo.upsertSamples([upsert(sample(4, 990_100, '2011'), 'repo-test-other')]);
    expect(results).toEqual([
      { accessionID: 'REPO-TEST-4', outcome: 'conflict', currentTaxonomicID: 990_004 },
    ]);
    expect(await repo.getSample('REPO-TEST-4')).toMatchObject({
      taxonomicID: 990_004,
      collection_date: '2009',
    });
    expect(await repo.getTargetSummary(990_100)).toBeUndefined();
    expect((await repo.listClades()).find((o) => o.cladeID === 'repo-test-other')).toBeUndefined();
    expect(await repo.upsertSample(upsert(sample(4, 990_100), 'repo-test-other'))).toMatchObject({
      outcome: 'conflict',
      currentTaxonomicID: 990_004,
    });
  });

  it('updates a sample under its own taxon in place, and the clade reads the new metadata', async () => {
    expect(await repo.upsertSample(upsert(sample(5, 990_005, '2010'), 'repo-test-all'))).toMatchObject({
      outcome: 'updated',
    });
    expect((await repo.getTargetSummary(990_005))?.count).toBe(1);
    const sequences = [];
    for await (const s of streamCladeSequences('repo-test-all', 7)) sequences.push(s);
    expect(sequences.find((s) => s.accessionID === 'REPO-TEST-5')?.collection_date).toBe('2010');
  });

  it('keeps the time a sample joined its clade on rewrites and on a new version (issue 33)', async () => {
    const clade = 'repo-test-joined';
    const joinedOf = async (accession: string) =>
      (await repo.readCladePage(clade, { limit: 10 })).samples.find((s) => s.accessionID === accession)
        ?.joined_at;
    await repo.upsertSample(upsert({ ...sample(40, 990_040), accessionID: 'REPO-JOINED.1' }, clade));
    const joined = await joinedOf('REPO-JOINED.1');
    expect(joined).toMatch(/^\d{4}-\d\d-\d\dT/);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // New content (another date) rewrites the MEMBER item: the join time stays.
    expect(
      await repo.upsertSample(
        upsert({ ...sample(40, 990_040, '2010-03-01'), accessionID: 'REPO-JOINED.1' }, clade),
      ),
    ).toMatchObject({ outcome: 'updated' });
    expect(await joinedOf('REPO-JOINED.1')).toBe(joined);
    // A new version of the record replaces it (a refresh's revision): it joined when the old one did.
    const { upsertSampleVersions } = await import('@oligowatch/functions/targets/repository/sample-versions');
    const [result] = await upsertSampleVersions([
      upsert({ ...sample(40, 990_040, '2010-03-02'), accessionID: 'REPO-JOINED.2' }, clade),
    ]);
    expect(result?.outcome).toBe('updated');
    expect(await joinedOf('REPO-JOINED.1')).toBeUndefined();
    expect(await joinedOf('REPO-JOINED.2')).toBe(joined);
  });

  it('stores a genome packed two bits a base, and reads one stored in Brotli before (ADR 0038)', async () => {
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { compressSequence } = await import('@oligowatch/functions/lib/db/compressed-text');
    const { GetCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { tableNameOf } = await import('@oligowatch/functions/lib/db/items');
    const { targetsTable } = await import('@oligowatch/shared/tables');
    const { targetsKeys } = await import('@oligowatch/shared/tables/targets');
    const tableName = tableNameOf(targetsTable);
    const clade = 'repo-test-encodings';
    const accessions = ['REPO-2BIT', 'REPO-BR', 'REPO-BR-UNNAMED'];
    await repo.upsertSamples(
      accessions.map((accessionID, i) => upsert({ ...sample(60 + i, 990_060), accessionID }, clade)),
    );
    const stored = await getDocumentClient().send(
      new GetCommand({ TableName: tableName, Key: targetsKeys.sequence('REPO-2BIT') }),
    );
    expect(stored.Item).toMatchObject({ encoding: '2bit' });
    // 982 bases: 2 bytes of length, 1 of runs (none), 246 of bases.
    expect(h1n1Mp).toHaveLength(982);
    expect((stored.Item?.sequence as Uint8Array | undefined)?.byteLength).toBe(249);
    // As every genome was written before: Brotli, its encoding named or (before it was read) not.
    const brotli = compressSequence(h1n1Mp);
    for (const [accession, update] of [
      ['REPO-BR', 'SET #s = :s, #e = :br'],
      ['REPO-BR-UNNAMED', 'SET #s = :s REMOVE #e'],
    ] as const)
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: tableName,
          Key: targetsKeys.sequence(accession),
          UpdateExpression: update,
          ExpressionAttributeNames: { '#s': 'sequence', '#e': 'encoding' },
          ExpressionAttributeValues: { ':s': brotli, ...(update.includes(':br') ? { ':br': 'br' } : {}) },
        }),
      );
    for (const accession of accessions)
      expect((await repo.getSampleWithSequence(accession))?.genomic_sequence).toBe(h1n1Mp);
    expect(await streamed(clade)).toEqual([...accessions].sort());
  });

  it('keeps counts exact when concurrent writers add the same new samples to the same clade', async () => {
    const fresh = Array.from({ length: 10 }, (_, i) =>
      upsert({ ...sample(i, 990_200), accessionID: `REPO-RACE-${i}` }, 'repo-race'),
    );
    const runs = await Promise.all(Array.from({ length: 4 }, () => repo.upsertSamples(fresh)));
    const inserted = runs.flat().filter((r) => r.outcome === 'inserted').length;
    expect(inserted).toBe(10);
    expect((await repo.getTargetSummary(990_200))?.count).toBe(10);
    expect((await repo.listClades()).find((o) => o.cladeID === 'repo-race')?.sampleCount).toBe(10);
  });
});

describe('ensureTargetsModel', () => {
  it('refuses data written without this model version, saying to remove .data/', async () => {
    const { DeleteCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { targetsApiMessages } = await import('@oligowatch/shared/messages/targets');
    const TableName = stack().env.TARGETS_TABLE;
    await expect(repo.ensureTargetsModel()).resolves.toBeUndefined();
    // As an earlier version left it: samples and no model marker.
    await getDocumentClient().send(new DeleteCommand({ TableName, Key: { pk: 'MODEL#targets' } }));
    try {
      await expect(repo.ensureTargetsModel()).rejects.toThrow(targetsApiMessages.localDataTooOld);
    } finally {
      await getDocumentClient().send(
        new PutCommand({ TableName, Item: { pk: 'MODEL#targets', version: repo.TARGETS_MODEL_VERSION } }),
      );
    }
    await expect(repo.ensureTargetsModel()).resolves.toBeUndefined();
  });
});
