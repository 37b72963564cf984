import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { measureSegment } from './measure-segment';

const MiB = 1024 * 1024;

/** Keeps the thread busy for `ms` (a segment aligning). */
const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('measureSegment', () => {
  it('counts memory the segment holds while it runs (ArrayBuffers too), and gives its result back', async () => {
    const { result, measurement } = await measureSegment(async () => {
      const sequences = new Uint8Array(64 * MiB).fill(65);
      await sleep(50);
      return sequences.length;
    });
    expect(result).toBe(64 * MiB);
    expect(measurement.peakMiB - measurement.baseMiB).toBeGreaterThanOrEqual(63);
  });

  it.each([
    { case: 'a segment that waits (on DynamoDB) is mostly idle', busy: 0, wait: 200, busyShare: [0, 0.5] },
    { case: 'a segment that computes is mostly busy', busy: 200, wait: 0, busyShare: [0.7, 1] },
  ])('$case', async ({ busy, wait, busyShare }) => {
    const { measurement } = await measureSegment(async () => {
      await sleep(wait);
      spin(busy);
      // The loop's last turn ends only after the spin: let it close before the measurement.
      await sleep(1);
    });
    expect(measurement.ms).toBeGreaterThanOrEqual(busy + wait - 5);
    const share = measurement.busyMs / measurement.ms;
    expect(share).toBeGreaterThanOrEqual(busyShare[0] as number);
    expect(share).toBeLessThanOrEqual(busyShare[1] as number);
  });

  it('passes a failing segment on as it failed', async () => {
    await expect(measureSegment(() => Promise.reject(new Error('segment failed')))).rejects.toThrow(
      'segment failed',
    );
  });
});
