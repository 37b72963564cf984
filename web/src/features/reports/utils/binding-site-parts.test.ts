import { describe, expect, it } from 'vitest';
import { bindingSiteParts } from './binding-site-parts';

describe('bindingSiteParts', () => {
  it.each([
    ['no mismatch: one match run', 'ACGT', '||||', [{ text: 'ACGT', kind: 'match' }]],
    [
      'a substitution inside',
      'ACATT',
      '||x||',
      [
        { text: 'AC', kind: 'match' },
        { text: 'A', kind: 'substitution' },
        { text: 'TT', kind: 'match' },
      ],
    ],
    [
      'undetermined bases apart from substitutions, neighbours of one kind joined',
      'NNAGT',
      '??|xx',
      [
        { text: 'NN', kind: 'undetermined' },
        { text: 'A', kind: 'match' },
        { text: 'GT', kind: 'substitution' },
      ],
    ],
    [
      'a gap at the end',
      'ACG-',
      '|||-',
      [
        { text: 'ACG', kind: 'match' },
        { text: '-', kind: 'gap' },
      ],
    ],
    [
      'a short match line: the rest counts as matching',
      'ACGT',
      'x',
      [
        { text: 'A', kind: 'substitution' },
        { text: 'CGT', kind: 'match' },
      ],
    ],
    ['an empty site', '', '', []],
  ])('%s', (_case, site, line, parts) => {
    expect(bindingSiteParts(site, line)).toEqual(parts);
  });
});
