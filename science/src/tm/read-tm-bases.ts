import { refuseTm, type TmRefusal } from './tm-result';

const IUPAC_AMBIGUITY_CODES = 'RYSWKMBDHVN';

/**
 * A sequence as the Tm code reads it: whitespace removed, upper case, U as T. Then every character
 * must be in `alphabet`; the first that is not gives the refusal (an ambiguity code, a gap, or
 * anything else). Biopython instead drops such characters silently, which would shift every base
 * after them and pair the wrong bases: we refuse.
 */
export const readTmBases = (text: string, alphabet: string, what: string): string | TmRefusal => {
  const bases = text.replace(/\s+/g, '').toUpperCase().replaceAll('U', 'T');
  for (let i = 0; i < bases.length; i++) {
    const base = bases.charAt(i);
    if (alphabet.includes(base)) continue;
    // 1-based: the detail is read by people.
    const where = `${what}, position ${i + 1}`;
    if (base === '-') return refuseTm('indel', `${where}: a gap.`);
    if (IUPAC_AMBIGUITY_CODES.includes(base)) {
      return refuseTm('ambiguousBase', `${where}: ambiguity code ${base} where one base is needed.`);
    }
    return refuseTm('invalidBase', `${where}: ${JSON.stringify(base)} is not a base.`);
  }
  return bases;
};

/** Biopython's gc_fraction(seq, 'ignore') on A/C/G/T/I text: G and C over all bases (I counts as neither). */
export const countGcFraction = (seq: string): number => {
  let gc = 0;
  for (let i = 0; i < seq.length; i++) {
    const base = seq.charCodeAt(i);
    if (base === 67 || base === 71) gc++; // C, G
  }
  return seq.length === 0 ? 0 : gc / seq.length;
};

const COMPLEMENT: Readonly<Record<string, string>> = { A: 'T', C: 'G', G: 'C', T: 'A', I: 'I' };

/**
 * The perfect complement, base by base and not reversed: the template read 3'->5' under the oligo
 * (Biopython's c_seq). Inosine stays I, as Biopython's Seq.complement leaves it.
 */
export const complementBases = (seq: string): string => {
  let out = '';
  for (let i = 0; i < seq.length; i++) out += COMPLEMENT[seq.charAt(i)] ?? seq.charAt(i);
  return out;
};
