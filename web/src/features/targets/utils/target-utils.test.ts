import { describe, expect, it } from 'vitest';
import { cutTargetName } from './cut-target-name';
import { formatCollectionDate } from './format-collection-date';
import { uploadedAfterYears } from './uploaded-after-years';
import { viewTargetHref } from './view-target-href';

describe('uploaded-after year choices', () => {
  it("offers 'All', this year and the 5 years before it", () => {
    expect(uploadedAfterYears(new Date(2026, 10, 21))).toEqual([
      'All',
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
  });
});

describe('target name in the import dialog', () => {
  it('keeps names up to 50 characters and cuts longer ones at 50', () => {
    const fifty = 'x'.repeat(50);
    expect(cutTargetName(fifty)).toBe(fifty);
    expect(cutTargetName('Severe acute respiratory syndrome coronavirus 2 isolate X')).toBe(
      'Severe acute respiratory syndrome coronavirus 2 is…',
    );
  });
});

describe('collection dates in the detail table', () => {
  it.each([
    [{ collection_date: '2020-04-03', collection_date_enriched_iso: '2020-04-03' }, '04/03/20'],
    [{ collection_date: 'Dec-2019', collection_date_enriched_iso: '2019-12' }, 'Dec-2019'],
    [{ collection_date: '' }, ''],
  ])('%j -> %s', (sample, shown) => {
    expect(formatCollectionDate(sample)).toBe(shown);
  });
});

describe('the View link of a target', () => {
  it('carries the taxonomic ID and the name as query parameters', () => {
    expect(viewTargetHref({ taxonomicID: 208893, common_name: 'Human respiratory syncytial virus A' })).toBe(
      '/targets/view?id=208893&name=Human+respiratory+syncytial+virus+A',
    );
  });
});
