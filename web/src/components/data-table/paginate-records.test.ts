import { describe, expect, it } from 'vitest';
import { clampPageIndex, countPages, formatPageReport, paginateRecords } from './paginate-records';

const records = Array.from({ length: 23 }, (_, i) => i);

describe('countPages', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [23, 5, 5],
  ])('%i records of %i a page make %i pages', (count, size, pages) => {
    expect(countPages(count, size)).toBe(pages);
  });
});

describe('clampPageIndex', () => {
  it.each([
    ['inside stays', 1, 23, 10, 1],
    ['past the end goes to the last page', 3, 20, 10, 1],
    ['the last row of the last page removed', 2, 20, 10, 1],
    ['no records: first page', 4, 0, 10, 0],
    ['negative: first page', -1, 23, 10, 0],
  ])('%s', (_, index, count, size, expected) => {
    expect(clampPageIndex(index, count, size)).toBe(expected);
  });
});

describe('paginateRecords', () => {
  it.each([
    [0, 10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [2, 10, [20, 21, 22]],
    [4, 5, [20, 21, 22]],
    [3, 10, []],
  ])('page index %i of size %i', (index, size, expected) => {
    expect(paginateRecords(records, index, size)).toEqual(expected);
  });
});

describe('formatPageReport', () => {
  it('shows the page 1-based over the page count', () => {
    expect(formatPageReport(1, 5)).toBe('2 / 5');
    expect(formatPageReport(0, 1)).toBe('1 / 1');
  });
});
