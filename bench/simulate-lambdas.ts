/**
 * `npm run bench:report -- --simulate-lambdas N`: the wall time of a report run on a clade of
 * SIMULATED_GENOMES with N segment Lambdas at once, predicted from one measured local run. The
 * model, printed with the figures (MODEL_TEXT):
 *
 *   predicted = (plan - list) + list x (G' / G) + ceil(S' / N) x segment quantile + reduce x (S' / S)
 *
 * G, S: the measured run's genomes and segments; G' the simulated genomes, S' = ceil(G' / segment
 * size) their segments. Of the plan, only reading every member key of the clade (list, timed on its
 * own) grows with the genomes: its anchors and strand check read the clade's first few hundred
 * genomes whatever its size; reduce merges one partial per segment, so it grows with the segments. Segments run in waves of N
 * (the Distributed Map's concurrency), and a wave lasts as long as its slowest segment: the
 * quantile is taken over the measured segments' times, each scaled to a full segment (times its
 * samples' share of the segment size). Three predictions: with the median, the 95th percentile and
 * the slowest segment per wave. What it leaves out: Step Functions' own state transitions and each
 * wave's Lambda starts (cold starts, about a second, once per wave at most), and DynamoDB's real
 * latency (here DynamoDB Local shares the machine's cores with the segments, which likely makes
 * the measured segments slower than Lambdas would be, each on a vCPU of its own).
 */
export const SIMULATED_GENOMES = 1_000_000;

export interface MeasuredRun {
  genomes: number;
  segmentSize: number;
  planMs: number;
  /** The part of the plan that reads every member key (listCladeAccessions), timed on its own. */
  planListMs: number;
  reduceMs: number;
  segments: readonly { ms: number; samples: number }[];
}

export interface LambdaPrediction {
  genomes: number;
  lambdas: number;
  segments: number;
  waves: number;
  planMs: number;
  reduceMs: number;
  /** A full segment's time at the median, the 95th percentile and the slowest measured. */
  segmentMs: { p50: number; p95: number; max: number };
  /** The predicted wall time with each of the segment times above. */
  totalMs: { p50: number; p95: number; max: number };
}

/** The q-quantile of ascending `sorted` (nearest rank). */
export const quantile = (sorted: readonly number[], q: number): number => {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
};

export const predictWallTime = (
  measured: MeasuredRun,
  lambdas: number,
  genomes = SIMULATED_GENOMES,
): LambdaPrediction => {
  if (measured.segments.length === 0) throw new Error('No segment was measured');
  const segments = Math.ceil(genomes / measured.segmentSize);
  const waves = Math.ceil(segments / lambdas);
  const full = measured.segments
    .map((segment) => (segment.ms * measured.segmentSize) / Math.max(1, segment.samples))
    .sort((a, b) => a - b);
  const segmentMs = { p50: quantile(full, 0.5), p95: quantile(full, 0.95), max: quantile(full, 1) };
  // The list never takes longer than the plan that contains it (both measured, so noise may say so).
  const listMs = Math.min(measured.planListMs, measured.planMs);
  const planMs = measured.planMs - listMs + listMs * (genomes / measured.genomes);
  const reduceMs = measured.reduceMs * (segments / measured.segments.length);
  const total = (segment: number) => planMs + waves * segment + reduceMs;
  return {
    genomes,
    lambdas,
    segments,
    waves,
    planMs,
    reduceMs,
    segmentMs,
    totalMs: { p50: total(segmentMs.p50), p95: total(segmentMs.p95), max: total(segmentMs.max) },
  };
};

export const MODEL_TEXT = [
  'predicted = (plan - list) + list x (G1/G) + ceil(S1/N) waves x full-segment time + reduce x (S1/S)',
  'G, S: genomes and segments measured; G1 = simulated genomes, S1 = ceil(G1 / segment size); N = concurrent segment Lambdas',
  "list: the plan's read of every member key, timed alone (grows with genomes); the rest of the plan (anchors, strand check) reads the first few hundred genomes whatever the clade's size",
  'reduce merges one partial per segment (grows with segments)',
  "a wave lasts as long as its slowest segment: the segment time is the measured segments' median, 95th percentile or maximum, each scaled to a full segment",
  'left out: state transitions, Lambda cold starts (~1 s per wave at most), real DynamoDB latency (DynamoDB Local shares these cores)',
];
