import type { OligoRole } from '@oligowatch/shared/schemas/insights';
import type { AssayRole } from '@oligowatch/shared/schemas/oligo';

/**
 * The engine's role of an oligo: forward and reverse primers both get the primer's 3' rule, and so
 * does an unknown role (null, issue 34): the safe side.
 */
export const engineRoleOf = (role: AssayRole | null): OligoRole => (role === 'probe' ? 'probe' : 'primer');

/**
 * The role an oligo plays in its assays in reports: an unknown role (null, issue 34) is a forward
 * primer there, as for a report frozen before roles whose oligo's name tells nothing (assayRoleOf).
 * Reports read a frozen unknown role by it (segment-tally.ts) and the product screens show assays by
 * it, so they show what reports will judge.
 */
export const assayRoleInReports = (role: AssayRole | null): AssayRole => role ?? 'forward';
