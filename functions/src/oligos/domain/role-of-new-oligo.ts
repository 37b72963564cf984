import { guessRoleFromName } from '@oligowatch/shared/guess-role-from-name';
import type { AssayRole, Oligo } from '@oligowatch/shared/schemas/oligo';

/**
 * The role a new oligo is stored with (issue 34). A role sent is a role a person confirmed (the add
 * form sends one only once a person confirms or picks it). Without one (SPEC's own payload has no
 * role) the oligo is stored with the name's guess, or unknown (null) when the name tells nothing,
 * marked inferred either way, so the oligo's view asks for confirmation as it does for oligos made
 * before roles existed. Unknown rather than a forward primer: nobody has said what it is, and
 * reports say so ("role not confirmed") while they judge it by the primer rules.
 */
export const roleOfNewOligo = (
  name: string,
  sent: AssayRole | undefined,
): Pick<Oligo, 'role' | 'role_inferred'> =>
  sent !== undefined
    ? { role: sent, role_inferred: false }
    : { role: guessRoleFromName(name), role_inferred: true };
