import { cpus, loadavg } from 'node:os';
import { startNcbiFixture } from '../infra/src/local/ncbi-fixture';
import {
  type FixtureRecord,
  loadFixtureRecords,
  SARS_COV_2_TAXON,
} from '../infra/src/local/ncbi-fixture/fixture-records';
import { dynamoDbLocalCpuSeconds } from './dynamodb-local-cpu';
import { type BenchClade, benchSample, loadBenchClade, loadBenchGenomes } from './load-report-bench-data';
import { mutateGenome } from './mutate-genome';
import { startBenchStack } from './start-bench-stack';
import { writeBenchResult } from './write-bench-result';

/*
 * npm run bench:refresh [-- --genomes N] [-- --new N] [-- --revised N] [-- --api-key] [-- --data-dir DIR]
 *   (or: npx tsx bench/refresh-bench.ts ...)
 * A followed clade's refresh (issue 32, item 6) on this machine: a private local stack (DynamoDB
 * Local) holding a followed clade of N stored genomes (default 100,000: the real SARS-CoV-2 genomes
 * of ../shared/data and mutated copies, made by the report bench's loader, under NCBI-shaped
 * accessions BNCH0000000.1 ...), written straight into DynamoDB Local through the targets
 * repository's upsert (timed: the load). The clade follows its query as an import leaves it (POST
 * /v1/cache, the imported query recorded on the clade as POST /v1/processCachedImport records it,
 * then PUT /v1/targets/{id}/follow). Then the fixture NCBI publishes --new records (default 1,000,
 * mutated copies, published today) and revises --revised stored ones (default 100, a new version
 * with a new sequence, modified today) through its control endpoint, and one refresh runs: POST
 * /v1/targets/{id}/refresh (Refresh now), in this process as the local stack runs jobs, until its
 * history says done.
 * Reports the refresh's wall time (request to done; aim: at most 30 s), its E-utilities calls
 * (esearch, efetch, esummary, and 429s), and the DynamoDB reads of SAMPLE#, SEQ# and MEMBER# items
 * made meanwhile (the keys asked by Get and BatchGet, the items answered by Query and Scan: every
 * call this process's document client sends is counted, its send wrapped from here): those of
 * accessions the refresh does not change must be 0 (aim). The changed ones are the new accessions,
 * the revised records' new versions and the versions they replace.
 * The fixture NCBI enforces NCBI's rate limit: 3 requests a second, or 10 with --api-key (any key:
 * the fixture checks none), the rate a lab following large clades would have.
 * --data-dir keeps DynamoDB Local's files, so a second run skips the loading (when the clade holds
 * N genomes already: topping it up by accession would bring back replaced versions); each run revises
 * other stored genomes and publishes other accessions (the run's number is the clade's count of
 * refreshes so far), so the clade grows by --new per run.
 * Writes bench/results/refresh-<timestamp>.json. It measures; it never gates.
 */
const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const genomeCount = Math.max(1, Number(argument('genomes') ?? 100_000));
const newCount = Math.max(0, Number(argument('new') ?? 1000));
const revisedCount = Math.min(genomeCount, Math.max(0, Number(argument('revised') ?? 100)));
const withApiKey = process.argv.includes('--api-key');
const keptDataDir = argument('data-dir');
const BATCH_SIZE = 100;
const AIM = { seconds: 30, unchangedSampleReads: 0 };

const REFRESH_CLADE: BenchClade = {
  cladeID: 'bench-refresh-clade',
  cladeName: 'Refresh bench (real and mutated SARS-CoV-2 genomes)',
  taxonomicID: SARS_COV_2_TAXON,
  commonName: 'Severe acute respiratory syndrome coronavirus 2',
};
/** Stored genome n: an NCBI-shaped accession.version, so that a revision makes its .2. */
const storedAccession = (n: number) => `BNCH${String(n).padStart(7, '0')}.1`;
/** The i-th record published in run `run`. */
const newAccession = (run: number, i: number) =>
  `BNEW${String(run).padStart(2, '0')}${String(i).padStart(5, '0')}.1`;
