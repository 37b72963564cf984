import { describe, expect, it } from 'vitest';
import { formatDeltaPoints, formatPercent } from './format-numbers';
import { formatSampleDate } from './format-sample-date';

describe('formatPercent', () => {
  it.each([
    [12.5, '12.5'],
    [100 / 3, '33.33'],
    [0, '0'],
    [100, '100'],
  ])('%d reads %s', (value, text) => expect(formatPercent(value)).toBe(text));
});

describe('formatSampleDate', () => {
  it.each([
    ['2021-03-04', '03/04/21'],
    ['2021-03-04T23:30:00.000Z', '03/04/21'],
    ['2020', '2020'],
    ['Mar-2021', 'Mar-2021'],
    ['', ''],
  ])('%s shows as %s', (value, text) => expect(formatSampleDate(value)).toBe(text));
});

describe('formatDeltaPoints', () => {
  it.each([
    [8.333333, '+8.33'],
    [-1.666667, '-1.67'],
    [0, '0'],
    [-0.001, '0'],
    [5, '+5'],
  ])('%d reads %s', (value, text) => expect(formatDeltaPoints(value)).toBe(text));
});
