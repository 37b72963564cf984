import { randomInt } from 'node:crypto';
import { ncbiErrorMessages } from '@oligowatch/functions/lib/ncbi/ncbi-error';
import { ncbiDate, shiftNcbiDate } from '@oligowatch/functions/targets/domain/refresh-window';
import { loadFixtureRecords } from '@oligowatch/infra/local/ncbi-fixture/fixture-records';
import { targetsFollowMessages } from '@oligowatch/shared/messages/targets';
import type { ImportProgress, SampleSummary } from '@oligowatch/shared/schemas/target';
import type { CladeFollow, Refresh } from '@oligowatch/shared/schemas/target-follow';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { expectErrorLogs } from '../support/expect-error-logs';
import { waitForReport } from '../support/reports';
import { createProduct, DAY_MS, scheduledAnswerSchema, tick, unique } from '../support/schedules';

/**
 * Issue 32 end to end: a clade follows its NCBI query (from the import's confirmation or from its
 * page), its schedule fires the refresh job through the local scheduler, Refresh now, the history,
 * a refresh that fails and one that resumes. Against the fixture NCBI (RSV-A: 7 real records,
 * fetched in batches of 4 by the test stack).
 *
 * The fixture NCBI answers `datetype`/`mindate`/`maxdate` as NCBI does (its records carry their
 * real publication dates), so a refresh right after an import finds nothing new; the tests marked
 * "(time-based esearch)" assert what NCBI's windows give. This file runs after the files that count
 * the fixture taxa whole (vitest.config.ts): its imports add the RSV-A records to clades of its own.
 */
const RSV_A = 208893;
const rsvA = loadFixtureRecords()
  .filter((r) => r.taxonomicID === RSV_A || r.taxonAncestors.includes(RSV_A))
  .map((r) => r.accessionID)
  .sort();

const fixture = async (path: string, body?: unknown) => {
  const res = await fetch(`${stack().ncbiUrl}__fixture/${path}`, {
    method: body === undefined && path === 'requests' ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
};
const ncbiRequests = async () =>
  (await fixture('requests')) as { path: string; params: Record<string, string>; status: number }[];

let token: string;
beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
});
beforeEach(async () => {
  await fixture('reset', {});
});

type History = {
  follow: CladeFollow | null;
  canFollow: boolean;
  running: Refresh | null;
  refreshes: Refresh[];
};
const historyOf = async (cladeID: string) =>
  (await api<History>('GET', `/v1/targets/${cladeID}/refreshes`, { token })).body;

