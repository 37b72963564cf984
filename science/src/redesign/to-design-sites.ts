import { EXACT_CHANGE_KEY } from '../insights/read-site-calls';
import { complementMask, LETTER_OF_MASK, maskOfLetter } from '../mismatch/iupac-codes';
import type { DesignSite } from './design-site';

/** What the design needs of an oligo's variants: the insight counts' `variants` record as it is. */
export type VariantsByChange = Readonly<Record<string, { readonly samples: number }>>;

const SUBSTITUTION = /^(\d+)([A-Z])$/;
const DELETION = /^(\d+)-$/;
const INSERTION = /^(\d+)\+([A-Z])$/;

/**
 * The design's sites from an oligo's variants as the insight counts keep them, with no new field:
 * each variant is keyed by its real changes at written positions (readSiteCalls' changeKey:
 * `{position}{base}`, `{position}-`, `{position}+{base}`, '=' for none), and that key alone
 * gives its site. A changed position has the key's base (the sample's plus-strand base, so
 * complemented for a minus-strand oligo to read as the oligo is written); every other position
 * holds the oligo's own code, since each carrier matches it there or is undetermined. With the
 * design's rule that a suggestion keeps every base of the oligo's degenerate codes, that is exact
 * for carriers that match and errs only on the safe side for carriers undetermined at a position
 * whose base the suggestion replaces: the design never counts a carrier it could lose.
 */
export const toDesignSites = (
  oligo: { readonly written: string; readonly strandPositive: boolean },
  variants: VariantsByChange,
): DesignSite[] =>
  Object.entries(variants).map(([key, { samples }]) => {
    if (key === EXACT_CHANGE_KEY) return { bases: oligo.written, samples };
    const bases = [...oligo.written];
    let indel = false;
    for (const change of key.split(',')) {
      const substitution = SUBSTITUTION.exec(change);
      if (substitution) {
        const position = Number(substitution[1]);
        const mask = maskOfLetter(substitution[2] ?? '');
        if (mask === undefined || position >= bases.length)
          throw new RangeError(`Change ${change} does not fit oligo ${oligo.written}`);
        bases[position] = LETTER_OF_MASK[oligo.strandPositive ? mask : complementMask(mask)] ?? 'N';
      } else if (DELETION.test(change) || INSERTION.test(change)) indel = true;
      else throw new RangeError(`Not a change key: ${JSON.stringify(key)}`);
    }
    return indel ? { bases: bases.join(''), samples, indel } : { bases: bases.join(''), samples };
  });
