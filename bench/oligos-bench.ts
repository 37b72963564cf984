import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { createOligo } from '@oligowatch/functions/oligos/repository/oligos-repository';
import { readOligoCsvFile } from '@oligowatch/science/node';
import { inferStoredRole } from '@oligowatch/shared/guess-role-from-name';
import { PUBLISHED_OLIGOS_CSV } from '../infra/src/local/seed-catalog';
import type { LoadJob, LoadResult } from './oligos-load';
import { startBenchStack } from './start-bench-stack';
import { writeBenchResult } from './write-bench-result';

/*
 * npm run bench:oligos [-- --oligos N --rate R --seconds S]
 * The catalogue list under a busy lab's load: a private local stack on loopback (DynamoDB Local,
 * spa 'none'), N active oligos (default 1,000: the 66 published assay oligos of test/fixtures,
 * copied under numbered names), then GET /v1/oligos as one signed-in user at R requests a second
 * (default 50) for S seconds (default 20) after a 3 s warm-up. Open loop: requests leave on
 * schedule whether or not earlier ones have answered (at most 200 in flight), so a slow server
 * shows as latency, not as a politely lower rate. Reports p50/p95/p99 latency, answered requests
 * a second, failures and the body size. Writes bench/results/oligos-<timestamp>.json. It measures;
 * it never gates.
 */
const argument = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const oligoCount = Math.round(argument('oligos', 1000));
const rate = argument('rate', 50);
const seconds = argument('seconds', 20);

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);

/** Runs oligos-load.ts in a child process (same node, same TypeScript loader) and reads its answer. */
const runLoad = (job: LoadJob): Promise<LoadResult & { sorted: number[] }> =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...process.execArgv, join(import.meta.dirname, 'oligos-load.ts'), JSON.stringify(job)],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        const result = JSON.parse(stdout) as LoadResult;
        resolve({ ...result, sorted: [...result.latenciesMs].sort((a, b) => a - b) });
      },
    );
  });

const main = async () => {
  const bench = await startBenchStack({ name: 'oligos' });
  const { stack } = bench;
  try {
    const rows = await readOligoCsvFile(PUBLISHED_OLIGOS_CSV);
    const seedStarted = Date.now();
    for (let start = 0; start < oligoCount; start += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, oligoCount - start) }, (_, k) => {
          const i = start + k;
          const row = rows[i % rows.length];
          if (!row) throw new Error('The published oligo fixture is empty');
          const copy = Math.floor(i / rows.length);
          return createOligo({
            _id: randomUUID(),
            name: copy === 0 ? row.name : `${row.name} bench${copy}`,
            sequence: row.sequence,
            dna_strand_positive: row.strandPositive,
            archived: false,
            role: inferStoredRole(row.name),
            role_inferred: true,
          });
        }),
      );
    }
    console.log(`Seeded ${oligoCount} oligos in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s.`);

    const token = await bench.signIn();

    // The load comes from a process of its own, as from another program: its own event loop and
    // CPU time stay out of the server's.
    const load = await runLoad({ url: new URL('/v1/oligos', stack.appUrl).href, token, rate, seconds });
    const { sorted, ok, failed, dropped, wallSeconds, bodyBytes } = load;
    const round = (n: number) => Number(n.toFixed(1));
    const result = {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', node: process.version },
      oligos: oligoCount,
      targetRate: rate,
      seconds,
      sent: ok + failed,
      answered200: ok,
      failed,
      notSentTooManyInFlight: dropped,
      answeredPerSecond: round(ok / wallSeconds),
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? Number.NaN),
      },
      bodyBytes,
    };
    console.table({
      oligos: result.oligos,
      'target requests / s': rate,
      'answered 200 / s': result.answeredPerSecond,
      failed: result.failed,
      'not sent (200 in flight)': dropped,
      'p50 ms': result.latencyMs.p50,
      'p95 ms': result.latencyMs.p95,
      'p99 ms': result.latencyMs.p99,
      'body bytes': result.bodyBytes,
    });
    writeBenchResult('oligos', result);
  } finally {
    await bench.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