const waitFor = async <T>(read: () => Promise<T>, until: (v: T) => boolean, what: string, ms = 60_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (until(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} stuck: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const finished = (r: Refresh | undefined) => r?.status === 'done' || r?.status === 'failed';
const latestRefresh = async (cladeID: string) =>
  (
    await waitFor(
      () => historyOf(cladeID),
      (h) => finished(h.refreshes[0]),
      `Refresh of ${cladeID}`,
    )
  ).refreshes[0] as Refresh;

const setFollow = (cladeID: string, body: Record<string, unknown>) =>
  api<{ message: string; follow: CladeFollow | null }>('PUT', `/v1/targets/${cladeID}/follow`, {
    token,
    body,
  });

/** Imports RSV-A into a clade of its own, optionally following; waits for the import. */
const importRsvA = async (follow?: Record<string, unknown>) => {
  const cladeID = `follow-${Date.now().toString(36)}${randomInt(1e6)}`;
  const cache = await api<{ response_data: { cacheID: string } }>('POST', '/v1/cache', {
    token,
    body: {
      sourceDatabase: 'nuccore',
      collectedAfter: 'All',
      taxonomicID: String(RSV_A),
      completeFlag: false,
      originFlag: false,
    },
  });
  expect(cache.status).toBe(200);
  const { cacheID } = cache.body.response_data;
  const started = await api('POST', '/v1/processCachedImport', {
    token,
    body: { sourceDatabase: 'nuccore', cacheID, cladeID, ...(follow ? { follow } : {}) },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await waitFor(
    async () =>
      (await api<{ import: ImportProgress }>('GET', `/v1/imports/${cacheID}`, { token })).body.import,
    (p) => p.status === 'done',
    `Import ${cacheID}`,
  );
  return cladeID;
};

const refreshNow = (cladeID: string) =>
  api<{ message: string; refreshId: string }>('POST', `/v1/targets/${cladeID}/refresh`, { token });

const today = () => ncbiDate(Date.now());

describe('following a query', () => {
  it('follows from the import confirmation: the query, how often, the high-water mark, and a schedule that fires the refresh', async () => {
    const cladeID = await importRsvA({ frequency: 'weekly' });
    const { follow, canFollow, refreshes } = await historyOf(cladeID);
    expect(canFollow).toBe(true);
    expect(refreshes).toEqual([]);
    expect(follow).toMatchObject({
      cladeID,
      term: `txid${RSV_A}[Organism:exp]`,
      filters: { collectedAfter: 'All', completeOnly: false, usaOnly: false },
      byTaxonomy: true,
      taxonomicID: RSV_A,
      everyDays: 7,
      high_water: today(),
    });
    expect(follow?.followed_by).toMatch(/.+/);

    // Its schedule fires a week on, through the job table's refresh job, once per firing.
    const name = `refresh-${cladeID}`;
    const ours = (fired: Awaited<ReturnType<typeof tick>>) => fired.filter((f) => f.name === name);
    expect(ours(await tick(new Date(Date.now() + 6 * DAY_MS)))).toEqual([]);
    const due = new Date(Date.now() + 7 * DAY_MS + 60 * 60_000);
    const fired = ours(await tick(due));
    expect(fired).toHaveLength(1);
    expect(fired[0]?.payload.cladeID).toBe(cladeID);
    expect(fired[0]?.error).toBeUndefined();
    expect(ours(await tick(due))).toEqual([]);
    const refresh = await latestRefresh(cladeID);
    expect(refresh).toMatchObject({
      status: 'done',
      trigger: 'schedule',
      term: follow?.term,
      new: 0,
      updated: 0,
    });
    // The same firing delivered again (EventBridge delivers at least once) runs no second refresh.
    expect((await historyOf(cladeID)).refreshes).toHaveLength(1);

    // Stopping deletes the schedule; the samples and the history stay.
    const stopped = await setFollow(cladeID, { following: false });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ message: targetsFollowMessages.unfollowed, follow: null });
    expect(ours(await tick(new Date(Date.now() + 60 * DAY_MS)))).toEqual([]);
    const after = await historyOf(cladeID);
    expect(after.follow).toBeNull();
    expect(after.refreshes).toHaveLength(1);
    const samples = await api<{ target: SampleSummary[] }>('GET', `/v1/targets/taxonomy/${RSV_A}`, { token });
    expect(
      samples.body.target
        .filter((s) => s.cladeIDs.includes(cladeID))
        .map((s) => s.accessionID)
        .sort(),
    ).toEqual(rsvA);
    expect((await setFollow(cladeID, { following: false })).status).toBe(404);
    expect((await refreshNow(cladeID)).status).toBe(400);
  });

  it('follows from the clade page, changes how often (keeping its mark), and refuses what cannot follow', async () => {
    const cladeID = await importRsvA();
    expect((await historyOf(cladeID)).follow).toBeNull();
    const followed = await setFollow(cladeID, { frequency: 'days', days: 3 });
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    expect(followed.body.message).toBe(targetsFollowMessages.followed(3));
    expect(followed.body.follow).toMatchObject({ everyDays: 3, high_water: today() });
    const daily = await setFollow(cladeID, {});
    expect(daily.body.follow).toMatchObject({ everyDays: 1, high_water: today() });
    expect((await setFollow(cladeID, { frequency: 'days' })).body).toEqual({
      message: targetsFollowMessages.invalidFrequency,
    });
    expect((await setFollow(cladeID, { frequency: 'days', days: 366 })).status).toBe(400);
    expect((await setFollow(cladeID, { following: false })).status).toBe(200);

    // A manual entry's clade has no query to follow: a clear 400. An unknown clade: 404.
    const taxonomicID = 970_000_000 + randomInt(1_000_000);
    const genome = 'ACGT'.repeat(50);
    const manual = await api('POST', '/v1/target', {
      token,
      body: {
        common_name: `Follow test ${taxonomicID}`,
        taxonomicID: String(taxonomicID),
        genomic_sequence: genome,
        accessionID: `FOLLOW-${taxonomicID}`,
        geo_loc_name: 'Nowhere',
        islolate: 'x',
        sequence_length: String(genome.length),
        collection_date: '2026-01-15',
      },
    });
    expect(manual.status).toBe(201);
    const refused = await setFollow(String(taxonomicID), { frequency: 'daily' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: targetsFollowMessages.cannotFollowManual });
    expect((await historyOf(String(taxonomicID))).canFollow).toBe(false);
    expect((await setFollow('no-such-clade', { frequency: 'daily' })).status).toBe(404);
    expect((await api('GET', '/v1/targets/no-such-clade/refreshes', { token })).status).toBe(404);
    expect((await api('PUT', `/v1/targets/${cladeID}/follow`, { body: {} })).status).toBe(401);
  });
});

describe('refreshing', () => {
  it('Refresh now searches both windows from the high-water mark, fetches the accessions listed, and keeps the refresh in the history', async () => {
    const cladeID = await importRsvA({ frequency: 'daily' });
    await fixture('reset', {});
    const started = await refreshNow(cladeID);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.message).toBe(targetsFollowMessages.refreshStarted);
    const refresh = await latestRefresh(cladeID);
    const from = shiftNcbiDate(today(), -3);
    expect(refresh).toMatchObject({
      refreshId: started.body.refreshId,
      status: 'done',
      term: `txid${RSV_A}[Organism:exp]`,
      published_from: from,
      modified_from: from,
      through: today(),
      new: 0,
      updated: 0,
      conflicts: 0,
    });
    expect(refresh.processed).toBe(refresh.total);
    expect(refresh.new + refresh.updated + refresh.unchanged + refresh.conflicts + refresh.skipped).toBe(
      refresh.total,
    );
    expect(refresh.sample_count).toBe(rsvA.length);
    expect(refresh.duration_ms).toBeGreaterThanOrEqual(0);
    const esearch = (await ncbiRequests()).filter((r) => r.path === 'esearch.fcgi');
    expect(esearch.map((r) => [r.params.datetype, r.params.mindate, r.params.maxdate])).toEqual([
      ['pdat', from, today()],
      ['mdat', from, today()],
    ]);
    const { follow } = await historyOf(cladeID);
    expect(follow).toMatchObject({
      high_water: today(),
      modified_through: today(),
      last_refresh_id: refresh.refreshId,
    });
    await setFollow(cladeID, { following: false });
  });

  it('(time-based esearch) a refresh that finds nothing new costs two esearch calls and fetches nothing', async () => {
    const cladeID = await importRsvA({ frequency: 'daily' });
    await fixture('reset', {});
    await refreshNow(cladeID);
    const refresh = await latestRefresh(cladeID);
    // The fixture's RSV-A records were published and last modified years ago.
    expect(refresh).toMatchObject({ status: 'done', ncbi_new: 0, ncbi_modified: 0, total: 0, processed: 0 });
    expect((await ncbiRequests()).map((r) => r.path)).toEqual(['esearch.fcgi', 'esearch.fcgi']);
    await setFollow(cladeID, { following: false });
  });

  it('records a refresh that fails for good with its reason, and the next one runs', async () => {
    const cladeID = await importRsvA({ frequency: 'daily' });
    // Every attempt of the first esearch (the first and its 3 retries) answers 500.
    await fixture('faults', { fail: { status: 500, times: 4 } });
    await expectErrorLogs(['Job failed'], async () => {
      expect((await refreshNow(cladeID)).status).toBe(202);
      const failed = await latestRefresh(cladeID);
      expect(failed.status).toBe('failed');
      expect(failed.reason).toBe(ncbiErrorMessages.server(500, 4));
      expect(failed.finished_at).toBeDefined();
    });
    const { follow } = await historyOf(cladeID);
    // The mark stays where it was: the next refresh covers the same window.
    expect(follow?.high_water).toBe(today());
    expect((await refreshNow(cladeID)).status).toBe(202);
    const next = await latestRefresh(cladeID);
    expect(next.status).toBe('done');
    const history = await historyOf(cladeID);
    expect(history.refreshes.map((r) => r.status)).toEqual(['done', 'failed']);
    await setFollow(cladeID, { following: false });
  });

  it('resumes a refresh that stopped after a batch from that batch, without searching again', async () => {
    const cladeID = await importRsvA({ frequency: 'daily' });
    Object.assign(process.env, stack().env);
    const { putQueuedRefresh } = await import('@oligowatch/functions/targets/repository/follows-repository');
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { tableNameOf } = await import('@oligowatch/functions/lib/db/items');
    const { targetsTable } = await import('@oligowatch/shared/tables');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    // A refresh whose searches listed the 7 accessions and whose first batch of 4 committed, then
    // whose runner died (its lease long expired).
    const now = new Date().toISOString();
    const refreshId = `stopped-${randomInt(1e9)}`;
    const window = {
      published_from: shiftNcbiDate(today(), -3),
      modified_from: shiftNcbiDate(today(), -3),
      through: today(),
    };
    await putQueuedRefresh(
      {
        refreshId,
        cladeID,
        status: 'queued',
        trigger: 'schedule',
        term: `txid${RSV_A}[Organism:exp]`,
        ...window,
        ncbi_new: rsvA.length,
        ncbi_modified: 0,
        total: rsvA.length,
        processed: 4,
        new: 0,
        updated: 0,
        unchanged: 4,
        conflicts: 0,
        skipped: 0,
        started_at: now,
        updated_at: now,
      },
      0,
    );
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableNameOf(targetsTable),
        Key: { pk: `REFRESH#${cladeID}#${refreshId}` },
        UpdateExpression:
          'SET accessions = :ids, #status = :running, lease_owner = :dead, lease_until = :past',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':ids': rsvA, ':running': 'running', ':dead': 'gone', ':past': 1 },
      }),
    );
    expect((await historyOf(cladeID)).refreshes[0]).toMatchObject({
      refreshId,
      status: 'failed',
      reason: targetsFollowMessages.refreshInterrupted,
    });
    await fixture('reset', {});
    const resumed = await refreshNow(cladeID);
    expect(resumed.body.refreshId).toBe(refreshId);
    const done = await latestRefresh(cladeID);
    expect(done).toMatchObject({ refreshId, status: 'done', processed: rsvA.length, unchanged: rsvA.length });
    const requests = await ncbiRequests();
    expect(requests.filter((r) => r.path === 'esearch.fcgi')).toEqual([]);
    expect(
      requests.filter((r) => r.path === 'efetch.fcgi').flatMap((r) => r.params.id?.split(',') ?? []),
    ).toEqual(rsvA.slice(4));
    await setFollow(cladeID, { following: false });
  });
});

