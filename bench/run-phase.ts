import { createMismatchPool, runMismatchBatch } from '../shared/src/mismatch/node';
import { loadAssayOligos, loadGenomes } from './load-bench-data';
import { amplifyGenomes } from './mutate-genome';

/*
 * One benchmark phase, run in a process of its own so that its peak memory is its own:
 *   tsx bench/run-phase.ts <times> <workers>
 * times: 1 = the 820 genomes (loaded up front), 12 = those plus 11 mutated copies of each, made
 * while the batch runs. workers: 0 = this thread. Prints one JSON line. The clock runs from the
 * first sample to the last result, after a warm-up that shares no cache with the timed run.
 */

const times = Number(process.argv[2] ?? '1');
const workers = Number(process.argv[3] ?? '0');

const oligos = loadAssayOligos();
const genomes = loadGenomes();
const pool = workers > 0 ? createMismatchPool({ size: workers }) : undefined;
// Warm-up, not timed: the JIT compiles the hot code (in every worker). The oligos go in reverse
// order, so workers file them as another set: the timed run starts with empty caches.
await runMismatchBatch({ oligos: [...oligos].reverse(), samples: genomes.slice(0, 100), pool });

const started = performance.now();
const loopBefore = performance.eventLoopUtilization();
const summary = await runMismatchBatch({ oligos, samples: amplifyGenomes(genomes, times), pool });
// How busy this (the main) thread was: making the mutated copies, de-duplicating, handing samples
// on and folding results in. With one worker it has a core of its own; with a worker per core it
// competes with them.
const mainThreadBusy = performance.eventLoopUtilization(loopBefore).utilization;
const seconds = (performance.now() - started) / 1000;
await pool?.close();

const mismatchedPairs = Object.values(summary.stats).reduce(
  (sum, stats) => sum + Math.round((stats.total_percent * summary.sampleCount) / 100),
  0,
);
process.stdout.write(
  `${JSON.stringify({
    times,
    workers,
    samples: summary.sampleCount,
    uniqueSamples: summary.uniqueSampleCount,
    pairs: summary.pairCount,
    mismatchedPairs,
    seconds,
    pairsPerSecond: summary.pairCount / seconds,
    mainThreadBusy,
    // getrusage: the largest resident set of this process so far, worker threads included (KiB).
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
