import { describe, expect, it } from 'vitest';
import type { Alignment } from './alignment';
import { DEFAULT_OUTCOME_RULES, judgeSite } from './outcome-rules';
import { type OligoInput, prepareOligo } from './prepare-oligo';

const OLIGO = 'ACGTACGTACGTACGTACGT';

/** A placement of OLIGO whose target line has the given marks ('|', '?', 'x', '-'). */
const placed = (marks: string, target = marks.replace(/\|/g, 'A')): Alignment => ({
  mismatchCount: [...marks].filter((m) => m === 'x' || m === '-').length,
  undeterminedCount: [...marks].filter((m) => m === '?').length,
  start: 10,
  end: 30,
  oligoLine: OLIGO,
  targetLine: target,
  matchLine: marks,
  outcome: 'scored',
});

const oligo = (input: Partial<OligoInput> = {}) =>
  prepareOligo({ name: 'o', sequence: OLIGO, strandPositive: true, ...input });

describe('judgeSite', () => {
  it.each([
    // name, marks, oligo, outcome, reason
    ['all determined', '||||||||||||||||||||', {}, 'scored', undefined],
    ['real mismatches only', 'xx||||||||||||||||xx', {}, 'scored', undefined],
    ['4 of 20 undetermined (20%, not over)', '????||||||||||||||||', {}, 'scored', undefined],
    ['5 of 20 undetermined (25%)', '?????|||||||||||||||', {}, 'not_assessable', 'undetermined_over_limit'],
    [
      "one in a primer's last 3 bases",
      '||||||||||||||||||?|',
      {},
      'not_assessable',
      'undetermined_at_three_prime',
    ],
    ["the fourth from a primer's 3' end", '||||||||||||||||?|||', {}, 'scored', undefined],
    ["one in a probe's last 3 bases", '||||||||||||||||||?|', { role: 'probe' }, 'scored', undefined],
    // A minus-strand oligo binds reversed: its 3' end as written is the start of the binding form.
    [
      "a minus-strand primer's 3' end",
      '?|||||||||||||||||||',
      { strandPositive: false },
      'not_assessable',
      'undetermined_at_three_prime',
    ],
    [
      'the minus strand, at its 5 end',
      '|||||||||||||||||||?',
      { strandPositive: false },
      'scored',
      undefined,
    ],
  ] as const)('%s: %s', (_, marks, input, outcome, reason) => {
    const judged = judgeSite(placed(marks), oligo(input), DEFAULT_OUTCOME_RULES);
    expect(judged.outcome).toBe(outcome);
    expect(judged.reason).toBe(reason);
  });

  it.each([
    ['hanging over the start', '-|||||||||||||||||||', '-AAAAAAAAAAAAAAAAAAA'],
    ['hanging over the end', '|||||||||||||||||||-', 'AAAAAAAAAAAAAAAAAAA-'],
  ])('is not covered %s (gaps left at a genome end after end-gap resolution)', (_, marks, target) => {
    expect(judgeSite(placed(marks, target), oligo(), DEFAULT_OUTCOME_RULES)).toMatchObject({
      outcome: 'not_covered',
      reason: 'genome_ends',
    });
  });

  it('takes its limits from the rules', () => {
    const rules = { undetermined_percent: 10, three_prime_bases: 5 };
    expect(judgeSite(placed('???|||||||||||||||||'), oligo(), rules).outcome).toBe('not_assessable');
    expect(judgeSite(placed('|||||||||||||||?||||'), oligo(), rules).reason).toBe(
      'undetermined_at_three_prime',
    );
  });
});
