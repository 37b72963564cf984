import { reverseComplement } from '../../mismatch/iupac-codes';

/**
 * Test samples around one 20-base oligo: changes are placed by position AS WRITTEN, on either
 * strand. The flank offers no placement nearly as cheap as the site: an N matches nothing, so a
 * flank resembling the oligo would draw a mostly-N site's placement away from it.
 */
export const FLANK = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
export const OLIGO = 'ACGTTGCAGGTCAATGCGTA';

/** A sample holding the oligo's binding site with `changes` at positions of the oligo as written. */
export const siteWith = (strandPositive: boolean, changes: Record<number, string> = {}): string => {
  const written = OLIGO.split('');
  for (const [at, base] of Object.entries(changes)) written[Number(at)] = base;
  // A minus-strand oligo binds its reverse complement, so a change as written lands complemented.
  const site = strandPositive ? written.join('') : reverseComplement(written.join(''));
  return `${FLANK}${site}${FLANK}`;
};

const SWAP: Record<string, string> = { A: 'C', C: 'A', G: 'T', T: 'G' };
/** A real substitution at written position `at`. */
export const mutate = (at: number): Record<number, string> => ({ [at]: SWAP[OLIGO.charAt(at)] as string });
