import { describe, expect, it } from 'vitest';
import { type MeasuredRun, predictWallTime, quantile } from './simulate-lambdas';

/** 20,000 genomes in 4 segments of 5,000: the plan 3 s, of which 0.5 s lists the members. */
const measured: MeasuredRun = {
  genomes: 20_000,
  segmentSize: 5_000,
  planMs: 3_000,
  planListMs: 500,
  reduceMs: 400,
  segments: [
    { ms: 10_000, samples: 5_000 },
    { ms: 12_000, samples: 5_000 },
    { ms: 11_000, samples: 5_000 },
    // A last, half-full segment counts as a full one at its pace.
    { ms: 7_000, samples: 2_500 },
  ],
};

describe('predictWallTime', () => {
  it.each([
    // lambdas, segments, waves, plan ms: 2.5 s fixed + 0.5 s x 50, reduce: 0.4 s x 200 / 4
    [100, 200, 2, 27_500, 20_000],
    [200, 200, 1, 27_500, 20_000],
    [1, 200, 200, 27_500, 20_000],
  ])(
    'with %i Lambdas: %i segments in %i waves, only the listing of the plan scaled',
    (lambdas, segments, waves, planMs, reduceMs) => {
      const prediction = predictWallTime(measured, lambdas);
      expect(prediction).toMatchObject({ genomes: 1_000_000, lambdas, segments, waves, planMs, reduceMs });
      expect(prediction.segmentMs).toEqual({ p50: 11_000, p95: 14_000, max: 14_000 });
      expect(prediction.totalMs.p50).toBe(planMs + waves * 11_000 + reduceMs);
    },
  );

  it('never scales more of the plan than the plan took', () => {
    expect(predictWallTime({ ...measured, planListMs: 9_000 }, 100).planMs).toBe(3_000 * 50);
  });

  it('refuses a run without a measured segment', () => {
    expect(() => predictWallTime({ ...measured, segments: [] }, 100)).toThrow('No segment was measured');
  });
});

describe('quantile', () => {
  it.each([
    [[], 0.5, 0],
    [[1, 2, 3, 4], 0.5, 2],
    [[1, 2, 3, 4], 0.95, 4],
    [[1, 2, 3, 4], 1, 4],
  ])('of %j at %f is %i (nearest rank)', (sorted, q, expected) => {
    expect(quantile(sorted, q)).toBe(expected);
  });
});
