import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { computeOligoTm } from '../tm/compute-oligo-tm';
import { isTmRefusal, tmNoteMessages } from '../tm/tm-result';
import { roundTm } from './round-tm';

/** An oligo's Tm for the report (`insights.oligos[].tm`), or null and the reason in words. */
export type OligoTmRange = { tm: { min: number; max: number } } | { tm: null; tm_note: string };

/**
 * The Tm of an oligo on its perfect complement, as a range: min = max for a plain oligo; for a
 * degenerate one the lowest and highest over its expansions (each on its own complement), since the
 * mix holds all of them. One shape for both, so a table shows "62.0" or "58.1-61.3" from one field.
 */
export const computeOligoTmRange = (writtenOligo: string, conditions: TmConditions): OligoTmRange => {
  const result = computeOligoTm(writtenOligo, conditions);
  if (isTmRefusal(result)) return { tm: null, tm_note: tmNoteMessages[result.note] };
  const { min, max } = 'tm' in result ? { min: result.tm, max: result.tm } : result.tmRange;
  return { tm: { min: roundTm(min), max: roundTm(max) } };
};
