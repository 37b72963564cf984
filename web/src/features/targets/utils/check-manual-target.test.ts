import { targetsAddFormMessages, targetsApiMessages } from '@oligowatch/shared/messages/targets';
import { describe, expect, it } from 'vitest';
import { checkManualTarget, EMPTY_MANUAL_TARGET, type ManualTargetForm } from './check-manual-target';

const valid: ManualTargetForm = {
  ...EMPTY_MANUAL_TARGET,
  common_name: 'Influenza A virus (H1N1)',
  taxonomicID: '114727',
  genomic_sequence: 'agcaaaagcaggtag\nACGTN',
  accessionID: 'NC_026431.1',
  geo_loc_name: 'USA: California',
  islolate: 'A/California/07/2009',
  sequence_length: '20',
  collection_date: '2009-04-09',
  confirmed: true,
};

describe('checkManualTarget (SPEC.md section 5 order)', () => {
  it('passes a complete entry, the sequence upper case without whitespace', () => {
    const check = checkManualTarget(valid);
    expect(check).toMatchObject({
      ok: true,
      payload: { taxonomicID: 114727, genomic_sequence: 'AGCAAAAGCAGGTAGACGTN' },
    });
  });

  it.each([
    [
      'a blank field before anything else',
      { collection_date: ' ', confirmed: false, taxonomicID: 'x' },
      targetsApiMessages.missingFields,
    ],
    [
      'the confirmation before the taxonomic ID',
      { confirmed: false, taxonomicID: 'x' },
      targetsAddFormMessages.confirmRequired,
    ],
    ['a taxonomic ID that is not a number', { taxonomicID: '11472x' }, targetsApiMessages.invalidTaxonomicId],
    [
      'a taxonomic ID too large to hold exactly',
      { taxonomicID: '99999999999999999999' },
      targetsApiMessages.invalidTaxonomicId,
    ],
    ['a location of 201 characters', { geo_loc_name: 'x'.repeat(201) }, targetsApiMessages.fieldTooLong(200)],
    ['letters outside IUPAC', { genomic_sequence: 'ACGTXACGTXACGTXACGTX' }, targetsApiMessages.invalidGenome],
    ['a length that differs', { sequence_length: '21' }, targetsApiMessages.lengthMismatch(20, 21)],
    ['a date that is not a date', { collection_date: 'hello' }, targetsApiMessages.invalidCollectionDate],
    [
      'a day that does not exist',
      { collection_date: '2024-02-30' },
      targetsApiMessages.invalidCollectionDate,
    ],
  ])('refuses %s', (_, change, message) => {
    expect(checkManualTarget({ ...valid, ...change })).toEqual({ ok: false, message });
  });
});
