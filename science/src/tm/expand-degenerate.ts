import { refuseTm, type TmRefusal } from './tm-result';

/**
 * The most expansions of a degenerate oligo a Tm tries: 4 Ns' worth, far above real assay oligos
 * (the most in shared/data's 493 is 6), low enough that a report never stalls on an oligo of Ns.
 */
export const MAX_TM_EXPANSIONS = 256;

/**
 * Every sequence the per-position choices spell, first position varying slowest and each position
 * in its given order, or a refusal beyond MAX_TM_EXPANSIONS. Counts before building anything.
 */
export const expandChoices = (choices: readonly string[]): string[] | TmRefusal => {
  let count = 1;
  for (const bases of choices) {
    count *= bases.length;
    if (count > MAX_TM_EXPANSIONS) {
      return refuseTm(
        'tooManyExpansions',
        `The oligo has more than ${MAX_TM_EXPANSIONS} expansions; a Tm is given for at most ${MAX_TM_EXPANSIONS}.`,
      );
    }
  }
  let expansions = [''];
  for (const bases of choices) {
    expansions =
      bases.length === 1
        ? expansions.map((e) => e + bases)
        : expansions.flatMap((e) => [...bases].map((b) => e + b));
  }
  return expansions;
};
