import { DEFAULT_OUTCOME_RULES } from '@oligowatch/science';
import { describe, expect, it } from 'vitest';
import { leftOutGroups } from './left-out-groups';

describe('leftOutGroups', () => {
  it('groups the listed accessions by reason, in the reasons’ order, each with its whole count', () => {
    expect(
      leftOutGroups(
        {
          count: 5,
          accessions: ['A', 'B', 'C', 'D'],
          reasons: [
            'undetermined_at_three_prime',
            'undetermined_over_limit',
            'undetermined_at_three_prime',
            'undetermined_over_limit',
          ],
          // One more over the limit than listed: the report keeps the first few only.
          by_reason: { undetermined_at_three_prime: 2, undetermined_over_limit: 3 },
        },
        { undetermined_percent: 25, three_prime_bases: 5 },
      ),
    ).toEqual([
      {
        reason: 'undetermined_over_limit',
        text: 'over 25% of the site undetermined (N or ambiguity codes)',
        count: 3,
        accessions: ['B', 'D'],
        unlisted: 1,
      },
      {
        reason: 'undetermined_at_three_prime',
        text: "an undetermined base in the primer's last 5 bases",
        count: 2,
        accessions: ['A', 'C'],
        unlisted: 0,
      },
    ]);
  });

  it.each([
    ['none left out', { count: 0, accessions: [], reasons: [], by_reason: {} }, []],
    [
      'not covered, none listed',
      { count: 2, accessions: [], reasons: [], by_reason: { genome_ends: 2 } },
      [
        {
          reason: 'genome_ends',
          text: 'the genome ends before the site',
          count: 2,
          accessions: [],
          unlisted: 2,
        },
      ],
    ],
  ] as const)('%s', (_, leftOut, groups) => {
    expect(
      leftOutGroups(
        { ...leftOut, accessions: [...leftOut.accessions], reasons: [...leftOut.reasons] },
        DEFAULT_OUTCOME_RULES,
      ),
    ).toEqual(groups);
  });
});
