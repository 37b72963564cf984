import type { OligoInput } from '@oligowatch/science';
import {
  ANCHOR_SAMPLE_LIMIT,
  DEFAULT_OUTCOME_RULES,
  inferOligoRole,
  learnAnchors,
} from '@oligowatch/science';
import { createMismatchPool, runMismatchBatch } from '@oligowatch/science/node';
import { loadAssayOligos, loadGenomes } from './load-bench-data';
import { amplifyGenomes } from './mutate-genome';

/*
 * One benchmark phase, run in a process of its own so that its peak memory is its own:
 *   tsx bench/run-phase.ts <times> <workers>
 * times: 1 = the 820 genomes (loaded up front), 12 = those plus 11 mutated copies of each, made
 * while the batch runs. workers: 0 = this thread. Prints one JSON line. The clock runs from the
 * first sample to the last result, after a warm-up that shares no cache with the timed run.
 * Placement as a report's: each oligo's role from its name (as a report freezes it), anchors
 * learned from the first ANCHOR_SAMPLE_LIMIT genomes before the clock starts (a report's planning
 * step; timed apart), the default outcome rules.
 */

const times = Number(process.argv[2] ?? '1');
const workers = Number(process.argv[3] ?? '0');

const oligos: OligoInput[] = loadAssayOligos().map((row) => ({
  name: row.name,
  sequence: row.sequence,
  strandPositive: row.strandPositive,
  role: inferOligoRole(row.name),
}));
const genomes = loadGenomes();
const pool = workers > 0 ? createMismatchPool({ size: workers }) : undefined;
const rules = DEFAULT_OUTCOME_RULES;
// Warm-up, not timed: the JIT compiles the hot code (in every worker). The oligos go in reverse
// order, so workers file them as another set: the timed run starts with empty caches.
const reversed = [...oligos].reverse();
await runMismatchBatch({
  oligos: reversed,
  samples: genomes.slice(0, 100),
  pool,
  anchors: learnAnchors(reversed, genomes.slice(0, ANCHOR_SAMPLE_LIMIT)),
  rules,
});

const planStarted = performance.now();
const anchors = learnAnchors(oligos, genomes.slice(0, ANCHOR_SAMPLE_LIMIT));
const planSeconds = (performance.now() - planStarted) / 1000;

const started = performance.now();
const loopBefore = performance.eventLoopUtilization();
const summary = await runMismatchBatch({
  oligos,
  samples: amplifyGenomes(genomes, times),
  pool,
  anchors,
  rules,
});
// How busy this (the main) thread was: making the mutated copies, de-duplicating, handing samples
// on and folding results in. With one worker it has a core of its own; with a worker per core it
// competes with them.
const mainThreadBusy = performance.eventLoopUtilization(loopBefore).utilization;
const seconds = (performance.now() - started) / 1000;
await pool?.close();

// Scored pairs with a real mismatch, and the pairs left out (not assessable, not covered).
const mismatchedPairs = summary.counts.reduce((sum, counts) => sum + counts.samplesWithMismatch, 0);
const leftOutPairs = summary.counts.reduce(
  (sum, counts) => sum + (counts.notAssessable ?? 0) + (counts.notCovered ?? 0),
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
    leftOutPairs,
    planSeconds,
    seconds,
    pairsPerSecond: summary.pairCount / seconds,
    mainThreadBusy,
    // getrusage: the largest resident set of this process so far, worker threads included (KiB).
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
