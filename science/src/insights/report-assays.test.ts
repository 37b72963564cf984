import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import { reportAssaysOf } from './report-assays';

const oligos = ['F1', 'F2', 'R1', 'P'].map((name) => ({ name, sequence: 'ACGT', dna_strand_positive: true }));

describe('reportAssaysOf', () => {
  it.each<[string, ReportProvenance['assays'], { name: string; oligos: number[] }[]]>([
    [
      'a report frozen before assays: one assay of every oligo',
      undefined,
      [{ name: 'Assay 1', oligos: [0, 1, 2, 3] }],
    ],
    ['no assays named: the same', [], [{ name: 'Assay 1', oligos: [0, 1, 2, 3] }]],
    [
      'assays name their oligos by name; indexes follow the provenance',
      [
        { name: 'M', oligos: ['P', 'F2', 'R1'] },
        { name: 'M2', oligos: ['F1', 'R1'] },
      ],
      [
        { name: 'M', oligos: [3, 1, 2] },
        { name: 'M2', oligos: [0, 2] },
      ],
    ],
    [
      'a name the oligos lack is dropped, an assay left empty too',
      [
        { name: 'M', oligos: ['F1', 'gone', 'F1'] },
        { name: 'Gone', oligos: ['gone'] },
      ],
      [{ name: 'M', oligos: [0] }],
    ],
  ])('%s', (_what, assays, expected) => {
    expect(reportAssaysOf({ oligos, ...(assays ? { assays } : {}) })).toEqual(expected);
  });
});
