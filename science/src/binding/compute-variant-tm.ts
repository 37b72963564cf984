import { reportsTmMessages } from '@oligowatch/shared/messages/reports';
import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { computeNearestNeighbourTm } from '../tm/compute-nearest-neighbour-tm';
import { computeSiteTm } from '../tm/compute-site-tm';
import { isTmRefusal, type TmRefusal, tmNoteMessages } from '../tm/tm-result';
import { toTemplateBases } from '../tm/to-template-bases';
import { roundTm } from './round-tm';

/** What a Tm of a variant needs of its oligo (InsightOligo and PreparedOligo both have it). */
export interface TmOligo {
  /** As written, 5'->3', IUPAC codes. */
  readonly written: string;
  readonly strandPositive: boolean;
}

/** A variant's Tm and its change from the oligo's, or null and the reason in words. */
export type VariantTm = { tm: number; delta_tm: number } | { tm: null; delta_tm: null; tm_note: string };

const noteOf = (refusal: TmRefusal): string =>
  // The site is the one place an ambiguity code can reach: a carrier's undetermined base.
  refusal.note === 'ambiguousBase' ? reportsTmMessages.undeterminedSite : tmNoteMessages[refusal.note];

/**
 * The Tm of `oligo` on a variant's binding site and its change from the oligo's Tm on its perfect
 * complement. `bindingSite` is the variant's `binding_site` as the insights keep it: the aligned
 * target line of its clearest carrier (the sample's plus strand in the binding form's orientation,
 * sample bases at resolved end gaps, '-' for a base the sample lacks, an extra letter for one it
 * adds). Everything the number needs is in it, so no new field per variant.
 *
 * For a degenerate oligo the site is priced with the expansion that binds it best (computeSiteTm)
 * and the change is from that same expansion's Tm on its own complement: the cost of the variant to
 * the molecule of the mix that binds it. A site with mismatches side by side, an insertion or
 * deletion, or an undetermined base (the clearest carrier still has one) gets no number, only the
 * reason: the tables have no parameters for the first two, and for the third any number would be
 * a guess at the base.
 */
export const computeVariantTm = (
  oligo: TmOligo,
  bindingSite: string,
  conditions: TmConditions,
): VariantTm => {
  const site = computeSiteTm(oligo.written, toTemplateBases(bindingSite, oligo.strandPositive), conditions);
  if (isTmRefusal(site)) return { tm: null, delta_tm: null, tm_note: noteOf(site) };
  const perfect = computeNearestNeighbourTm({ seq: site.expansion }, conditions);
  // Cannot happen once the site was priced (same oligo, same conditions); kept total all the same.
  if (isTmRefusal(perfect)) return { tm: null, delta_tm: null, tm_note: noteOf(perfect) };
  return { tm: roundTm(site.tm), delta_tm: roundTm(site.tm - perfect.tm) };
};
