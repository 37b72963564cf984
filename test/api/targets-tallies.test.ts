import { toSample } from '@oligowatch/functions/targets/domain/to-sample';
import type { SampleInput, SampleUpsert } from '@oligowatch/functions/targets/repository/sample-upserts';
import { loadFixtureRecords } from '@oligowatch/infra/local/ncbi-fixture/fixture-records';
import type { ImportProgress } from '@oligowatch/shared/schemas/target';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { readFixtureGenome } from '../support/fixture-genomes';

/**
 * A batch's counts, once its groups are written concurrently (sample-tallies.ts): each group
 * writes a TALLY item with its deltas, and the batch then adds them to TARGET and CLADE once. A
 * batch stopped between its groups and its counting leaves TALLY items that the same writer's next
 * call (its resume) counts: nothing twice, nothing missing. The accessions and taxonomic IDs are
 * made up for the test; the sequence is the real H1N1pdm MP reference from test/fixtures.
 */
const h1n1Mp = readFixtureGenome('influenza/A_H1N1pdm/mp.reference.fasta').toUpperCase();

type Repository = typeof import('@oligowatch/functions/targets/repository/sample-upserts') &
  typeof import('@oligowatch/functions/targets/repository/sample-tallies') &
  typeof import('@oligowatch/functions/targets/repository/target-queries') &
  typeof import('@oligowatch/functions/reports/repository/clade-reads') &
  typeof import('@oligowatch/functions/lib/db/paging') &
  typeof import('@oligowatch/functions/targets/repository/targets-items');
let repo: Repository;
beforeAll(async () => {
  Object.assign(process.env, stack().env);
  repo = {
    ...(await import('@oligowatch/functions/targets/repository/sample-upserts')),
    ...(await import('@oligowatch/functions/targets/repository/sample-tallies')),
    ...(await import('@oligowatch/functions/targets/repository/target-queries')),
    ...(await import('@oligowatch/functions/reports/repository/clade-reads')),
    ...(await import('@oligowatch/functions/lib/db/paging')),
    ...(await import('@oligowatch/functions/targets/repository/targets-items')),
  };
});

const sample = (accessionID: string, taxonomicID: number): SampleInput => ({
  accessionID,
  collection_date: '2009',
  host: 'Homo sapiens',
  geo_loc_name: 'USA',
  sequence_length: h1n1Mp.length,
  genomic_sequence: h1n1Mp,
  taxonomicID,
  source: 'Manual',
});

/** `count` samples from `from`, alternating between two taxa, joining `cladeID`. */
const batch = (prefix: string, from: number, count: number, cladeID: string): SampleUpsert[] =>
  Array.from({ length: count }, (_, i) => ({
    sample: sample(`${prefix}-${from + i}`, 991_000 + ((from + i) % 2)),
    cladeID,
    commonName: `Tally test target ${991_000 + ((from + i) % 2)}`,
    cladeName: `Tally test clade ${cladeID}`,
  }));

/** The clade's members, page by page. */
const members = async (cladeID: string): Promise<number> => {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await repo.listSamplesOfClade(cladeID, { limit: 100, ...(cursor ? { cursor } : {}) });
    count += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  return count;
};

const counts = async (cladeID: string) => ({
  even: (await repo.getTargetSummary(991_000))?.count ?? 0,
  odd: (await repo.getTargetSummary(991_001))?.count ?? 0,
  clade: (await repo.listClades()).find((o) => o.cladeID === cladeID)?.sampleCount ?? 0,
  members: await members(cladeID),
});

/** The TALLY items of `tallyKey` not counted yet (byParent TALLIES#{tallyKey}). */
const uncounted = async (tallyKey: string) =>
  (
    await repo.queryAllPages({
      TableName: repo.tableName(),
      IndexName: 'byParent',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': `TALLIES#${tallyKey}` },
    })
  ).length;

