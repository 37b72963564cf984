import { describe, expect, it } from 'vitest';
import { hasEndedSince, type ImportsSnapshot } from './imports-ended';

const look = (running: string[], finished: string[] = []): ImportsSnapshot => ({ running, finished });

describe('hasEndedSince', () => {
  it.each([
    ['nothing ran, nothing ran', look([]), look([]), false],
    ['A still runs', look(['import:a']), look(['import:a']), false],
    ['A ended', look(['import:a']), look([], ['a']), true],
    [
      'A ended while B started: one runs before and after',
      look(['import:a']),
      look(['import:b'], ['a']),
      true,
    ],
    ['A started and ended between two looks', look([], ['old']), look([], ['a', 'old']), true],
    ['a refresh ended', look(['refresh:c:1']), look([]), true],
    ['B started', look([], ['a']), look(['import:b'], ['a']), false],
    ['an old finished import dropped out of the list', look([], ['a', 'old']), look([], ['a']), false],
  ])('%s: %s', (_, before, now, ended) => {
    expect(hasEndedSince(before, now)).toBe(ended);
  });
});
