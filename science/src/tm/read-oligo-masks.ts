import { maskOfLetter } from '../mismatch/iupac-codes';
import { refuseTm, type TmRefusal } from './tm-result';

/**
 * A written oligo as IUPAC base sets (A=1, C=2, G=4, T=8, as the mismatch engine has them):
 * whitespace removed, case and U/T as there. A gap or a non-IUPAC character is a refusal.
 */
export const readOligoMasks = (writtenOligo: string): Uint8Array | TmRefusal => {
  const letters = writtenOligo.replace(/\s+/g, '');
  const masks = new Uint8Array(letters.length);
  for (let i = 0; i < letters.length; i++) {
    const letter = letters.charAt(i);
    const mask = maskOfLetter(letter);
    if (mask === undefined) {
      // 1-based: the detail is read by people.
      const where = `Oligo, position ${i + 1}`;
      return letter === '-'
        ? refuseTm('indel', `${where}: a gap.`)
        : refuseTm('invalidBase', `${where}: ${JSON.stringify(letter)} is not an IUPAC code.`);
    }
    masks[i] = mask;
  }
  if (masks.length < 2) return refuseTm('tooShort', 'The oligo has fewer than two bases.');
  return masks;
};

/** The bases a mask stands for, in A, C, G, T order (the order expansions are tried in). */
export const BASES_OF_MASK: readonly string[] = Array.from({ length: 16 }, (_, mask) =>
  ['A', 'C', 'G', 'T'].filter((_, bit) => (mask >> bit) & 1).join(''),
);