describe('a batch counted once after its groups', () => {
  it('resumes a batch stopped between its groups and its counting with exact counts', async () => {
    const tallyKey = 'import#tally-test-resume';
    const writer = 'import#tally-test-resume@2026-11-29T07:00:00.000Z';
    const first = batch('TALLY-A', 0, 60, 'tally-a');
    // Stopped after its three groups were written, before the counting.
    const stopped = await repo.upsertSamples(first, { tallyKey, writer, leaveUncounted: true });
    expect(stopped.every((r) => r.outcome === 'inserted')).toBe(true);
    expect(await counts('tally-a')).toEqual({ even: 0, odd: 0, clade: 0, members: 60 });
    expect(await uncounted(tallyKey)).toBe(3);

    // The resume does the batch again with 20 more records: nothing is left to write of the 60, which
    // the same writer counts as it stored them (inserted), and the counters take what the stopped
    // run wrote besides its own.
    const resumed = await repo.upsertSamples(batch('TALLY-A', 0, 80, 'tally-a'), { tallyKey, writer });
    expect(resumed.filter((r) => r.outcome === 'inserted')).toHaveLength(80);
    expect(await counts('tally-a')).toEqual({ even: 40, odd: 40, clade: 80, members: 80 });
    expect(await uncounted(tallyKey)).toBe(0);

    // Run again by another writer (the job finished and started anew) and counted again: the 80
    // are unchanged, and nothing counts twice.
    const again = await repo.upsertSamples(batch('TALLY-A', 0, 80, 'tally-a'), {
      tallyKey,
      writer: 'import#tally-test-resume@2026-11-29T08:00:00.000Z',
    });
    expect(again.filter((r) => r.outcome === 'unchanged')).toHaveLength(80);
    await repo.countTallies(tallyKey);
    expect(await counts('tally-a')).toEqual({ even: 40, odd: 40, clade: 80, members: 80 });
  });

  it('counts what a stopped batch updated as updated when the same run redoes it', async () => {
    const tallyKey = 'refresh#tally-u#r1';
    const stored = batch('TALLY-U', 0, 10, 'tally-u');
    await repo.upsertSamples(stored);
    const revised = stored.map((u) => ({ ...u, sample: { ...u.sample, collection_date: '2010' } }));
    const stopped = await repo.upsertSamples(revised, { tallyKey, writer: tallyKey, leaveUncounted: true });
    expect(stopped.every((r) => r.outcome === 'updated')).toBe(true);
    const redone = await repo.upsertSamples(revised, { tallyKey, writer: tallyKey });
    expect(redone.every((r) => r.outcome === 'updated')).toBe(true);
    // Whoever else writes them as they are finds them unchanged.
    expect((await repo.upsertSamples(revised)).every((r) => r.outcome === 'unchanged')).toBe(true);
  });

  it('counts a new version that replaced its earlier one as updated when the refresh redoes it', async () => {
    const { upsertSampleVersions } = await import('@oligowatch/functions/targets/repository/sample-versions');
    const writer = 'refresh#tally-v#r1';
    const [first] = batch('TALLY-V', 0, 1, 'tally-v');
    if (!first) throw new Error('no upsert');
    await repo.upsertSamples([{ ...first, sample: { ...first.sample, accessionID: 'TALLY-V.1' } }]);
    const revised = [{ ...first, sample: { ...first.sample, accessionID: 'TALLY-V.2' } }];
    const options = { tallyKey: writer, writer };
    expect(await upsertSampleVersions(revised, { ...options, leaveUncounted: true })).toMatchObject([
      { outcome: 'updated' },
    ]);
    expect(await upsertSampleVersions(revised, options)).toMatchObject([{ outcome: 'updated' }]);
    expect(await repo.getSample('TALLY-V.1')).toBeUndefined();
  });

  it('counts a stopped batch once when two runners count it at the same time', async () => {
    const tallyKey = 'import#tally-test-twice';
    await repo.upsertSamples(batch('TALLY-B', 0, 75, 'tally-b'), { tallyKey, leaveUncounted: true });
    await Promise.all([
      repo.countTallies(tallyKey),
      repo.countTallies(tallyKey),
      repo.countTallies(tallyKey),
    ]);
    expect(await counts('tally-b')).toMatchObject({ clade: 75, members: 75 });
    expect(await uncounted(tallyKey)).toBe(0);
  });

  it('keeps counts exact when concurrent imports store overlapping accessions in two clades', async () => {
    const before = await counts('tally-c1');
    // 0-99 into clade c1, 50-149 into c2, 25-124 into c1 again: four groups each, all at once.
    const runs = await Promise.all([
      repo.upsertSamples(batch('TALLY-C', 0, 100, 'tally-c1'), { tallyKey: 'import#tally-test-c1' }),
      repo.upsertSamples(batch('TALLY-C', 50, 100, 'tally-c2'), { tallyKey: 'import#tally-test-c2' }),
      repo.upsertSamples(batch('TALLY-C', 25, 100, 'tally-c1'), { tallyKey: 'import#tally-test-c3' }),
    ]);
    const inserted = runs.flat().filter((r) => r.outcome === 'inserted').length;
    expect(inserted).toBe(150);
    const c1 = await counts('tally-c1');
    const c2 = await counts('tally-c2');
    expect(c1.even - before.even + (c1.odd - before.odd)).toBe(150);
    expect(c1.clade).toBe(125);
    expect(c1.members).toBe(125);
    expect(c2.clade).toBe(100);
    expect(c2.members).toBe(100);
  });
});

