import { describe, expect, it } from 'vitest';
import type { NcbiSequenceRecord } from '../../lib/ncbi/ncbi-record';
import { recordMatchesFilters } from './record-matches-filters';

const record = (over: Partial<NcbiSequenceRecord>): NcbiSequenceRecord => ({
  accessionID: 'MN908947.3',
  definition: 'Severe acute respiratory syndrome coronavirus 2 isolate Wuhan-Hu-1, complete genome',
  sequence_length: 4,
  genomic_sequence: 'ACGT',
  completeness: 'complete',
  ...over,
});

describe('recordMatchesFilters', () => {
  const none = { completeOnly: false, usaOnly: false };

  it('keeps every record when no filter is on', () => {
    expect(recordMatchesFilters(record({ completeness: 'partial' }), none)).toBe(true);
  });

  it('keeps only complete records when complete sequences are asked for', () => {
    const filters = { ...none, completeOnly: true };
    expect(recordMatchesFilters(record({}), filters)).toBe(true);
    expect(recordMatchesFilters(record({ completeness: 'partial' }), filters)).toBe(false);
  });

  it('keeps only records whose country is the USA, not those that merely name it elsewhere', () => {
    const filters = { ...none, usaOnly: true };
    expect(recordMatchesFilters(record({ geo_loc_name: 'USA: New York, Albany' }), filters)).toBe(true);
    expect(recordMatchesFilters(record({ geo_loc_name: 'USA' }), filters)).toBe(true);
    expect(
      recordMatchesFilters(record({ geo_loc_name: 'Australia: Victoria', isolate: 'USA-like' }), filters),
    ).toBe(false);
    expect(recordMatchesFilters(record({}), filters)).toBe(false);
  });
});
