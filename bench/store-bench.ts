import { cpus } from 'node:os';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactItem } from '../functions/src/targets/repository/sample-plan';
import { SARS_COV_2_TAXON } from '../infra/src/local/ncbi-fixture/fixture-records';
import { dynamoDbLocalCpuSeconds } from './dynamodb-local-cpu';
import { benchGenomeRecords } from './import-bench-records';
import { startBenchStack } from './start-bench-stack';
import { writeBenchResult } from './write-bench-result';

/*
 * npm run bench:store [-- --samples N] [-- --warm-up N] [-- --in-memory]
 * How fast DynamoDB Local (on disk, as `npm start` runs it; in memory with --in-memory, as the test
 * stacks run it) takes the samples an import stores, with no NCBI and no parsing in the way: the
 * ceiling of `bench:import` on this machine. After N samples (default 4,000) warm its JIT up, four
 * ways of writing N new samples (default 2,000):
 * - the import's own write (upsertSamples: one BatchGet, then 3 items a sample, SAMPLE, SEQ and
 *   MEMBER, 25 samples a transaction, 4 at once, and the batch's TALLY counting);
 * - the same 3 items a sample, planned beforehand, in the same transactions: no reads, no tallies;
 * - 1 item a sample (its SEQ item alone), 100 a transaction, 4 at once: what a data model of one
 *   item a sample could reach at most;
 * - the same single items by BatchWriteItem, 25 a request, 4 at once: no transaction and no
 *   condition (so no guard against a concurrent writer), the emulator's cheapest write.
 * For each: samples a second, and DynamoDB Local's CPU per sample. It measures; it never gates.
 */
const numberAfter = (flag: string, fallback: number): number => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? Math.max(1, Number(process.argv[at + 1])) : fallback;
};
const samples = numberAfter('--samples', 2000);
const warmUp = numberAfter('--warm-up', 4000);
const inMemory = process.argv.includes('--in-memory');
/** upsertSamples' call size in an import without an API key (the job passes a whole efetch batch). */
const CALL_SIZE = 100;

const main = async () => {
  const bench = await startBenchStack({ name: 'store', tablesInMemory: inMemory });
  const { upsertSamples } = await import('../functions/src/targets/repository/sample-upserts');
  const { planOf } = await import('../functions/src/targets/repository/sample-plan');
  const { toSample } = await import('../functions/src/targets/domain/to-sample');
  const { getDocumentClient } = await import('../functions/src/lib/db/client');
  const { batchWriteItems } = await import('../functions/src/lib/db/batch-write');
  const { tableName } = await import('../functions/src/targets/repository/targets-items');
  const genomes = benchGenomeRecords().flatMap((r) => {
    const check = toSample(r, { taxonomicID: SARS_COV_2_TAXON, source: 'NCBI' });
    return check.ok ? [check.sample] : [];
  });
  let made = 0;
  /** `count` upserts of new accessions into `cladeID`, cycling through the fixture's genomes. */
  const newUpserts = (count: number, cladeID: string) =>
    Array.from({ length: count }, () => {
      const sample = genomes[made % genomes.length];
      if (!sample) throw new Error('no fixture genome');
      made += 1;
      return {
        sample: { ...sample, accessionID: `STORE${made}` },
        cladeID,
        commonName: 'Severe acute respiratory syndrome coronavirus 2',
        cladeName: cladeID,
      };
    });
  /** The items of new samples' writes, as planned; `pick` keeps some of each sample's items. */
  const plannedItems = (count: number, pick: (index: number) => boolean): TransactItem[] =>
    newUpserts(count, 'bench-store').flatMap((upsert) => {
      const plan = planOf(upsert, undefined);
      return plan.kind === 'write' ? plan.items.filter((_, i) => pick(i)) : [];
    });
  const transactions = async (items: TransactItem[], perTransaction: number, atOnce: number) => {
    const groups: TransactItem[][] = [];
    for (let i = 0; i < items.length; i += perTransaction) groups.push(items.slice(i, i + perTransaction));
    let next = 0;
    const worker = async () => {
      for (let group = groups[next++]; group; group = groups[next++])
        await getDocumentClient().send(new TransactWriteCommand({ TransactItems: group }));
    };
    await Promise.all(Array.from({ length: atOnce }, worker));
  };
  /** The items' Puts by BatchWriteItem (batchWriteItems: 25 a request, 4 at once, unprocessed ones again). */
  const batchWrites = (items: TransactItem[]) =>
    batchWriteItems(
      tableName(),
      items.flatMap((item) => (item.Put ? [{ PutRequest: { Item: item.Put.Item } }] : [])),
    );
  /** Times `write` alone (what it needs is made before the clock starts). */
  const measure = async (write: () => Promise<void>) => {
    const cpuBefore = dynamoDbLocalCpuSeconds(bench.stack.dynamoEndpoint);
    const started = performance.now();
    await write();
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = dynamoDbLocalCpuSeconds(bench.stack.dynamoEndpoint);
    return {
      samplesPerSecond: Number((samples / seconds).toFixed(1)),
      dynamoCpuMsPerSample:
        cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : Number((((cpuAfter - cpuBefore) * 1000) / samples).toFixed(2)),
    };
  };
  const importsWrite = async (upserts: ReturnType<typeof newUpserts>) => {
    for (let i = 0; i < upserts.length; i += CALL_SIZE) await upsertSamples(upserts.slice(i, i + CALL_SIZE));
  };
  try {
    await importsWrite(newUpserts(warmUp, 'bench-store-warm-up'));
    const upserts = newUpserts(samples, 'bench-store');
    const importWrite = await measure(() => importsWrite(upserts));
    const threeItems = plannedItems(samples, () => true);
    const itemsOnly = await measure(() => transactions(threeItems, 75, 4));
    const seqItems = plannedItems(samples, (i) => i === 1);
    const oneItem = await measure(() => transactions(seqItems, 100, 4));
    const batchedItems = plannedItems(samples, (i) => i === 1);
    const oneItemBatched = await measure(() => batchWrites(batchedItems));
    const result = {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', node: process.version },
      samples,
      warmUpSamples: warmUp,
      tables: inMemory ? 'in memory' : 'on disk',
      importWrite,
      threeItemsNoReads: itemsOnly,
      oneItemPerSample: oneItem,
      oneItemPerSampleBatchWrite: oneItemBatched,
    };
    const row = (r: typeof importWrite) => ({
      'samples / second': r.samplesPerSecond,
      'DynamoDB Local CPU ms / sample': r.dynamoCpuMsPerSample ?? 'n/a',
    });
    console.log(`${samples} new samples after ${warmUp} untimed, DynamoDB Local ${result.tables}:`);
    console.table({
      "the import's write (upsertSamples)": row(importWrite),
      'its 3 items a sample, no reads': row(itemsOnly),
      '1 item a sample (SEQ alone)': row(oneItem),
      '1 item a sample, BatchWriteItem': row(oneItemBatched),
    });
    writeBenchResult('store', result);
  } finally {
    await bench.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