describe("an import stopped between a batch's groups and its counting", () => {
  const RSV_B = 208895;
  it('counts what the stopped batch wrote when the import runs again: nothing twice, nothing missing', async () => {
    const token = await signIn(stack().admin.email, stack().admin.password);
    const cached = await api<{ response_data: { cacheID: string; targetCount: number } }>(
      'POST',
      '/v1/cache',
      {
        token,
        body: {
          sourceDatabase: 'nuccore',
          collectedAfter: 'All',
          completeFlag: false,
          originFlag: false,
          taxonomicID: String(RSV_B),
        },
      },
    );
    expect(cached.status).toBe(200);
    const { cacheID, targetCount } = cached.body.response_data;
    const cladeID = `tally-import-${cacheID.slice(0, 8)}`;
    const records = loadFixtureRecords().filter(
      (r) => r.taxonomicID === RSV_B || r.taxonAncestors.includes(RSV_B),
    );
    expect(records).toHaveLength(targetCount);
    const storedBefore = (await Promise.all(records.map((r) => repo.getSample(r.accessionID)))).filter(
      (s) => s !== undefined,
    ).length;
    const targetBefore = (await repo.getTargetSummary(RSV_B))?.count ?? 0;

    // The job's first batch (IMPORT_BATCH_SIZE 4 on the test stack), written under the job's tally
    // key and stopped before its counting.
    const firstBatch = records.slice(0, 4).flatMap((r) => {
      const check = toSample(r, { taxonomicID: RSV_B, source: 'NCBI' });
      return check.ok
        ? [{ sample: check.sample, cladeID, commonName: 'Human orthopneumovirus B', cladeName: cladeID }]
        : [];
    });
    await repo.upsertSamples(firstBatch, { tallyKey: `import#${cacheID}`, leaveUncounted: true });
    expect(await counts(cladeID)).toMatchObject({ clade: 0, members: firstBatch.length });

    const started = await api('POST', '/v1/processCachedImport', {
      token,
      body: { sourceDatabase: 'nuccore', cacheID, cladeID },
    });
    expect(started.status).toBeLessThan(300);
    const deadline = Date.now() + 60_000;
    let progress: ImportProgress;
    do {
      await new Promise((r) => setTimeout(r, 100));
      progress = (await api<{ import: ImportProgress }>('GET', `/v1/imports/${cacheID}`, { token })).body
        .import;
    } while (progress.status !== 'done' && progress.status !== 'failed' && Date.now() < deadline);
    expect(progress.status).toBe('done');

    expect(await counts(cladeID)).toMatchObject({ clade: targetCount, members: targetCount });
    expect((await repo.getTargetSummary(RSV_B))?.count).toBe(targetBefore + targetCount - storedBefore);
    expect(await uncounted(`import#${cacheID}`)).toBe(0);

    // The finished import run again is a new run (importWriter): what the first run stored, it
    // finds unchanged, not stored by itself.
    const again = await api('POST', '/v1/processCachedImport', {
      token,
      body: { sourceDatabase: 'nuccore', cacheID, cladeID },
    });
    expect(again.status).toBeLessThan(300);
    const rerunDeadline = Date.now() + 60_000;
    do {
      await new Promise((r) => setTimeout(r, 100));
      progress = (await api<{ import: ImportProgress }>('GET', `/v1/imports/${cacheID}`, { token })).body
        .import;
    } while (progress.status !== 'done' && progress.status !== 'failed' && Date.now() < rerunDeadline);
    expect(progress).toMatchObject({ status: 'done', imported: 0, updated: 0, unchanged: targetCount });
  });
});
