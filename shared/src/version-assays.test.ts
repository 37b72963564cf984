import { describe, expect, it } from 'vitest';
import { defaultAssays, normalizeAssays, sameAssays, versionAssaysOf } from './version-assays';

describe('versionAssaysOf', () => {
  const versions = [['f', 'r'], ['f', 'r', 'p'], ['f']];
  it.each([
    ['nothing stored (a product stored before assays)', undefined],
    ['null', null],
  ])('reads %s as one assay of every oligo per version', (_, stored) => {
    expect(versionAssaysOf(versions, stored)).toEqual([
      [{ name: 'Assay 1', oligos: ['f', 'r'] }],
      [{ name: 'Assay 1', oligos: ['f', 'r', 'p'] }],
      [{ name: 'Assay 1', oligos: ['f'] }],
    ]);
  });
  it('keeps the stored assays and fills only the versions without', () => {
    const grouped = [{ name: 'N1', oligos: ['f', 'r'] }];
    expect(versionAssaysOf(versions, [null, grouped])).toEqual([
      defaultAssays(['f', 'r']),
      grouped,
      defaultAssays(['f']),
    ]);
  });
});

describe('normalizeAssays', () => {
  it('trims names and keeps each id once, in first-seen order', () => {
    expect(normalizeAssays([{ name: '  M  ', oligos: ['b', 'a', 'b'] }])).toEqual([
      { name: 'M', oligos: ['b', 'a'] },
    ]);
  });
});

describe('sameAssays', () => {
  const a = [
    { name: 'IP2', oligos: ['f2', 'p2', 'r2'] },
    { name: 'IP4', oligos: ['f4', 'p4', 'r4'] },
  ];
  it.each([
    ['the same assays in another order', [a[1], a[0]], true],
    ['the same oligos in another order', [{ name: 'IP2', oligos: ['r2', 'f2', 'p2'] }, a[1]], true],
    ['a renamed assay', [{ name: 'IP2b', oligos: ['f2', 'p2', 'r2'] }, a[1]], false],
    [
      'an oligo moved',
      [
        { name: 'IP2', oligos: ['f2', 'p2'] },
        { name: 'IP4', oligos: ['f4', 'p4', 'r4', 'r2'] },
      ],
      false,
    ],
    ['one assay fewer', [a[0]], false],
  ] as const)('%s: %s', (_, b, same) => {
    expect(sameAssays(a, b as never)).toBe(same);
  });
});
