import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOneWindow } from './attempt-window';

const WINDOW_SECONDS = 900;
const windowStart = Date.UTC(2026, 10, 27, 1, 45, 0); // a multiple of 15 minutes

/** A body that records its runs, moves the clock by `advanceMs` while it runs, and fails on the first `failures` runs. */
const countingBody = (advanceMs: number, failures: number) => {
  let runs = 0;
  const body = async () => {
    runs += 1;
    vi.setSystemTime(Date.now() + advanceMs);
    if (runs <= failures) throw new Error(`failed run ${runs}`);
  };
  return { body, runs: () => runs };
};

afterEach(() => vi.useRealTimers());

describe('inOneWindow', () => {
  it.each([
    // started, how long the body takes, failing runs, what happens, runs
    ['a pass within the window', 10_000, 1_000, 0, 'passes', 1],
    ['a failure within the window', 10_000, 1_000, 1, 'fails', 1],
    ['a failure across the turn of the window, then a pass', -2_000, 5_000, 1, 'passes', 2],
    ['a failure across the turn, and again', -2_000, 5_000, 2, 'fails', 2],
    ['a pass across the turn', -2_000, 5_000, 0, 'passes', 1],
  ] as const)('%s', async (_, startOffsetMs, advanceMs, failures, outcome, expectedRuns) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(windowStart + startOffsetMs);
    const { body, runs } = countingBody(advanceMs, failures);
    const run = inOneWindow(WINDOW_SECONDS, body)();
    if (outcome === 'passes') await expect(run).resolves.toBeUndefined();
    else await expect(run).rejects.toThrow(/failed run/);
    expect(runs()).toBe(expectedRuns);
  });
});
