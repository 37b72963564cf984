import { describe, expect, it } from 'vitest';
import { shortList } from './short-list';

describe('shortList', () => {
  it.each([
    [[], 3, '', 0],
    [['USA'], 3, 'USA', 0],
    [['USA', 'China', 'Japan'], 3, 'USA, China, Japan', 0],
    [['USA', 'China', 'Japan', 'Peru', 'Chile'], 3, 'USA, China, Japan', 2],
    [['USA', 'China'], 1, 'USA', 1],
  ])('%j with %d shown: %j and %d more', (items, shown, text, more) => {
    expect(shortList(items, shown)).toEqual({ text, more });
  });
});
