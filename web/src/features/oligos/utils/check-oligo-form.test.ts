import {
  NAME_MAX_LENGTH,
  OLIGO_SEQUENCE_MAX_LENGTH,
  TOAST_DUPLICATE_NAME_MS,
  TOAST_DURATION_MS,
  TOAST_INVALID_SEQUENCE_MS,
} from '@oligowatch/shared/constants';
import { commonConfirmMessages } from '@oligowatch/shared/messages/common';
import { oligosApiMessages } from '@oligowatch/shared/messages/oligos';
import { describe, expect, it } from 'vitest';
import { checkOligoForm } from './check-oligo-form';

const valid = {
  name: 'USCDC_N1_F',
  sequence: 'gacc ccaa\naatc',
  dna_strand_positive: true,
  confirm: 'YES',
  role: 'forward' as const,
};
const taken = new Set(['uscdc_n1_p']);

describe('checkOligoForm', () => {
  it('passes a complete form', () => {
    expect(checkOligoForm(valid, taken)).toBeNull();
  });
  // Issue 34: SPEC's flow has no role; an unconfirmed role is sent as none and stored as inferred.
  it('passes a complete form whose role nobody confirmed', () => {
    expect(checkOligoForm({ ...valid, role: null }, taken)).toBeNull();
  });
  it.each([
    ['a blank name', { name: '  ' }, oligosApiMessages.nameRequired, TOAST_DURATION_MS],
    [
      'a name in use (case, spaces)',
      { name: ' USCDC_n1_P ' },
      oligosApiMessages.nameInUse('USCDC_n1_P'),
      TOAST_DUPLICATE_NAME_MS,
    ],
    ['no YES', { confirm: 'yes' }, commonConfirmMessages.confirmYes, TOAST_DURATION_MS],
    ['a bad sequence', { sequence: 'ACGT-X' }, oligosApiMessages.invalidSequence, TOAST_INVALID_SEQUENCE_MS],
    ['an empty sequence', { sequence: '' }, oligosApiMessages.invalidSequence, TOAST_INVALID_SEQUENCE_MS],
    [
      'a name too long to store',
      { name: 'N'.repeat(NAME_MAX_LENGTH + 1) },
      oligosApiMessages.nameTooLong,
      TOAST_DURATION_MS,
    ],
    [
      'a sequence too long to store',
      { sequence: 'A'.repeat(OLIGO_SEQUENCE_MAX_LENGTH + 1) },
      oligosApiMessages.sequenceTooLong,
      TOAST_DURATION_MS,
    ],
  ])('refuses %s with its message and duration', (_, change, message, durationMs) => {
    expect(checkOligoForm({ ...valid, ...change }, taken)).toEqual({ message, durationMs });
  });
  it('reports the first failing rule in the spec order', () => {
    const allWrong = {
      name: 'uscdc_n1_p',
      sequence: '!',
      dna_strand_positive: true,
      confirm: '',
      role: null,
    };
    expect(checkOligoForm(allWrong, taken)?.message).toBe(oligosApiMessages.nameInUse('uscdc_n1_p'));
    expect(checkOligoForm({ ...allWrong, name: 'free' }, taken)?.message).toBe(
      commonConfirmMessages.confirmYes,
    );
    expect(checkOligoForm({ ...allWrong, name: 'free', confirm: 'YES' }, taken)?.message).toBe(
      oligosApiMessages.invalidSequence,
    );
  });
});
