import { decodeMasks, encodeOligo, reverseComplement } from './iupac-codes';

/**
 * DESIGN.md 7's binding form: the oligo as written on the plus strand, else its reverse complement,
 * in canonical upper-case letters (U reads as T).
 */
export const toBindingForm = (sequence: string, strandPositive: boolean): string =>
  strandPositive ? decodeMasks(encodeOligo(sequence)) : reverseComplement(sequence);
