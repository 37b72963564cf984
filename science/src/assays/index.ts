/**
 * Assays (issue 23): a product version's oligos grouped into assays, whether an assay detects a
 * sample (a forward and a reverse primer, and a probe if it has probes, binding in order, facing
 * each other), the checks of a version's assays, and the strand check. Pure. See
 * docs/decisions/0021-detection-by-assay.md.
 */
export { checkProductAssays } from './check-product-assays';
export { checkStrand, isStrandDecided, type StrandCheck, type StrandTrial } from './check-strand';
export {
  type AssayDetection,
  type AssayFailure,
  type AssayOligoCall,
  detectByAssay,
  detectByProduct,
} from './detect-by-assay';
export { assayRoleInReports, engineRoleOf } from './engine-role-of';
export { missingRoles } from './missing-roles';
export { checkOligoStrands, type OligoStrandCheck, tryStrands } from './try-strands';