/** '2026-11-28' */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The accession an item key names: SAMPLE#{acc}, SEQ#{acc}, MEMBER#{clade}#{acc}; else undefined. */
const sampleAccessionOf = (pk: unknown): string | undefined => {
  if (typeof pk !== 'string') return undefined;
  if (pk.startsWith('SAMPLE#')) return pk.slice('SAMPLE#'.length);
  if (pk.startsWith('SEQ#')) return pk.slice('SEQ#'.length);
  if (pk.startsWith('MEMBER#')) return pk.slice(pk.indexOf('#', 'MEMBER#'.length) + 1);
  return undefined;
};

/**
 * Wraps the document client's send (one per process: the jobs the stack runs here share it) to
 * collect the keys of the items each read names or answers, while `counting`.
 */
const countSampleReads = async () => {
  const { getDocumentClient } = await import('../functions/src/lib/db/client');
  const client = getDocumentClient();
  const reads: { command: string; pk: string }[] = [];
  const calls = new Map<string, number>();
  const state = { counting: false };
  const send = client.send.bind(client) as (command: unknown, ...rest: unknown[]) => Promise<unknown>;
  type Keyed = { pk?: unknown };
  const pksOf = (
    name: string,
    input: Record<string, unknown>,
    output: Record<string, unknown>,
  ): unknown[] => {
    if (name === 'GetCommand') return [(input.Key as Keyed | undefined)?.pk];
    if (name === 'BatchGetCommand')
      return Object.values((input.RequestItems ?? {}) as Record<string, { Keys?: Keyed[] }>).flatMap(
        (request) => (request.Keys ?? []).map((key) => key.pk),
      );
    if (name === 'TransactGetCommand')
      return ((input.TransactItems ?? []) as { Get?: { Key?: Keyed } }[]).map((t) => t.Get?.Key?.pk);
    if (name === 'QueryCommand' || name === 'ScanCommand')
      return ((output.Items ?? []) as Keyed[]).map((item) => item.pk);
    return [];
  };
  (client as { send: unknown }).send = async (command: unknown, ...rest: unknown[]) => {
    const output = await send(command, ...rest);
    if (state.counting) {
      const name = (command as object).constructor.name;
      calls.set(name, (calls.get(name) ?? 0) + 1);
      const input = (command as { input?: Record<string, unknown> }).input ?? {};
      for (const pk of pksOf(name, input, (output ?? {}) as Record<string, unknown>))
        if (sampleAccessionOf(pk) !== undefined) reads.push({ command: name, pk: pk as string });
    }
    return output;
  };
  return { reads, calls, state };
};

