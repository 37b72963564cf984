import type { OligoRole } from '@oligowatch/shared/schemas/insights';

/**
 * An oligo's role from its name, since oligos have no role field: published assays name probes
 * with a trailing P (optionally numbered) after a separator, or with the word "probe"
 * ('USCDC_N1_P', 'E_Sarbeco_P1', 'RP-P', 'triplex_SC2_Probe', 'probe-VIC2_HA'). Everything else is
 * a primer, the safe side: a primer's 3' end can turn a verdict into ACTION, a probe's cannot.
 */
const PROBE_SUFFIX = /[-_.\s]P\d*$/i;
const PROBE_WORD = /probe/i;

export const inferOligoRole = (name: string): OligoRole =>
  PROBE_SUFFIX.test(name.trim()) || PROBE_WORD.test(name) ? 'probe' : 'primer';
