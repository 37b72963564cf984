import { describe, expect, it } from 'vitest';
import { lacksStoredRole, toOligoRecord } from './catalog';

const item = (fields: Record<string, unknown>) => ({
  pk: 'OLIGO#o-1',
  _id: 'o-1',
  sequence: 'ACGT',
  dna_strand_positive: true,
  archived: false,
  created_at: '2026-11-28T00:00:00.000Z',
  updated_at: '2026-11-28T00:00:00.000Z',
  ...fields,
});

/** How a stored oligo item reads its role (issue 23, and issue 34's unknown role). */
describe('a stored oligo role', () => {
  it.each<[string, Record<string, unknown>, string | null, boolean, boolean]>([
    // what, stored fields, role read, inferred, lacks a stored role (the backfill's question)
    ['confirmed', { name: 'RSVQA', role: 'probe', role_inferred: false }, 'probe', false, false],
    ['inferred', { name: 'USCDC_N1_R', role: 'reverse', role_inferred: true }, 'reverse', true, false],
    ['from before roles, a telling name', { name: 'USCDC_N1_P' }, 'probe', true, true],
    // Before roles, a name telling nothing read as a forward primer: unchanged.
    ['from before roles, a name telling nothing', { name: 'RSVQA' }, 'forward', true, true],
    // Issue 34: stored unknown stays unknown and is never backfilled.
    ['unknown', { name: 'RSVQA', role: null, role_inferred: true }, null, true, false],
  ])('%s', (_what, fields, role, inferred, lacks) => {
    const stored = item(fields);
    expect(toOligoRecord(stored)).toMatchObject({ role, role_inferred: inferred });
    expect(lacksStoredRole(stored)).toBe(lacks);
  });
});
