import type { OligoRole } from '@oligowatch/shared/schemas/insights';
import type { AssayRole } from '@oligowatch/shared/schemas/oligo';

/** The engine's role of an oligo: forward and reverse primers both get the primer's 3' rule. */
export const engineRoleOf = (role: AssayRole): OligoRole => (role === 'probe' ? 'probe' : 'primer');
