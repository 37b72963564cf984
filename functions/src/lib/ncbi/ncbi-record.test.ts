import { describe, expect, it } from 'vitest';
import { genbankDateToIso, splitAccession } from './ncbi-record';

describe('splitAccession', () => {
  it.each([
    ['MN908947.3', { accession: 'MN908947', version: 3 }],
    ['HM138502.1', { accession: 'HM138502', version: 1 }],
    ['NC_045512.2', { accession: 'NC_045512', version: 2 }],
    ['MN908947', { accession: 'MN908947' }],
    [' PX000001.12 ', { accession: 'PX000001', version: 12 }],
    ['MT451709.bench7', { accession: 'MT451709.bench7' }],
  ])('%s', (id, expected) => {
    expect(splitAccession(id)).toEqual(expected);
  });
});

describe('genbankDateToIso', () => {
  it.each([
    ['17-JAN-2020', '2020-01-17'],
    ['05-MAY-1992', '1992-05-05'],
    ['5-Dec-2024', '2024-12-05'],
    ['29-FEB-2024', '2024-02-29'],
    ['29-FEB-2023', undefined],
    ['31-APR-2020', undefined],
    ['17-XYZ-2020', undefined],
    ['2020-01-17', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (text, iso) => {
    expect(genbankDateToIso(text)).toBe(iso);
  });
});
