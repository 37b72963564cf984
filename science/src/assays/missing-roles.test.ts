import type { AssayRole } from '@oligowatch/shared/schemas/oligo';
import { describe, expect, it } from 'vitest';
import { missingRoles } from './missing-roles';

describe('missingRoles', () => {
  it.each<[AssayRole[], AssayRole[]]>([
    [['forward', 'probe', 'reverse'], []],
    [['forward', 'forward', 'reverse', 'reverse', 'probe'], []],
    [['forward', 'reverse'], []],
    [['forward', 'probe'], ['reverse']],
    [
      ['probe', 'probe'],
      ['forward', 'reverse'],
    ],
    [[], ['forward', 'reverse']],
  ])('%j lacks %j', (roles, missing) => {
    expect(missingRoles(roles)).toEqual(missing);
  });
});
