import { expect, inject } from 'vitest';

const call = async (path: string, init?: RequestInit): Promise<string[]> => {
  const res = await fetch(`${inject('stack').errorLogUrl}${path}`, init);
  if (!res.ok) throw new Error(`The error-log sink answered ${res.status} to ${path}`);
  return ((await res.json()) as { pending: string[] }).pending;
};

/**
 * Runs `provoke`, which makes the stack log these ERROR messages on purpose (each once, in any
 * order, maybe from a background job after `provoke` returns). Their lines stay out of the test
 * output (test/support/error-log-sink.ts), and the test fails if one is not logged within
 * `waitMs`. Any other ERROR line still shows.
 */
export const expectErrorLogs = async <T>(
  messages: string[],
  provoke: () => Promise<T>,
  waitMs = 10_000,
): Promise<T> => {
  await call('expect', { method: 'POST', body: JSON.stringify({ messages }) });
  try {
    const result = await provoke();
    const deadline = Date.now() + waitMs;
    while ((await call('pending')).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await call('clear', { method: 'POST' }), 'expected ERROR logs that never came').toEqual([]);
    return result;
  } catch (error) {
    await call('clear', { method: 'POST' });
    throw error;
  }
};
