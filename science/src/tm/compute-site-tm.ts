import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { computeNearestNeighbourTm } from './compute-nearest-neighbour-tm';
import { expandChoices } from './expand-degenerate';
import { BASES_OF_MASK, readOligoMasks } from './read-oligo-masks';
import { complementBases, readTmBases } from './read-tm-bases';
import { isTmRefusal, refuseTm, type TmRefusal } from './tm-result';

/** The Tm of an oligo on one binding site, and the expansion of a degenerate oligo it is for. */
export type SiteTm = { tm: number; expansion: string } | TmRefusal;

const BASE_BITS: Readonly<Record<string, number>> = { A: 1, C: 2, G: 4, T: 8 };

/**
 * The Tm of the oligo on a binding site.
 *
 * Orientation, once for all: `writtenOligo` is the oligo as written, 5'->3'; `templateBases` is the
 * template strand under it read 3'->5', so templateBases[i] pairs with writtenOligo[i] and the
 * perfect site is the oligo's complement, not reversed (Biopython's c_seq). The report's aligned
 * target line is not that: convert it with `toTemplateBases`.
 *
 * The site must be as long as the oligo with A/C/G/T only (the report passes real changes only):
 * a gap or a length difference is an indel and gets a note, as do mismatches side by side (the
 * issue's rule, also for the tandem G·T pairs Biopython's tables would price), never a number.
 *
 * A degenerate oligo is priced by its best-matching expansion for this site: the fewest mismatches
 * (each ambiguity code takes the base that pairs with the template where it can), then, among the
 * expansions left (a code that pairs with nothing there can take any of its bases), the highest Tm,
 * since the best binder of the mix is the one that primes; on equal Tm the first in A, C, G, T order.
 */
export const computeSiteTm = (
  writtenOligo: string,
  templateBases: string,
  conditions: TmConditions,
): SiteTm => {
  const masks = readOligoMasks(writtenOligo);
  if (isTmRefusal(masks)) return masks;
  const template = readTmBases(templateBases, 'ACGT', 'Site');
  if (isTmRefusal(template)) return template;
  if (template.length !== masks.length) {
    return refuseTm(
      'indel',
      `The site has ${template.length} bases for an oligo of ${masks.length}: an insertion or deletion.`,
    );
  }
  const pairing = complementBases(template);
  const choices: string[] = [];
  let previousMismatch = -2;
  for (let i = 0; i < masks.length; i++) {
    const mask = masks[i] ?? 0;
    const pairs = pairing.charAt(i);
    if (mask & (BASE_BITS[pairs] ?? 0)) {
      choices.push(pairs);
      continue;
    }
    if (previousMismatch === i - 1) {
      // 1-based: the detail is read by people.
      return refuseTm(
        'adjacentMismatches',
        `Mismatches side by side at positions ${i} and ${i + 1} of the oligo as written.`,
      );
    }
    previousMismatch = i;
    choices.push(BASES_OF_MASK[mask] ?? '');
  }
  const expansions = expandChoices(choices);
  if (isTmRefusal(expansions)) return expansions;
  let best = { tm: Number.NEGATIVE_INFINITY, expansion: '' };
  for (const seq of expansions) {
    const result = computeNearestNeighbourTm({ seq, cSeq: template }, conditions);
    if (isTmRefusal(result)) return result;
    // Strictly higher: on equal Tm the earlier expansion stays.
    if (result.tm > best.tm) best = { tm: result.tm, expansion: seq };
  }
  return best;
};
