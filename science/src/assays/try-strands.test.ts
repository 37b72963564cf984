import { describe, expect, it } from 'vitest';
import { readFixtureOligos, readSarsCov2Genomes } from '../mismatch/testing/fixtures';
import { checkOligoStrands } from './try-strands';

/*
 * The issue's case on real genomes (test/fixtures): US CDC N1's reverse primer binds the minus
 * strand; saved as plus, the exact search lands it at a chance site with about 6 real mismatches.
 */
const rows = readFixtureOligos().filter((row) => row.name.startsWith('USCDC_N1_'));
const genomes = readSarsCov2Genomes().map((record) => record.sequence);

describe('checkOligoStrands', () => {
  it('finds the strand of US CDC N1 reverse saved as plus reversed, and no other', () => {
    expect(genomes).toHaveLength(14);
    expect(rows.map((row) => [row.name, row.strandPositive])).toEqual([
      ['USCDC_N1_F', true],
      ['USCDC_N1_P', true],
      ['USCDC_N1_R', false],
    ]);
    const oligos = rows.map((row) => ({
      name: row.name,
      sequence: row.sequence,
      strandPositive: row.name === 'USCDC_N1_R' ? true : row.strandPositive,
    }));
    expect(checkOligoStrands(oligos, genomes)).toEqual([
      // Each stops once its answer is fixed: after 7 of the 14 genomes the right way, 8 the wrong way.
      { name: 'USCDC_N1_F', looks_reversed: false, favouring_other: 0, checked: 7 },
      { name: 'USCDC_N1_P', looks_reversed: false, favouring_other: 0, checked: 7 },
      { name: 'USCDC_N1_R', looks_reversed: true, favouring_other: 8, checked: 8 },
    ]);
  });

  it('finds none reversed when each is saved on its strand', () => {
    const oligos = rows.map((row) => ({
      name: row.name,
      sequence: row.sequence,
      strandPositive: row.strandPositive,
    }));
    expect(checkOligoStrands(oligos, genomes).map((check) => check.looks_reversed)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
