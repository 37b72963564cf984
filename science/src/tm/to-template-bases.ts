import { complementMask, LETTER_OF_MASK, maskOfLetter } from '../mismatch/iupac-codes';

/**
 * The template bases `computeSiteTm` wants (the strand the oligo anneals to, read 3'->5' under the
 * oligo as written) from a binding site as the report shows it: the aligned target line, the
 * sample's plus strand in the binding form's orientation (DESIGN.md 7).
 *
 * A plus-strand oligo is written as the plus strand reads and anneals to the minus strand: the
 * template is the line's complement, position by position. A minus-strand oligo is written as the
 * reverse complement of the line and anneals to the plus strand itself: the template is the line
 * reversed. Either way a site equal to the binding form gives the oligo's perfect complement.
 * Gaps and ambiguity codes are carried over (complemented where they are codes) for computeSiteTm
 * to refuse.
 */
export const toTemplateBases = (bindingSite: string, strandPositive: boolean): string => {
  const site = bindingSite.replace(/\s+/g, '').toUpperCase();
  let out = '';
  if (!strandPositive) {
    for (let i = site.length - 1; i >= 0; i--) out += site.charAt(i);
    return out;
  }
  for (const letter of site) {
    const mask = maskOfLetter(letter);
    out += mask === undefined ? letter : (LETTER_OF_MASK[complementMask(mask)] ?? letter);
  }
  return out;
};
