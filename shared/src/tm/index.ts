/**
 * Nearest-neighbour melting temperatures (issue 24), pure: no Node module below this, so it runs
 * in the browser too. The general function has Biopython Tm_NN's semantics; the product helpers
 * price an oligo on its perfect complement and on one binding site. See README.md.
 */
export {
  computeNearestNeighbourTm,
  type NearestNeighbourDuplex,
} from './compute-nearest-neighbour-tm';
export { computeOligoTm, type OligoTm } from './compute-oligo-tm';
export { computeSiteTm, type SiteTm } from './compute-site-tm';
export { MAX_TM_EXPANSIONS } from './expand-degenerate';
export {
  BIOPYTHON_TM_CONDITIONS,
  DEFAULT_TM_CONDITIONS,
  findTmConditionsProblem,
  SALT_CORRECTION_METHODS,
  TM_CONDITION_BOUNDS,
  type TmConditions,
  tmConditionsMessages,
  tmConditionsSchema,
} from './tm-conditions';
export { isTmRefusal, type TmNote, type TmRefusal, type TmResult, tmNoteMessages } from './tm-result';
export { toTemplateBases } from './to-template-bases';
