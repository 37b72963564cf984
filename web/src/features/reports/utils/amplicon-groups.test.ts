import { describe, expect, it } from 'vitest';
import { ampliconOf, filterOligoNames, groupByAmplicon } from './amplicon-groups';

describe('ampliconOf', () => {
  it.each([
    ['SARS-CoV-2_12_LEFT', 12],
    ['SARS-CoV-2_12_RIGHT', 12],
    ['nCoV-2019_64_RIGHT_alt4', 64],
    ['SARS-CoV-2_1_left', 1],
    ['US CDC N1-F', undefined],
    ['Charité_RdRp_R', undefined],
    ['SARS-CoV-2_12_PROBE', undefined],
    ['Amplicon_LEFT', undefined],
    ['SARS-CoV-2_12_LEFTOVER', undefined],
  ])('%s: %s', (name, amplicon) => {
    expect(ampliconOf(name)).toBe(amplicon);
  });
});

describe('groupByAmplicon', () => {
  it.each([
    {
      case: "a tiling scheme's primers, one group per amplicon in the product's order",
      names: ['S_1_LEFT', 'S_1_RIGHT', 'S_2_LEFT', 'S_2_RIGHT'],
      groups: [
        { key: 'amplicon:1', amplicon: 1, names: ['S_1_LEFT', 'S_1_RIGHT'] },
        { key: 'amplicon:2', amplicon: 2, names: ['S_2_LEFT', 'S_2_RIGHT'] },
      ],
    },
    {
      case: "an amplicon's primers listed apart come together where its first one stands; alternatives join it",
      names: ['S_2_LEFT', 'S_1_LEFT', 'S_2_RIGHT', 'S_2_LEFT_alt1', 'S_1_RIGHT'],
      groups: [
        { key: 'amplicon:2', amplicon: 2, names: ['S_2_LEFT', 'S_2_RIGHT', 'S_2_LEFT_alt1'] },
        { key: 'amplicon:1', amplicon: 1, names: ['S_1_LEFT', 'S_1_RIGHT'] },
      ],
    },
    {
      case: 'oligos without amplicon stay where they are, each on its own',
      names: ['N1-F', 'S_3_LEFT', 'N1-R', 'S_3_RIGHT', 'N1-P'],
      groups: [
        { key: 'oligo:N1-F', names: ['N1-F'] },
        { key: 'amplicon:3', amplicon: 3, names: ['S_3_LEFT', 'S_3_RIGHT'] },
        { key: 'oligo:N1-R', names: ['N1-R'] },
        { key: 'oligo:N1-P', names: ['N1-P'] },
      ],
    },
    { case: 'no oligos, no groups', names: [], groups: [] },
  ])('$case', ({ names, groups }) => {
    expect(groupByAmplicon(names)).toEqual(groups);
  });
});

describe('filterOligoNames', () => {
  const names = ['SARS-CoV-2_1_LEFT', 'SARS-CoV-2_1_RIGHT', 'SARS-CoV-2_12_LEFT', 'N1-F'];
  it.each([
    ['', names],
    ['   ', names],
    ['_1_', ['SARS-CoV-2_1_LEFT', 'SARS-CoV-2_1_RIGHT']],
    [' sars-cov-2_12 ', ['SARS-CoV-2_12_LEFT']],
    ['right', ['SARS-CoV-2_1_RIGHT']],
    ['nothing', []],
  ])('%j keeps %j', (query, kept) => {
    expect(filterOligoNames(names, query)).toEqual(kept);
  });
});
