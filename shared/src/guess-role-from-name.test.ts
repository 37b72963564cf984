import { describe, expect, it } from 'vitest';
import { guessRoleFromName, inferStoredRole } from './guess-role-from-name';

describe('guessRoleFromName', () => {
  it.each([
    // Published names (test/fixtures/oligos): a direction or a probe part.
    ['USCDC_N1_F', 'forward'],
    ['USCDC_N1_R', 'reverse'],
    ['USCDC_N1_P', 'probe'],
    ['2019-nCoV_N1-P', 'probe'],
    ['E_Sarbeco_F1', 'forward'],
    ['E_Sarbeco_R2', 'reverse'],
    ['E_Sarbeco_P1', 'probe'],
    ['RdRP_SARSr-P2', 'probe'],
    ['Charité_S_RdRp_P', 'probe'],
    ['RP-F', 'forward'],
    ['RP-R', 'reverse'],
    ['RP-P', 'probe'],
    ['triplex_INFA_F1_M', 'forward'],
    ['triplex_INFA_R2_M', 'reverse'],
    ['triplex_INFA_Probe_M', 'probe'],
    ['triplex_SC2_Probe', 'probe'],
    ['probe-VIC2_HA', 'probe'],
    ['FluSw-H1-F236_HA', 'forward'],
    ['FluSw-H1-R318B_HA', 'reverse'],
    // TM: a TaqMan probe, which the old name rule read as a primer.
    ['FluSw-H1-TM324_HA', 'probe'],
    ['BHA-188F_HA', 'forward'],
    ['BHA270R_HA', 'reverse'],
    ['nCoV-2019_1_LEFT', 'forward'],
    ['SARS-CoV-2_12_RIGHT_alt', 'reverse'],
    ['N1 fwd', 'forward'],
    ['N1 rev', 'reverse'],
    ['N1 p', 'probe'],
    // Pool 2 on a primer: the direction wins, so a primer never loses its 3' rule to the pool.
    ['USCDC_N1_F_P2', 'forward'],
    ['USCDC_N1_R_P2', 'reverse'],
  ] as const)('%s is a %s', (name, role) => {
    expect(guessRoleFromName(name)).toBe(role);
  });

  it.each(['RSVQA', 'RSVQA1', 'RSVQB2', 'MP', 'RdRP', 'RP', 'HKU_ORF', '', '  '])(
    '%j says nothing: the person chooses',
    (name) => {
      expect(guessRoleFromName(name)).toBeNull();
    },
  );
});

describe('inferStoredRole', () => {
  it("is the name's guess, else a forward primer (a primer keeps its 3' rule)", () => {
    expect(inferStoredRole('USCDC_N1_P')).toBe('probe');
    expect(inferStoredRole('USCDC_N1_R')).toBe('reverse');
    expect(inferStoredRole('RSVQA')).toBe('forward');
  });
});
