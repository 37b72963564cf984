import { afterEach, describe, expect, it, vi } from 'vitest';

// DynamoDB answers each BatchGet from this script: which keys it returns, which it hands back.
const asked: Record<string, unknown>[][] = [];
let answer: (keys: Record<string, unknown>[]) => { found: string[]; unprocessed: string[] };
vi.mock('./client', () => ({
  getDocumentClient: () => ({
    send: async (command: { input: { RequestItems: Record<string, { Keys: { pk: string }[] }> } }) => {
      const keys = command.input.RequestItems.things?.Keys ?? [];
      asked.push(keys);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
      inFlight--;
      const { found, unprocessed } = answer(keys);
      return {
        Responses: { things: found.map((pk) => ({ pk, value: pk.toLowerCase() })) },
        UnprocessedKeys:
          unprocessed.length > 0 ? { things: { Keys: unprocessed.map((pk) => ({ pk })) } } : {},
      };
    },
  }),
}));

// BatchGets in flight at once, and the most there ever were.
let inFlight = 0;
let mostInFlight = 0;
let answerDelayMs = 0;

const { batchGetItems } = await import('./batch-get');

afterEach(() => {
  asked.length = 0;
  mostInFlight = 0;
  answerDelayMs = 0;
  vi.useRealTimers();
});

const keys = (n: number) => Array.from({ length: n }, (_, i) => ({ pk: `K${i}` }));
const pks = (items: Record<string, unknown>[]) => items.map((i) => i.pk as string).sort();

describe('batchGetItems', () => {
  it('asks in batches of 100 and returns what exists', async () => {
    answer = (asking) => ({
      found: asking.map((k) => k.pk as string).filter((pk) => pk !== 'K7'),
      unprocessed: [],
    });
    const items = await batchGetItems('things', keys(250));
    expect(asked.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(items).toHaveLength(249);
    expect(pks(items)).not.toContain('K7');
  });

  it.each([
    { concurrency: undefined, most: 1 },
    { concurrency: 1, most: 1 },
    { concurrency: 3, most: 3 },
    { concurrency: 10, most: 5 },
  ])(
    'with concurrency $concurrency, sends at most $most BatchGets at once and still returns every item',
    async ({ concurrency, most }) => {
      answerDelayMs = 5;
      answer = (asking) => ({ found: asking.map((k) => k.pk as string), unprocessed: [] });
      const items = await batchGetItems('things', keys(450), concurrency ? { concurrency } : {});
      expect(mostInFlight).toBe(most);
      expect(asked).toHaveLength(5);
      expect(pks(items)).toEqual(pks(keys(450)));
    },
  );

  it('asks again for unprocessed keys, waiting longer each round', async () => {
    vi.useFakeTimers();
    let round = 0;
    // Each round processes only the first key asked; the rest come back unprocessed.
    answer = (asking) => {
      round++;
      const [first, ...rest] = asking.map((k) => k.pk as string);
      return { found: first ? [first] : [], unprocessed: rest };
    };
    const done = batchGetItems('things', keys(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toBe(1);
    // The second round waits 100 ms (50 * 2), the third 200 ms.
    await vi.advanceTimersByTimeAsync(99);
    expect(round).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toBe(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(round).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pks(await done)).toEqual(['K0', 'K1', 'K2']);
    expect(asked.map((batch) => batch.map((k) => k.pk))).toEqual([['K0', 'K1', 'K2'], ['K1', 'K2'], ['K2']]);
  });
});
