import type { OligoRole } from '@oligowatch/shared/schemas/insights';
import type { AssayRole } from '@oligowatch/shared/schemas/oligo';
import { describe, expect, it } from 'vitest';
import { assayRoleInReports, engineRoleOf } from './engine-role-of';

describe('the roles a report judges an oligo by', () => {
  it.each<[AssayRole | null, OligoRole, AssayRole]>([
    // catalogue role, engine role (the 3' rule), role in its assays
    ['forward', 'primer', 'forward'],
    ['reverse', 'primer', 'reverse'],
    ['probe', 'probe', 'probe'],
    // Issue 34: unknown gets the primer rules, and is a forward primer in its assays.
    [null, 'primer', 'forward'],
  ])('%s: %s, %s in its assays', (role, engine, inAssays) => {
    expect(engineRoleOf(role)).toBe(engine);
    expect(assayRoleInReports(role)).toBe(inAssays);
  });
});
