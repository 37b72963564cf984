import type { AssayRole } from '@oligowatch/shared/schemas/oligo';

/**
 * The primer roles an assay lacks (issue 23): without a forward and a reverse primer it makes no
 * amplicon, so it can detect no sample. A probe is optional. Said beside the assay on the product
 * form and view, never a refusal: roles can still be corrected on the oligos.
 */
export const missingRoles = (roles: readonly AssayRole[]): AssayRole[] =>
  (['forward', 'reverse'] as const).filter((role) => !roles.includes(role));
