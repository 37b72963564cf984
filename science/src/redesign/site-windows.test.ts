import { describe, expect, it } from 'vitest';
import { addSiteWindow, mergeSiteWindows, type SiteWindows, toSiteWindow } from './site-windows';

const GENOME = 'ACGTACGTACGTACGTACGTTTTTGGGGGCCCCCAAAAAACGTACGTACGTACGTACGT';
const bytes = new TextEncoder().encode(GENOME);

describe("a scored sample's site window", () => {
  it.each([
    // [case, site start, site end, the window's bounds in the genome]
    ['inside the genome', 20, 30, 10, 40],
    ['near its start', 2, 12, 0, 22],
    ['near its end', 50, 59, 40, 59],
  ])('%s', (_case, start, end, from, to) => {
    expect(toSiteWindow(GENOME, { start, end })).toBe(GENOME.slice(from, to));
    expect(toSiteWindow(bytes, { start, end })).toBe(GENOME.slice(from, to));
  });

  it('counts and merges by adding', () => {
    const a: SiteWindows = {};
    addSiteWindow(a, 'AAA');
    addSiteWindow(a, 'AAA');
    addSiteWindow(a, 'CCC');
    expect(mergeSiteWindows(a, { AAA: 1, GGG: 4 })).toEqual({ AAA: 3, CCC: 1, GGG: 4 });
  });
});
