import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import { strandCheckRecords } from './strand-check-records';

const oligo = (name: string): ReportProvenance['oligos'][number] => ({
  name,
  sequence: 'ACGT',
  dna_strand_positive: true,
});

const report = (oligos: ReportProvenance['oligos']) => ({
  _id: 'r-1',
  creation_date: '2026-03-01T10:00:00.000Z',
  target_name: 'SARS-CoV-2 (Covid)',
  provenance: {
    product_id: 'p-1',
    product_version: 1,
    oligos,
    clade_id: '2697049',
    sample_count: 17,
    engine_version: '2',
  },
});

const check = (name: string, looksReversed: boolean) => ({
  name,
  looks_reversed: looksReversed,
  favouring_other: looksReversed ? 9 : 0,
  checked: looksReversed ? 9 : 8,
});

const record = (oligoId: string, looksReversed: boolean) => ({
  oligo_id: oligoId,
  clade_id: '2697049',
  target_name: 'SARS-CoV-2 (Covid)',
  looks_reversed: looksReversed,
  favouring_other: looksReversed ? 9 : 0,
  checked: looksReversed ? 9 : 8,
  report_id: 'r-1',
  report_date: '2026-03-01T10:00:00.000Z',
});

describe('strandCheckRecords', () => {
  it.each([
    [
      'one record per oligo, the fine ones too, with the clade and the report',
      [oligo('F'), oligo('R')],
      [check('F', false), check('R', true)],
      [record('o-f', false), record('o-r', true)],
    ],
    [
      'none for an oligo the catalogue no longer holds as frozen (no id)',
      [oligo('F'), oligo('R'), oligo('P')],
      [check('F', false), check('R', true), check('P', false)],
      [record('o-f', false), record('o-r', true)],
    ],
    [
      'none for a check that is not of the oligo at its place',
      [oligo('F'), oligo('R')],
      [check('R', true)],
      [],
    ],
    [
      'one for an oligo named twice (a single id)',
      [oligo('F'), oligo('R'), oligo('R')],
      [check('F', false), check('R', true), check('R', true)],
      [record('o-f', false), record('o-r', true)],
    ],
    ['nothing without oligos', [], [], []],
  ] as const)('%s', (_, oligos, checks, expected) => {
    const ids = new Map([
      ['F', 'o-f'],
      ['R', 'o-r'],
    ]);
    expect(strandCheckRecords(report([...oligos]), checks, ids)).toEqual(expected);
  });
});
