import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

/** What React's development build keeps on an element for its owner stack. */
const debugStackOf = (element: unknown) => (element as { _debugStack?: unknown })._debugStack;

describe('owner stacks in component tests (setup.ts)', () => {
  it('are not captured: every element shares React’s one placeholder stack', () => {
    const first = debugStackOf(createElement('div'));
    const second = debugStackOf(createElement('span'));
    // Captured, each element gets an Error of its own (React's development build).
    expect(first).toBeInstanceOf(Error);
    expect(second).toBe(first);
  });
});
