import { describe, expect, it } from 'vitest';
import { heatColor, heatFraction, heatTextColor } from './heat-color';

describe('heatColor', () => {
  it.each([
    // [value, min, max, colour]
    [0, 0, 10, 'rgb(11, 29, 81)'], // the minimum is dark navy
    [10, 0, 10, 'rgb(253, 231, 37)'], // the maximum is yellow
    [5, 0, 10, 'rgb(33, 145, 140)'], // half way is the teal midpoint
    [2.5, 0, 10, 'rgb(22, 87, 111)'], // a quarter: half way from navy to teal
    [7.5, 0, 10, 'rgb(143, 188, 89)'], // three quarters: half way from teal to yellow
    [7, 7, 7, 'rgb(11, 29, 81)'], // one value throughout: nothing stands out
    [12, 2, 12, 'rgb(253, 231, 37)'], // relative to the oligo's own range, not to zero
    [-3, 0, 10, 'rgb(11, 29, 81)'], // outside the range is clamped
    [30, 0, 10, 'rgb(253, 231, 37)'],
  ])('colours %d in [%d, %d] as %s', (value, min, max, colour) => {
    expect(heatColor(value, min, max)).toBe(colour);
  });

  it('grows from min to max', () => {
    const fractions = [0, 1, 2, 3, 4].map((v) => heatFraction(v, 0, 4));
    expect(fractions).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('keeps the text readable: white on dark cells, dark on light ones', () => {
    expect(heatTextColor(0, 0, 10)).toBe('rgb(255, 255, 255)');
    expect(heatTextColor(10, 0, 10)).toBe('rgb(20, 20, 20)');
  });
});
