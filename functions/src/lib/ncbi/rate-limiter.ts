/**
 * Spaces request starts so that no window of one second holds more than `requestsPerSecond` of
 * them (NCBI: 3/s without an API key, 10/s with one). Shared by every call of one client, also
 * concurrent ones: each caller reserves the next free slot before it waits.
 */
export interface RateLimiter {
  /** Resolves when this caller may send its request. */
  acquire(): Promise<void>;
}

/**
 * The gap between two request starts, and so the longest one `acquire` of a caller that waits for
 * each request before sending the next can take. 5 % more than 1000/n: n+1 starts never fit in one
 * second, even after the network has shifted their arrival at NCBI (which is where the limit is
 * counted) by a few milliseconds.
 */
export const rateLimitSpacingMs = (requestsPerSecond: number): number => Math.ceil(1050 / requestsPerSecond);

/**
 * Callers take turns: each waits for the one before it to start, then until `spacingMs` after that
 * start, measured when it wakes. Reserving fixed slots instead let a caller that woke late (a busy
 * event loop) start right before the next one's slot: two starts a few milliseconds apart, and a
 * 429 from a server that counts arrivals (seen with the fixture NCBI on a loaded CI machine).
 */
export const createRateLimiter = (options: {
  requestsPerSecond: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}): RateLimiter => {
  if (!(options.requestsPerSecond > 0))
    throw new RangeError(`requestsPerSecond must be positive, not ${options.requestsPerSecond}`);
  const spacingMs = rateLimitSpacingMs(options.requestsPerSecond);
  let lastStart = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();
  return {
    acquire() {
      const turn = queue.then(async () => {
        const waitLeft = () => lastStart + spacingMs - options.now();
        for (let wait = waitLeft(); wait > 0; wait = waitLeft()) await options.sleep(wait);
        lastStart = options.now();
      });
      queue = turn;
      return turn;
    },
  };
};
