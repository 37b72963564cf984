import { describe, expect, it } from 'vitest';
import { createRateLimiter, rateLimitSpacingMs } from './rate-limiter';

/**
 * Virtual time: sleeps run at once side by side, and the clock jumps to the earliest wake. The
 * i-th sleep wakes `lateMs[i]` later than asked, as on a busy event loop.
 */
const virtualClock = (lateMs: readonly number[] = []) => {
  let time = 0;
  let sleeps = 0;
  const pending: { at: number; wake: () => void }[] = [];
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    now: () => time,
    sleep: (ms: number) =>
      new Promise<void>((wake) => {
        pending.push({ at: time + ms + (lateMs[sleeps++] ?? 0), wake });
      }),
    /** Runs every sleep to its end, earliest first, letting what each wakes run before the next. */
    async run() {
      for (await settle(); pending.length > 0; await settle()) {
        pending.sort((x, y) => x.at - y.at);
        const next = pending.shift() as { at: number; wake: () => void };
        time = Math.max(time, next.at);
        next.wake();
      }
    },
  };
};

/** Starts of `count` concurrent callers, in the order they were let go. */
const startsOf = async (count: number, lateMs: readonly number[] = [], requestsPerSecond = 3) => {
  const clock = virtualClock(lateMs);
  const limiter = createRateLimiter({ requestsPerSecond, now: clock.now, sleep: clock.sleep });
  const starts: number[] = [];
  const all = Promise.all(
    Array.from({ length: count }, () => limiter.acquire().then(() => starts.push(clock.now()))),
  );
  await clock.run();
  await all;
  return starts;
};

describe('createRateLimiter', () => {
  it.each([
    // requests per second, spacing ms
    [3, 350],
    [10, 105],
  ])('spaces starts at %i a second by %i ms', (perSecond, spacing) => {
    expect(rateLimitSpacingMs(perSecond)).toBe(spacing);
  });

  it('lets the first caller go at once and spaces the others', async () => {
    expect(await startsOf(4)).toEqual([0, 350, 700, 1050]);
  });

  it('keeps the gap after a caller that woke late: the next one waits from its real start', async () => {
    // The second caller wakes 300 ms late; the third still starts a full spacing after it.
    const starts = await startsOf(3, [300]);
    expect(starts).toEqual([0, 650, 1000]);
    for (let i = 1; i < starts.length; i++)
      expect((starts[i] as number) - (starts[i - 1] as number)).toBeGreaterThanOrEqual(350);
  });

  it('never lets more than the limit start within any second, however late the wakes', async () => {
    const starts = await startsOf(10, [0, 500, 0, 20, 700, 0, 0, 90, 0]);
    for (const at of starts)
      expect(starts.filter((t) => t >= at && t < at + 1000).length).toBeLessThanOrEqual(3);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => createRateLimiter({ requestsPerSecond: 0, now: () => 0, sleep: async () => {} })).toThrow(
      'requestsPerSecond must be positive, not 0',
    );
  });
});
