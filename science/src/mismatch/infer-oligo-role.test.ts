import { describe, expect, it } from 'vitest';
import { inferOligoRole } from './infer-oligo-role';

describe('inferOligoRole', () => {
  it.each([
    ['USCDC_N1_P', 'probe'],
    ['2019-nCoV_N1-P', 'probe'],
    ['E_Sarbeco_P1', 'probe'],
    ['RdRP_SARSr-P2', 'probe'],
    ['Charité_S_RdRp_P', 'probe'],
    ['RP-P', 'probe'],
    ['triplex_SC2_Probe', 'probe'],
    ['triplex_INFA_Probe_M', 'probe'],
    ['probe-VIC2_HA', 'probe'],
    ['N1 p', 'probe'],
    ['USCDC_N1_F', 'primer'],
    ['USCDC_N1_R', 'primer'],
    ['RP-F', 'primer'],
    ['HKU_ORF_F', 'primer'],
    ['FluSw-H1-TM324_HA', 'primer'],
    ['Charité_RdRp_F', 'primer'],
    ['RdRP', 'primer'],
    ['MP', 'primer'],
  ] as const)('%s is a %s', (name, role) => {
    expect(inferOligoRole(name)).toBe(role);
  });
});