describe('revised records', () => {
  it('a new version replaces the stored sample in every clade it was in, counted once', async () => {
    Object.assign(process.env, stack().env);
    const { upsertSamples } = await import('@oligowatch/functions/targets/repository/sample-upserts');
    const { upsertSampleVersions } = await import('@oligowatch/functions/targets/repository/sample-versions');
    const queries = await import('@oligowatch/functions/targets/repository/target-queries');
    const taxonomicID = 960_000_000 + randomInt(1_000_000);
    const base = `REV${taxonomicID}`;
    const genome = 'ACGT'.repeat(60);
    const sample = (accessionID: string, sequence: string) => ({
      accessionID,
      collection_date: '2026',
      host: 'Homo sapiens',
      geo_loc_name: 'USA',
      sequence_length: sequence.length,
      genomic_sequence: sequence,
      taxonomicID,
      source: 'NCBI' as const,
    });
    const upsert = (accessionID: string, sequence: string, cladeID: string) => ({
      sample: sample(accessionID, sequence),
      cladeID,
      commonName: `Revision test ${taxonomicID}`,
      cladeName: `Revision clade ${cladeID}`,
    });
    const [a, b] = [`rev-a-${taxonomicID}`, `rev-b-${taxonomicID}`];
    await upsertSamples([upsert(`${base}.1`, genome, a), upsert(`${base}-OTHER.1`, genome, a)]);
    await upsertSamples([upsert(`${base}.1`, genome, b)]);

    const revised = `${'ACGT'.repeat(59)}ACGA`;
    const results = await upsertSampleVersions([
      upsert(`${base}.2`, revised, a),
      upsert(`${base}-OTHER.1`, genome, a),
      upsert(`${base}-NEW.1`, genome, a),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(['updated', 'unchanged', 'inserted']);
    expect(await queries.getSample(`${base}.1`)).toBeUndefined();
    expect(await queries.getSample(`${base}.2`)).toMatchObject({ cladeIDs: [a, b].sort() });
    expect((await queries.getSampleWithSequence(`${base}.2`))?.genomic_sequence).toBe(revised);
    // One sample for one: the target and both clades keep their counts (the new record adds one to a).
    expect((await queries.getTargetSummary(taxonomicID))?.count).toBe(3);
    const members = async (clade: string) =>
      (await queries.listSamplesOfClade(clade, { limit: 100 })).items.map((s) => s.accessionID).sort();
    expect(await members(a)).toEqual([`${base}-NEW.1`, `${base}-OTHER.1`, `${base}.2`]);
    expect(await members(b)).toEqual([`${base}.2`]);
    const { getCladeFollowState } = await import(
      '@oligowatch/functions/targets/repository/follows-repository'
    );
    expect((await getCladeFollowState(a)).sampleCount).toBe(3);
    expect((await getCladeFollowState(b)).sampleCount).toBe(1);
    // Upserted again, the new version is unchanged.
    expect((await upsertSampleVersions([upsert(`${base}.2`, revised, a)]))[0]?.outcome).toBe('unchanged');
  });

  it('many revisions in one batch (more than one transaction holds) are each replaced, beside new records and a conflict', async () => {
    Object.assign(process.env, stack().env);
    const { upsertSamples } = await import('@oligowatch/functions/targets/repository/sample-upserts');
    const { upsertSampleVersions } = await import('@oligowatch/functions/targets/repository/sample-versions');
    const queries = await import('@oligowatch/functions/targets/repository/target-queries');
    const { getCladeFollowState } = await import(
      '@oligowatch/functions/targets/repository/follows-repository'
    );
    const taxonomicID = 950_000_000 + randomInt(1_000_000);
    const other = taxonomicID + 1;
    const base = `REVS${taxonomicID}-`;
    const genome = (i: number) => `${'ACGT'.repeat(60)}${'ACGT'[i % 4]}${'TGCA'[Math.floor(i / 4) % 4]}`;
    const upsert = (accessionID: string, sequence: string, cladeID: string, taxon = taxonomicID) => ({
      sample: {
        accessionID,
        collection_date: '2026',
        host: 'Homo sapiens',
        geo_loc_name: 'USA',
        sequence_length: sequence.length,
        genomic_sequence: sequence,
        taxonomicID: taxon,
        source: 'NCBI' as const,
      },
      cladeID,
      commonName: `Revisions test ${taxon}`,
      cladeName: `Revisions clade ${cladeID}`,
    });
    const [a, b] = [`revs-a-${taxonomicID}`, `revs-b-${taxonomicID}`];
    // 40 stored versions in clade a (every fourth also in b), and one stored under another taxon.
    const stored = Array.from({ length: 40 }, (_, i) => `${base}${i}`);
    await upsertSamples(stored.map((acc, i) => upsert(`${acc}.1`, genome(i), a)));
    await upsertSamples(
      stored.filter((_, i) => i % 4 === 0).map((acc, i) => upsert(`${acc}.1`, genome(i * 4), b)),
    );
    await upsertSamples([upsert(`${base}x.1`, genome(0), a, other)]);

    const batch = [
      ...stored.map((acc, i) => upsert(`${acc}.2`, genome(i + 1), a)),
      upsert(`${base}new.1`, genome(3), a),
      upsert(`${base}x.2`, genome(1), a),
    ];
    const results = await upsertSampleVersions(batch);
    expect(results.map((r) => r.outcome)).toEqual([...stored.map(() => 'updated'), 'inserted', 'conflict']);
    for (const [i, acc] of stored.entries()) {
      expect(await queries.getSample(`${acc}.1`)).toBeUndefined();
      expect(await queries.getSample(`${acc}.2`)).toMatchObject({
        cladeIDs: i % 4 === 0 ? [a, b].sort() : [a],
      });
    }
    expect((await queries.getSampleWithSequence(`${base}7.2`))?.genomic_sequence).toBe(genome(8));
    // One sample for one: the target counts the 40 and the new record; the clades keep their counts.
    expect((await queries.getTargetSummary(taxonomicID))?.count).toBe(41);
    expect((await getCladeFollowState(a)).sampleCount).toBe(42);
    expect((await getCladeFollowState(b)).sampleCount).toBe(10);
    const members = async (clade: string) =>
      (await queries.listSamplesOfClade(clade, { limit: 100 })).items.map((s) => s.accessionID).sort();
    expect(await members(b)).toEqual(
      stored
        .filter((_, i) => i % 4 === 0)
        .map((acc) => `${acc}.2`)
        .sort(),
    );
    expect(await members(a)).toEqual(
      [...stored.map((acc) => `${acc}.2`), `${base}new.1`, `${base}x.1`].sort(),
    );
  });
});

describe('the refresh job for a report run', () => {
  it('refreshes a followed clade and answers the refresh (id, time, new and updated) and the sample count; a clade that follows nothing answers only its count', async () => {
    const cladeID = await importRsvA({ frequency: 'weekly' });
    Object.assign(process.env, stack().env);
    const { handler } = await import('@oligowatch/functions/targets/jobs/run-refresh-job');
    const { refreshResultSchema } = await import('@oligowatch/shared/jobs');
    const answer = refreshResultSchema.parse(await handler({ cladeID, requestedBy: 'report-1' }));
    expect(answer).toMatchObject({
      followed: true,
      status: 'done',
      new: 0,
      updated: 0,
      sampleCount: rsvA.length,
    });
    const [recorded] = (await historyOf(cladeID)).refreshes;
    expect(recorded).toMatchObject({
      refreshId: answer.refreshId,
      trigger: 'report:report-1',
      finished_at: answer.finishedAt,
    });
    await setFollow(cladeID, { following: false });
    expect(refreshResultSchema.parse(await handler({ cladeID, requestedBy: 'report-2' }))).toEqual({
      followed: false,
      sampleCount: rsvA.length,
    });
  });
});

describe('a scheduled report of a followed clade (item 4)', () => {
  /** The clade's data as fetched `ms` ago: its import's search and its last completed refresh. */
  const ageFollow = async (cladeID: string, ms: number) => {
    Object.assign(process.env, stack().env);
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { tableNameOf } = await import('@oligowatch/functions/lib/db/items');
    const { targetsTable } = await import('@oligowatch/shared/tables');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const then = new Date(Date.now() - ms).toISOString();
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableNameOf(targetsTable),
        Key: { pk: `CLADE#${cladeID}` },
        UpdateExpression:
          'SET follow.#query.searched_at = :then REMOVE follow.refreshed_at, follow.refreshed_id',
        ExpressionAttributeNames: { '#query': 'query' },
        ExpressionAttributeValues: { ':then': then },
      }),
    );
    return then;
  };

  /** POST /v1/parasail with a frequency on the clade; resolves with its first report, complete. */
  const scheduleOn = async (cladeID: string, frequency: { time_steps: number; units: 'd' | 'w' }) => {
    const productId = await createProduct(token, 'Refresh first');
    const res = await api('POST', '/v1/parasail', {
      token,
      body: {
        report_title: unique('Refresh first'),
        clade_id: cladeID,
        target_name: 'RSV-A, followed',
        product: productId,
        frequency,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const { reportId, schedule_id } = scheduledAnswerSchema.parse(res.body);
    const report = await waitForReport(token, reportId);
    expect(report.status, report.failure_reason).toBe('complete');
    return { report, scheduleId: schedule_id };
  };

  it('refreshes the clade first when its data is older than half the period, and names that refresh in the provenance', async () => {
    const cladeID = await importRsvA({ frequency: 'weekly' });
    await ageFollow(cladeID, 3 * DAY_MS);
    // Daily: data fetched 3 days ago is older than half a day.
    const { report, scheduleId } = await scheduleOn(cladeID, { time_steps: 1, units: 'd' });
    const [refresh] = (await historyOf(cladeID)).refreshes;
    expect(refresh).toMatchObject({ trigger: `report:${report._id}`, status: 'done' });
    expect(report.provenance.refresh).toEqual({
      status: 'done',
      refresh_id: refresh?.refreshId,
      finished_at: refresh?.finished_at,
      new: refresh?.new,
      updated: refresh?.updated,
      sample_count: rsvA.length,
      last_refreshed_at: refresh?.finished_at,
    });
    expect(report.progress.done).toBe(rsvA.length);
    await api('DELETE', `/v1/report/upcoming/${scheduleId}`, { token });
    await setFollow(cladeID, { following: false });
  });

  it('relies on a refresh newer than half the period instead, and names it', async () => {
    const cladeID = await importRsvA({ frequency: 'weekly' });
    expect((await refreshNow(cladeID)).status).toBe(202);
    const recent = await latestRefresh(cladeID);
    // Weekly: a refresh made a moment ago is recent enough.
    const { report, scheduleId } = await scheduleOn(cladeID, { time_steps: 1, units: 'w' });
    expect((await historyOf(cladeID)).refreshes.map((r) => r.refreshId)).toEqual([recent.refreshId]);
    expect(report.provenance.refresh).toMatchObject({
      status: 'done',
      reused: true,
      refresh_id: recent.refreshId,
      finished_at: recent.finished_at,
      last_refreshed_at: recent.finished_at,
    });
    await api('DELETE', `/v1/report/upcoming/${scheduleId}`, { token });
    await setFollow(cladeID, { following: false });
  });

  it('runs on the data it has when the refresh fails for good, saying since when and why', async () => {
    const cladeID = await importRsvA({ frequency: 'weekly' });
    const fetchedAt = await ageFollow(cladeID, 3 * DAY_MS);
    // Every attempt of the refresh's first esearch answers 500.
    await fixture('faults', { fail: { status: 500, times: 4 } });
    await expectErrorLogs(['Job failed'], async () => {
      const { report, scheduleId } = await scheduleOn(cladeID, { time_steps: 1, units: 'd' });
      expect(report.provenance.refresh).toMatchObject({
        status: 'failed',
        reason: ncbiErrorMessages.server(500, 4),
        last_refreshed_at: fetchedAt,
        sample_count: rsvA.length,
      });
      expect(report.progress.done).toBe(rsvA.length);
      await api('DELETE', `/v1/report/upcoming/${scheduleId}`, { token });
    });
    await setFollow(cladeID, { following: false });
  });

  it('asks for no refresh in a one-off report', async () => {
    const cladeID = await importRsvA({ frequency: 'weekly' });
    await ageFollow(cladeID, 3 * DAY_MS);
    const res = await api('POST', '/v1/parasail', {
      token,
      body: {
        report_title: unique('One-off'),
        clade_id: cladeID,
        target_name: 'RSV-A, followed',
        product: await createProduct(token, 'One-off'),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const report = await waitForReport(token, (res.body as { reportId: string }).reportId);
    expect(report.status).toBe('complete');
    expect(report.provenance.refresh).toBeUndefined();
    expect((await historyOf(cladeID)).refreshes).toEqual([]);
    await setFollow(cladeID, { following: false });
  });
});

describe('a refresh through the fixture NCBI that publishes and revises (item 5)', () => {
  // Records of this test's own (copies of a real SARS-CoV-2 genome, titled with a word no other
  // record has), so what it publishes and revises is in no other test's taxon counts or clades.
  const word = `FOLLOWTEST${randomInt(1e9)}`;
  const title = (n: number) =>
    `Severe acute respiratory syndrome coronavirus 2 isolate ${word} copy ${n}, complete genome`;
  const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
  const accession = (n: number) => `PX${String(randomInt(1e5)).padStart(5, '0')}${n}`;
  const [first, second, third] = [accession(1), accession(2), accession(3)];
  const copy = (to: string, n: number, publicationDate: string) => ({
    from: 'MT451709',
    accession: `${to}.1`,
    publicationDate,
    changes: { definition: title(n) },
  });

  it('brings exactly the records published since and replaces the revised one in place, keeping its version', async () => {
    await fixture('records', { publish: [copy(first, 1, daysAgo(10)), copy(second, 2, daysAgo(10))] });
    const cladeID = `follow-${word}`;
    const cache = await api<{ response_data: { cacheID: string; targetCount: number } }>(
      'POST',
      '/v1/cache',
      {
        token,
        body: {
          sourceDatabase: 'nuccore',
          collectedAfter: 'All',
          searchTerm: `"${word}"[Title]`,
          completeFlag: false,
          originFlag: false,
        },
      },
    );
    expect(cache.status, JSON.stringify(cache.body)).toBe(200);
    expect(cache.body.response_data.targetCount).toBe(2);
    const { cacheID } = cache.body.response_data;
    const started = await api('POST', '/v1/processCachedImport', {
      token,
      body: { sourceDatabase: 'nuccore', cacheID, cladeID, follow: { frequency: 'daily' } },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await waitFor(
      async () =>
        (await api<{ import: ImportProgress }>('GET', `/v1/imports/${cacheID}`, { token })).body.import,
      (p) => p.status === 'done',
      `Import ${cacheID}`,
    );

    // Today NCBI publishes a third copy and revises the first.
    const changed = (await fixture('records', {
      publish: [copy(third, 3, daysAgo(0))],
      revise: [
        { accession: first, modificationDate: daysAgo(0), changes: { host: 'Homo sapiens (revised)' } },
      ],
    })) as { revised: { from: string; to: string }[] };
    expect(changed.revised).toEqual([{ accession: first, from: `${first}.1`, to: `${first}.2` }]);
    expect((await refreshNow(cladeID)).status).toBe(202);
    expect(await latestRefresh(cladeID)).toMatchObject({ status: 'done', new: 1, updated: 1 });

    Object.assign(process.env, stack().env);
    const queries = await import('@oligowatch/functions/targets/repository/target-queries');
    const samples = (await queries.listSamplesOfClade(cladeID, { limit: 100 })).items;
    // The new record joins; the revised one is there under its new version only, with its change.
    expect(samples.map((s) => s.accessionID).sort()).toEqual(
      [`${first}.2`, `${second}.1`, `${third}.1`].sort(),
    );
    expect(samples.find((s) => s.accessionID === `${first}.2`)?.host).toBe('Homo sapiens (revised)');
    expect(await queries.getSample(`${first}.1`)).toBeUndefined();
    await setFollow(cladeID, { following: false });
    // The other tests' fixture NCBI: the records it started with.
    await fixture('records/reset', {});
  });
});
