import { describe, expect, it } from 'vitest';
import { createBoundedMap } from './dedup-map';

describe('createBoundedMap', () => {
  it('forgets the least recently used entry beyond its capacity', () => {
    const map = createBoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });
});
