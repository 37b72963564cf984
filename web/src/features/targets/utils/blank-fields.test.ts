import { describe, expect, it } from 'vitest';
import { blankFields } from './blank-fields';

describe('blankFields', () => {
  it.each([
    ['all filled', { a: 'x', b: '1', c: 'y' }, ['a', 'b'], []],
    ['empty and spaces-only count as blank', { a: '', b: '   ', c: 'y' }, ['a', 'b', 'c'], ['a', 'b']],
    ['nothing picked (null) counts as blank', { a: null, b: 'x', c: undefined }, ['a', 'b', 'c'], ['a', 'c']],
    ['a field not required is never blank', { a: '', b: 'x', c: '' }, ['b'], []],
  ] as const)('%s', (_, values, required, expected) => {
    expect([...blankFields(values, required)]).toEqual(expected);
  });
});