const main = async () => {
  const real = loadFixtureRecords().filter((r) => r.taxonomicID === SARS_COV_2_TAXON);
  const template = real.find((r) => r.accessionID.startsWith('MN908947')) ?? real[0];
  if (!template) throw new Error('The fixture NCBI has no SARS-CoV-2 record to copy');
  const { genomes } = loadBenchGenomes();
  const benchAccession = (n: number) => storedAccession(n);

  // The run's number (a kept data directory keeps the refreshes of earlier runs), known only once
  // the stack is up: the fixture starts with every stored genome it might revise in any of the
  // next runs, dated long ago, so that none of them is in a window the refresh searches.
  const stride = Math.max(1, Math.floor(genomeCount / Math.max(1, revisedCount)));
  const MAX_RUNS = Math.min(stride, 20);
  const revisedIndexes = (run: number) =>
    Array.from({ length: revisedCount }, (_, i) => (i * stride + (run % stride)) % genomeCount);
  const stored: FixtureRecord[] = [];
  for (let run = 0; run < MAX_RUNS; run++)
    for (const n of revisedIndexes(run)) {
      const sample = benchSample(genomes, n, REFRESH_CLADE, benchAccession);
      const { createDate: _c, updateDate: _u, ...copied } = template;
      stored.push({
        ...copied,
        accessionID: sample.accessionID,
        version: 1,
        genomic_sequence: sample.genomic_sequence,
        sequence_length: sample.sequence_length,
        publicationDate: '2024-06-03',
        modificationDate: '2024-06-03',
      });
    }
  const unique = new Map(stored.map((r) => [r.accessionID, r]));
  const ncbi = await startNcbiFixture({
    records: [...loadFixtureRecords(), ...unique.values()],
    enforceRateLimit: true,
  });
  process.env.IMPORT_BATCH_SIZE = String(BATCH_SIZE);
  if (withApiKey) process.env.NCBI_API_KEY = 'bench-api-key';
  else delete process.env.NCBI_API_KEY;
  const bench = await startBenchStack({ name: 'refresh', ncbi: { baseUrl: ncbi.url }, keptDataDir });
  const { dataDir, call } = bench;
  try {
    const { cladeID } = REFRESH_CLADE;
    const { listRefreshes, recordImportedQuery, getCladeFollowState } = await import(
      '../functions/src/targets/repository/follows-repository'
    );
    // A kept data directory whose clade is whole is not loaded again: the loader tops a clade up by
    // accession, and would put back the versions earlier runs' revisions replaced.
    const kept = (await getCladeFollowState(cladeID)).sampleCount;
    const run = (await listRefreshes(cladeID, { limit: 100 })).items.length;
    if (run >= MAX_RUNS || (run > 0 && kept < genomeCount))
      throw new Error(
        `${run} refreshes of ${kept} genomes in ${dataDir} already: start from a fresh --data-dir`,
      );
    const loadStarted = performance.now();
    let loaded = { written: 0, skippedInvalid: 0 };
    if (kept >= genomeCount) console.log(`The clade holds ${kept} genomes already (${dataDir}): no loading`);
    else {
      console.log(`Loading ${genomeCount} genomes into DynamoDB Local (${dataDir})...`);
      loaded = await loadBenchClade(genomeCount, console.log, {
        clade: REFRESH_CLADE,
        accessionOf: (n) => benchAccession(n),
      });
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    console.log(`  loaded in ${loadSeconds.toFixed(1)} s (${loaded.written} written)`);

    const token = await bench.signIn();

    // The follow as an import leaves it: the query cached by POST /v1/cache, recorded on the clade
    // as POST /v1/processCachedImport records it for a clade ID given, then followed daily.
    const cached = await call<{ response_data: { cacheID: string } }>(
      'POST',
      '/v1/cache',
      { sourceDatabase: 'nuccore', collectedAfter: 'All', taxonomicID: SARS_COV_2_TAXON },
      token,
    );
    const { getCachedQuery } = await import('../functions/src/targets/repository/imports-repository');
    const query = await getCachedQuery(cached.response_data.cacheID);
    if (!query) throw new Error('The cached query is gone');
    await recordImportedQuery({
      term: query.term,
      filters: query.filters,
      taxonomicID: query.taxonomicID,
      commonName: query.commonName,
      ...(query.taxonNames ? { taxonNames: query.taxonNames } : {}),
      cladeID,
      cladeName: REFRESH_CLADE.cladeName,
      cladeGiven: true,
      ...(query.byTaxonomy !== undefined ? { byTaxonomy: query.byTaxonomy } : {}),
      searched_at: query.created_at,
      cacheID: query.cacheID,
    });
    await call('PUT', `/v1/targets/${cladeID}/follow`, { frequency: 'daily' }, token);
    const before = await getCladeFollowState(cladeID);

    // What NCBI published and revised since: through the fixture's control endpoint.
    const today = isoDay(Date.now());
    const published = Array.from({ length: newCount }, (_, i) => ({
      from: template.accessionID,
      accession: newAccession(run, i),
      publicationDate: today,
      changes: {
        sequence: mutateGenome(
          (genomes[i % genomes.length] as { sequence: string }).sequence,
          1_000_000 + run * 10_000 + i,
        ),
      },
    }));
    const revisedAccessions = revisedIndexes(run).map((n) => benchAccession(n));
    const revise = revisedIndexes(run).map((n, i) => ({
      accession: revisedAccessions[i] as string,
      modificationDate: today,
      changes: {
        sequence: mutateGenome(
          (genomes[n % genomes.length] as { sequence: string }).sequence,
          2_000_000 + run * 10_000 + i,
        ),
      },
    }));
    const changedRes = await fetch(`${ncbi.url}__fixture/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ publish: published, revise }),
    });
    if (!changedRes.ok) throw new Error(`The fixture refused the records: ${await changedRes.text()}`);
    const changed = (await changedRes.json()) as {
      published: string[];
      revised: { accession: string; from: string; to: string }[];
    };
    // The accessions the refresh changes: the new ones, and each revision's old and new version.
    const changedAccessions = new Set([
      ...changed.published,
      ...changed.revised.flatMap((r) => [r.from, r.to]),
    ]);

    const counter = await countSampleReads();
    const requestsBefore = ncbi.requests.length;
    const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));
    const cpuBefore = process.cpuUsage();
    const dynamoCpuBefore = dynamoDbLocalCpuSeconds(bench.stack.dynamoEndpoint);
    counter.state.counting = true;
    const started = performance.now();
    const startedAt = Date.now();
    const { refreshId } = await call<{ refreshId: string }>(
      'POST',
      `/v1/targets/${cladeID}/refresh`,
      undefined,
      token,
    );
    type RefreshRow = {
      refreshId: string;
      status: string;
      processed: number;
      total: number;
      new: number;
      updated: number;
      unchanged: number;
      conflicts: number;
      skipped: number;
      ncbi_new: number;
      ncbi_modified: number;
      duration_ms?: number;
      reason?: string;
      sample_count?: number;
    };
    let refresh: RefreshRow | undefined;
    let lastLogged = performance.now();
    for (;;) {
      const history = await call<{ running: RefreshRow | null; refreshes: RefreshRow[] }>(
        'GET',
        `/v1/targets/${cladeID}/refreshes`,
        undefined,
        token,
      );
      refresh = history.refreshes.find((r) => r.refreshId === refreshId);
      if (refresh && (refresh.status === 'done' || refresh.status === 'failed')) break;
      if (performance.now() - lastLogged > 5000) {
        lastLogged = performance.now();
        const progress = history.running ?? refresh;
        console.log(`  refresh: ${progress?.processed ?? 0} of ${progress?.total ?? '?'} records`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    counter.state.counting = false;
    const cpu = process.cpuUsage(cpuBefore);
    const dynamoCpuAfter = dynamoDbLocalCpuSeconds(bench.stack.dynamoEndpoint);
    const dynamoCpu =
      dynamoCpuBefore === undefined || dynamoCpuAfter === undefined ? null : dynamoCpuAfter - dynamoCpuBefore;
    if (refresh.status !== 'done') throw new Error(`The refresh failed: ${refresh.reason}`);

    const requests = ncbi.requests.slice(requestsBefore);
    const calls = (path: string) => requests.filter((r) => r.path === path && r.status === 200).length;
    const unchangedReads = counter.reads.filter((r) => {
      const accession = sampleAccessionOf(r.pk);
      return accession !== undefined && !changedAccessions.has(accession);
    });
    const result = {
      at: new Date().toISOString(),
      command: `npm run bench:refresh -- --genomes ${genomeCount} --new ${newCount} --revised ${revisedCount}${withApiKey ? ' --api-key' : ''}${keptDataDir ? ` --data-dir ${keptDataDir}` : ''}`,
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? '',
        node: process.version,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
      },
      run,
      clade: { genomes: genomeCount, samplesBefore: before.sampleCount, samplesAfter: refresh.sample_count },
      load: {
        seconds: Number(loadSeconds.toFixed(1)),
        written: loaded.written,
        genomesPerSecond: loaded.written > 0 ? Number((loaded.written / loadSeconds).toFixed(1)) : null,
      },
      ncbi: {
        apiKey: withApiKey,
        requestsPerSecond: withApiKey ? 10 : 3,
        published: changed.published.length,
        revised: changed.revised.length,
      },
      refresh: {
        id: refreshId,
        seconds: Number(seconds.toFixed(2)),
        recordedDurationSeconds: Number(((refresh.duration_ms ?? 0) / 1000).toFixed(2)),
        cpuSecondsOfThisProcess: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
        cpuSecondsOfDynamoDbLocal: dynamoCpu === null ? null : Number(dynamoCpu.toFixed(1)),
        // When each E-utilities call arrived, from the refresh's request (s): the gaps between
        // efetches are the time each batch took to store.
        eutilsCallsAt: requests.map((r) => ({
          path: r.path,
          at: Number(((r.at - startedAt) / 1000).toFixed(2)),
          status: r.status,
        })),
        ncbiNew: refresh.ncbi_new,
        ncbiModified: refresh.ncbi_modified,
        fetched: refresh.total,
        new: refresh.new,
        updated: refresh.updated,
        unchanged: refresh.unchanged,
        conflicts: refresh.conflicts,
        skipped: refresh.skipped,
      },
      eutils: {
        esearch: calls('esearch.fcgi'),
        efetch: calls('efetch.fcgi'),
        esummary: calls('esummary.fcgi'),
        answered429: requests.filter((r) => r.status === 429).length,
        other: requests.filter((r) => r.status !== 200 && r.status !== 429).length,
      },
      dynamodb: {
        calls: Object.fromEntries(counter.calls),
        sampleItemReads: counter.reads.length,
        changedAccessions: changedAccessions.size,
        unchangedSampleReads: unchangedReads.length,
        unchangedSampleReadsExamples: unchangedReads.slice(0, 10),
      },
      aim: AIM,
    };
    console.table({
      'stored genomes (clade before / after)': `${result.clade.samplesBefore} / ${result.clade.samplesAfter}`,
      'load into DynamoDB Local (s)': `${result.load.seconds} (${result.load.written} written${result.load.genomesPerSecond ? `, ${result.load.genomesPerSecond} / s` : ''})`,
      'NCBI published / revised': `${result.ncbi.published} / ${result.ncbi.revised}`,
      'NCBI requests / second allowed': `${result.ncbi.requestsPerSecond} (${withApiKey ? 'with' : 'without'} an API key)`,
      'refresh, request to done (s)': `${result.refresh.seconds} (aim <= ${AIM.seconds})`,
      'refresh, its recorded duration (s)': result.refresh.recordedDurationSeconds,
      'CPU meanwhile: this process / DynamoDB Local (s)': `${result.refresh.cpuSecondsOfThisProcess} / ${result.refresh.cpuSecondsOfDynamoDbLocal ?? '?'}`,
      'load average at start (1 min, 2 cores)': result.machine.loadAverageAtStart[0],
      'efetch calls at (s from the request)': result.refresh.eutilsCallsAt
        .filter((c) => c.path === 'efetch.fcgi')
        .map((c) => c.at)
        .join(' '),
      'NCBI counts (pdat / mdat windows)': `${result.refresh.ncbiNew} / ${result.refresh.ncbiModified}`,
      'fetched: new / updated / unchanged / conflicts / skipped': `${result.refresh.fetched}: ${result.refresh.new} / ${result.refresh.updated} / ${result.refresh.unchanged} / ${result.refresh.conflicts} / ${result.refresh.skipped}`,
      'esearch / efetch / esummary calls (429s)': `${result.eutils.esearch} / ${result.eutils.efetch} / ${result.eutils.esummary} (${result.eutils.answered429})`,
      'SAMPLE/SEQ/MEMBER item reads': `${result.dynamodb.sampleItemReads} (changed accessions: ${result.dynamodb.changedAccessions})`,
      'reads of samples it does not change': `${result.dynamodb.unchangedSampleReads} (aim ${AIM.unchangedSampleReads})`,
    });
    if (unchangedReads.length > 0)
      console.log('First reads of unchanged samples:', unchangedReads.slice(0, 10));
    writeBenchResult('refresh', result);
  } finally {
    await bench.stop();
    await ncbi.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
