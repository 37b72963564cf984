import { describe, expect, it } from 'vitest';
import type { Alignment } from './alignment';
import { DEFAULT_OUTCOME_RULES, judgeSite } from './outcome-rules';
import { type OligoInput, prepareOligo } from './prepare-oligo';

const OLIGO = 'ACGTACGTACGTACGTACGT';
const GENOME = 100;

/** A placement of OLIGO whose target line has the given marks ('|', '?', 'x', '-'). */
const placed = (marks: string, target = marks.replace(/\|/g, 'A'), start = 10): Alignment => ({
  mismatchCount: [...marks].filter((m) => m === 'x' || m === '-').length,
  undeterminedCount: [...marks].filter((m) => m === '?').length,
  start,
  end: start + 20,
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
    const judged = judgeSite(placed(marks), oligo(input), DEFAULT_OUTCOME_RULES, GENOME);
    expect(judged.outcome).toBe(outcome);
    expect(judged.reason).toBe(reason);
  });

  // Past a genome's ends reads N (issue 31): a site cut by an end is judged on what is there. GENOME
  // is 100 bases long; the site starts at `start`.
  it.each([
    // name, marks, start, oligo, outcome, reason
    ["4 of 20 before the genome's start (20%)", '????||||||||||||||||', -4, {}, 'scored', undefined],
    [
      "5 of 20 past the genome's end (25%)",
      '|||||||||||||||?????',
      85,
      {},
      'not_assessable',
      'genome_ends_in_site',
    ],
    [
      "a primer's 3' base past the end",
      '|||||||||||||||||||?',
      81,
      {},
      'not_assessable',
      'genome_ends_in_site',
    ],
    ["a probe's last base past the end", '|||||||||||||||||||?', 81, { role: 'probe' }, 'scored', undefined],
    [
      'an N run inside the genome is not the end',
      '|||||||||||||||?????',
      60,
      {},
      'not_assessable',
      'undetermined_over_limit',
    ],
    ['wholly past the end', '????????????????????', 100, {}, 'not_covered', 'genome_ends'],
    ['wholly before the start', '????????????????????', -20, {}, 'not_covered', 'genome_ends'],
  ] as const)('%s', (_, marks, start, input, outcome, reason) => {
    const judged = judgeSite(placed(marks, undefined, start), oligo(input), DEFAULT_OUTCOME_RULES, GENOME);
    expect(judged.outcome).toBe(outcome);
    expect(judged.reason).toBe(reason);
    // Positions stay the placement's: its lines read N past the end.
    if (outcome !== 'not_covered') expect(judged.start).toBe(start);
  });

  it('takes its limits from the rules', () => {
    const rules = { undetermined_percent: 10, three_prime_bases: 5 };
    expect(judgeSite(placed('???|||||||||||||||||'), oligo(), rules, GENOME).outcome).toBe('not_assessable');
    expect(judgeSite(placed('|||||||||||||||?||||'), oligo(), rules, GENOME).reason).toBe(
      'undetermined_at_three_prime',
    );
  });
});
