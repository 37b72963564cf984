import { describe, expect, it } from 'vitest';
import { compareKeys, splitKeyRange } from './split-key-range';

const isBetween = (after: string, until: string) => (cut: string) =>
  compareKeys(after, cut) < 0 && compareKeys(cut, until) < 0;
const isSorted = (cuts: string[]) =>
  cuts.every((cut, i) => i === 0 || compareKeys(cuts[i - 1] as string, cut) < 0);

describe('splitKeyRange', () => {
  it.each([
    // after, until, ways, cuts expected
    ['MN908947.3', 'OQ000001.1', 8, 7],
    ['OQ000100.1', 'OQ000200.1', 4, 3],
    ['A', 'B', 4, 3],
    ['MN908947.3.bench1', 'MN908947.3.bench99999', 8, 7],
    ['é', 'ü', 4, 3],
  ] as const)(
    'cuts %s .. %s into %i parts, each cut strictly between, in order',
    (after, until, ways, count) => {
      const cuts = splitKeyRange(after, until, ways);
      expect(cuts).toHaveLength(count);
      expect(cuts.every(isBetween(after, until))).toBe(true);
      expect(isSorted(cuts)).toBe(true);
    },
  );

  it('gives ASCII cuts for ASCII keys, without NUL', () => {
    const cuts = splitKeyRange('MN908947.3', 'PP123456.1', 8);
    const codes = [...cuts.join('')].map((c) => c.charCodeAt(0));
    expect(codes.every((code) => code >= 1 && code <= 0x7f)).toBe(true);
    expect(cuts[3]?.startsWith('O')).toBe(true);
  });

  it.each([
    ['the same key', 'OQ1', 'OQ1'],
    ['a key and the next one there is', 'OQ1', 'OQ1\u0001'],
  ])('has nothing to cut between %s', (_, after, until) => {
    expect(splitKeyRange(after, until, 8)).toEqual([]);
  });

  it('keeps every cut between and in order for 2,000 random pairs of keys, ASCII or not', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = ['A', 'Z', '0', '9', '.', '_', 'é', 'ü', '中', '\u007f', '\ud7ff'];
    const randomKey = () =>
      Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
    for (let i = 0; i < 2000; i++) {
      const [after, until] = [randomKey(), randomKey()].sort(compareKeys) as [string, string];
      const cuts = splitKeyRange(after, until, 1 + Math.floor(random() * 10));
      expect(cuts.every(isBetween(after, until)), `${after} .. ${until}`).toBe(true);
      expect(isSorted(cuts)).toBe(true);
    }
  });
});
