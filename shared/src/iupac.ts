import { IUPAC_LETTERS } from './constants';

/** Oligo sequences: IUPAC codes plus whitespace, checked after upper-casing; empty fails. */
const OLIGO_SEQUENCE_PATTERN = new RegExp(`^[${IUPAC_LETTERS}\\s]+$`);

export const isValidOligoSequence = (sequence: string): boolean => {
  const upper = sequence.toUpperCase();
  return upper.trim().length > 0 && OLIGO_SEQUENCE_PATTERN.test(upper);
};

/** The stored form of a typed or uploaded sequence: upper case, whitespace removed. */
export const normalizeOligoSequence = (sequence: string): string =>
  sequence.toUpperCase().replace(/\s+/g, '');
