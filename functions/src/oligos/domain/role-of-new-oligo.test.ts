import type { AssayRole } from '@oligowatch/shared/schemas/oligo';
import { describe, expect, it } from 'vitest';
import { roleOfNewOligo } from './role-of-new-oligo';

describe('roleOfNewOligo', () => {
  it.each<[string, AssayRole | undefined, AssayRole | null, boolean]>([
    // A role sent is confirmed, whatever the name suggests.
    ['USCDC_N1_F', 'forward', 'forward', false],
    ['USCDC_N1_F', 'probe', 'probe', false],
    ['RSVQA', 'reverse', 'reverse', false],
    // None sent: the name's guess, inferred.
    ['USCDC_N1_F', undefined, 'forward', true],
    ['USCDC_N1_R', undefined, 'reverse', true],
    ['USCDC_N1_P', undefined, 'probe', true],
    ['triplex_SC2_Probe', undefined, 'probe', true],
    // None sent and the name tells nothing: unknown, inferred (never a forward primer by default).
    ['RSVQA', undefined, null, true],
    ['MP', undefined, null, true],
    ['Oligo 7', undefined, null, true],
  ])('%s sent %s: %s, inferred %s', (name, sent, role, inferred) => {
    expect(roleOfNewOligo(name, sent)).toEqual({ role, role_inferred: inferred });
  });
});
