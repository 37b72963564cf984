/**
 * Nearest-neighbour melting temperatures (issue 24), pure: no Node module below this, so it runs
 * in the browser too. The general function has Biopython Tm_NN's semantics; the product helpers
 * price an oligo on its perfect complement and on one binding site. See README.md. The conditions
 * (TmConditions, their schema and defaults) are the contract's: @oligowatch/shared/schemas/tm-conditions.
 */

export {
  computeNearestNeighbourTm,
  type NearestNeighbourDuplex,
} from './compute-nearest-neighbour-tm';
export { computeOligoTm, type OligoTm } from './compute-oligo-tm';
export { computeSiteTm, type SiteTm } from './compute-site-tm';
export { MAX_TM_EXPANSIONS } from './expand-degenerate';
export { isTmRefusal, type TmNote, type TmRefusal, type TmResult, tmNoteMessages } from './tm-result';
export { toTemplateBases } from './to-template-bases';
