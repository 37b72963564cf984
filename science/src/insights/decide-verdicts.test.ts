import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { reportsVerdictReasonsMessages as m } from '@oligowatch/shared/messages/reports';
import type { OligoRole, VerdictLevel } from '@oligowatch/shared/schemas/insights';
import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from '../mismatch/align-oligo-to-sample';
import { decideProductVerdict } from './decide-verdicts';
import {
  addSampleToInsightCounts,
  bindsOligo,
  emptyReportInsightCounts,
  type InsightOligo,
} from './insight-counts';
import { readSiteCalls } from './read-site-calls';
import { mutate, OLIGO, siteWith } from './testing/oligo-sites';
import { toReportInsights } from './to-report-insights';

const T = DEFAULT_VERDICT_THRESHOLDS;

/**
 * One oligo judged over `total` samples: `carriers` of them carry the binding site with `changes`
 * (positions as written), the rest match exactly.
 */
const judge = (
  role: OligoRole,
  strandPositive: boolean,
  changes: Record<number, string>,
  carriers: number,
  total: number,
  extra: Partial<InsightOligo> = {},
) => {
  const oligo: InsightOligo = { name: 'o', written: OLIGO, strandPositive, role, ...extra };
  const counts = emptyReportInsightCounts([oligo]);
  const carrier = siteWith(strandPositive, changes);
  const plain = siteWith(strandPositive);
  for (let i = 0; i < total; i++) {
    const sample = i < carriers ? carrier : plain;
    addSampleToInsightCounts(
      counts,
      [oligo],
      { accession: `S${i}`, date: null, country: null },
      [alignOligoToSample({ name: 'o', sequence: OLIGO, strandPositive, role }, sample)],
      T,
      { sequence: sample },
    );
  }
  return toReportInsights([oligo], counts, T, 10);
};

const both = { ...mutate(4), ...mutate(9) };
const mostlyN = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, 'N']));

describe('oligo verdicts', () => {
  it.each<[string, OligoRole, boolean, Record<number, string>, number, number, VerdictLevel]>([
    // what, role, strand +, changes as written, carriers, samples, level
    ['plus primer, last base', 'primer', true, mutate(19), 3, 20, 'ACTION'],
    ['plus primer, 2nd last base', 'primer', true, mutate(18), 3, 20, 'ACTION'],
    ['plus primer, 3rd last base', 'primer', true, mutate(17), 3, 20, 'ACTION'],
    ['plus primer, 4th last base: a mismatch in 15% only', 'primer', true, mutate(16), 3, 20, 'CAUTION'],
    ['minus primer, last base', 'primer', false, mutate(19), 3, 20, 'ACTION'],
    ['minus primer, 2nd last base', 'primer', false, mutate(18), 3, 20, 'ACTION'],
    ['minus primer, 3rd last base', 'primer', false, mutate(17), 3, 20, 'ACTION'],
    ['minus primer, 4th last base', 'primer', false, mutate(16), 3, 20, 'CAUTION'],
    ['minus primer, first base as written (its binding end)', 'primer', false, mutate(0), 3, 20, 'CAUTION'],
    ["probe, last base: no 3' rule", 'probe', true, mutate(19), 3, 20, 'CAUTION'],
    ['probe, minus strand, last base', 'probe', false, mutate(19), 3, 20, 'CAUTION'],
    ['primer, 2 mismatches elsewhere', 'primer', true, both, 3, 20, 'ACTION'],
    ['probe, 2 mismatches elsewhere', 'probe', true, both, 3, 20, 'ACTION'],
    ['minus primer, 2 mismatches elsewhere', 'primer', false, both, 3, 20, 'ACTION'],
    ["3' variant exactly 15%", 'primer', true, mutate(19), 15, 100, 'ACTION'],
    [
      "3' variant just under 15%: PASS (and mismatches under 15%)",
      'primer',
      true,
      mutate(19),
      14,
      100,
      'PASS',
    ],
    ["3' variant 3 of 21 (14.3%)", 'primer', true, mutate(19), 3, 21, 'PASS'],
    ['2-mismatch variant just under 15%', 'probe', true, both, 14, 100, 'PASS'],
    ['one mismatch exactly 15% of samples', 'primer', true, mutate(5), 15, 100, 'CAUTION'],
    ['one mismatch just under 15%', 'primer', true, mutate(5), 14, 100, 'PASS'],
    ["N at the 3' end is undetermined, not a mismatch", 'primer', true, { 19: 'N' }, 10, 20, 'PASS'],
    ['N at two places is no multiple mismatch', 'primer', false, { 4: 'N', 19: 'N' }, 10, 20, 'PASS'],
    ["R under A at the 3' end is undetermined", 'primer', true, { 19: 'R' }, 10, 20, 'PASS'],
    ["Y under A at the 3' end is a real mismatch", 'primer', true, { 19: 'Y' }, 10, 20, 'ACTION'],
    ['no mismatch at all', 'primer', true, {}, 0, 20, 'PASS'],
  ])('%s', (_what, role, strandPositive, changes, carriers, total, level) => {
    const verdict = judge(role, strandPositive, changes, carriers, total).oligos[0]?.verdict;
    expect(verdict?.level).toBe(level);
    expect(verdict?.reasons.length).toBeGreaterThan(0);
  });

  it('gives the reasons in words, with the numbers', () => {
    const insights = judge('primer', false, mutate(18), 3, 20);
    const oligo = insights.oligos[0];
    expect(oligo?.verdict.reasons).toEqual([
      `A variant carried by 15% of samples (${oligo?.variants[1]?.binding_site}) has a mismatch in the primer's last 3 bases.`,
      '15% of samples have a mismatch (15% or more is CAUTION).',
    ]);
    expect(judge('primer', true, {}, 0, 20).oligos[0]?.verdict.reasons).toEqual([
      "0% of samples have a mismatch, under 15%, and no variant reaching 15% has a 3'-end or multiple mismatch.",
    ]);
  });

  it('leaves samples that are not assessable out of the verdict, and counts and lists them', () => {
    // 11 of 20 bases N (55% > 20%): 5 such samples, 3 with a 3' mismatch among 15 scored (20%).
    const oligo: InsightOligo = { name: 'o', written: OLIGO, strandPositive: true, role: 'primer' };
    const counts = emptyReportInsightCounts([oligo]);
    const samples: string[] = [
      ...Array(5).fill(siteWith(true, mostlyN)),
      ...Array(3).fill(siteWith(true, mutate(19))),
      ...Array(12).fill(siteWith(true)),
    ];
    for (const [i, sample] of samples.entries())
      addSampleToInsightCounts(
        counts,
        [oligo],
        { accession: `S${i}`, date: null, country: null },
        [alignOligoToSample({ name: 'o', sequence: OLIGO, strandPositive: true }, sample)],
        T,
        { sequence: sample },
      );
    const insights = toReportInsights([oligo], counts, T, 10);
    expect(insights.oligos[0]).toMatchObject({
      samples: 15,
      undetermined_samples: 5,
      samples_with_mismatch: 3,
      verdict: { level: 'ACTION' },
      not_assessable: {
        count: 5,
        accessions: ['S0', 'S1', 'S2', 'S3', 'S4'],
        reasons: Array(5).fill('undetermined_over_limit'),
        by_reason: { undetermined_over_limit: 5 },
      },
      not_covered: { count: 0, accessions: [], reasons: [], by_reason: {} },
    });
    // Undetermined calls are counted over the scored samples only: none of them has one.
    expect(insights.oligos[0]?.undetermined_by_index).toEqual(Array(20).fill(0));
    // The product's figures are its assays' (issue 23): one primer alone makes no amplicon, so the 15
    // scored samples are assessed and none detected; the 5 not assessable ones are left out.
    expect(insights.product).toMatchObject({ samples: 15, undetermined_samples: 5, included_samples: 0 });
    // 20% undetermined is not over 20%: 4 N of 20 stay scored, 5 do not.
    const nAt = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [i, 'N']));
    expect(judge('primer', true, nAt(4), 5, 20).oligos[0]).toMatchObject({
      samples: 20,
      undetermined_samples: 0,
    });
    expect(judge('primer', true, nAt(5), 5, 20).oligos[0]).toMatchObject({
      samples: 15,
      undetermined_samples: 5,
    });
  });

  it("leaves a primer out when an undetermined base is in its 3' end, not a probe", () => {
    expect(judge('primer', true, { 18: 'N' }, 5, 20).oligos[0]).toMatchObject({
      samples: 15,
      not_assessable: { count: 5, by_reason: { undetermined_at_three_prime: 5 } },
    });
    expect(judge('probe', true, { 18: 'N' }, 5, 20).oligos[0]).toMatchObject({ samples: 20 });
  });
});

describe('product verdicts', () => {
  const pass = { name: 'a', verdict: { level: 'PASS' as const, reasons: [] } };
  it.each<[number, number, VerdictLevel, string]>([
    [100, 100, 'PASS', 'Inclusivity is 100% (90% or more).'],
    [90, 100, 'PASS', 'Inclusivity is 90% (90% or more).'],
    [89, 100, 'CAUTION', 'Inclusivity is 89%, under 90%.'],
    [75, 100, 'CAUTION', 'Inclusivity is 75%, under 90%.'],
    [74, 100, 'ACTION', 'Inclusivity is 74%, under 75%.'],
    [149, 200, 'ACTION', 'Inclusivity is 74.5%, under 75%.'],
    [
      0,
      0,
      'CAUTION',
      'No sample could be judged: every sample was not assessable or not covered for it, or there were no samples.',
    ],
  ])('%i of %i included: %s', (included, samples, level, reason) => {
    expect(decideProductVerdict({ samples, included_samples: included, oligos: [pass] }, T)).toEqual({
      level,
      reasons: [reason],
    });
  });

  it('is never better than its worst oligo, and names the oligos that did not pass', () => {
    const verdict = decideProductVerdict(
      {
        samples: 10,
        included_samples: 10,
        oligos: [pass, { name: 'N1-R', verdict: { level: 'ACTION', reasons: ['x'] } }],
      },
      T,
    );
    expect(verdict).toEqual({
      level: 'ACTION',
      reasons: ['Inclusivity is 100% (90% or more).', 'N1-R: ACTION.'],
    });
  });

  it.each<[string, OligoRole, boolean, Record<number, string>, number]>([
    ['a primer with 1 mismatch elsewhere binds', 'primer', true, mutate(5), 100],
    ["a primer with a 3' mismatch does not", 'primer', true, mutate(19), 70],
    ["a minus primer with a 3' mismatch does not", 'primer', false, mutate(17), 70],
    ["a probe with a 3' mismatch binds", 'probe', true, mutate(19), 100],
    ['2 mismatches do not bind', 'probe', true, both, 70],
  ])('binding: %s', (_what, role, strandPositive, changes, percent) => {
    // 3 carriers of 10: the share of samples binding the oligo (what an assay's detection reads).
    const oligo: InsightOligo = { name: 'o', written: OLIGO, strandPositive, role };
    const binding = Array.from({ length: 10 }, (_, i) =>
      siteWith(strandPositive, i < 3 ? changes : {}),
    ).filter((sample) => {
      const alignment = alignOligoToSample({ name: 'o', sequence: OLIGO, strandPositive, role }, sample);
      return bindsOligo(
        oligo,
        readSiteCalls(alignment, OLIGO.length, strandPositive, T.three_prime_bases),
        T,
      );
    });
    expect(binding.length * 10).toBe(percent);
  });
});

// Issue 34: an oligo stored with its role unknown is frozen as a primer, its role unconfirmed.
describe('an unknown role', () => {
  const unconfirmed = { roleUnconfirmed: true };
  const notConfirmed = m.roleNotConfirmed;
  it.each<[string, Record<number, string>, number, VerdictLevel, string[]]>([
    // what, changes as written, carriers of 20, level, the oligo's reasons
    [
      "is judged by the primer's 3' rule, and said last",
      mutate(19),
      3,
      'ACTION',
      [
        `A variant carried by 15% of samples (${siteWith(true, mutate(19))}) has a mismatch in the primer's last 3 bases.`,
        '15% of samples have a mismatch (15% or more is CAUTION).',
        notConfirmed,
      ],
    ],
    [
      'keeps the level the rules give: PASS stays PASS',
      {},
      0,
      'PASS',
      [
        "0% of samples have a mismatch, under 15%, and no variant reaching 15% has a 3'-end or multiple mismatch.",
        notConfirmed,
      ],
    ],
    [
      'keeps CAUTION for a mismatch elsewhere',
      mutate(5),
      3,
      'CAUTION',
      ['15% of samples have a mismatch (15% or more is CAUTION).', notConfirmed],
    ],
  ])('%s', (_what, changes, carriers, level, reasons) => {
    const insights = judge('primer', true, changes, carriers, 20, unconfirmed);
    const verdict = insights.oligos[0]?.verdict;
    expect(verdict?.level).toBe(level);
    // A variant's binding site is the sample's stretch: compare the 3' reason by its shape.
    expect(verdict?.reasons.map((r) => r.replace(/\(([A-Z-]+)\)/, '(site)'))).toEqual(
      reasons.map((r) => r.replace(/\(([A-Z-]+)\)/, '(site)')),
    );
    // The product names it too; its level is what a confirmed primer's product would have.
    const confirmed = judge('primer', true, changes, carriers, 20).product.verdict;
    expect(insights.product.verdict).toEqual({
      level: confirmed.level,
      reasons: [...confirmed.reasons, m.oligoRoleNotConfirmed('o')],
    });
  });

  it.each<[string, Partial<InsightOligo>]>([
    ['a confirmed role', {}],
    ['a role not flagged unconfirmed', { roleUnconfirmed: false }],
  ])('is not said for %s, and the verdict is unchanged', (_what, extra) => {
    const plain = judge('primer', true, mutate(19), 3, 20);
    const other = judge('primer', true, mutate(19), 3, 20, extra);
    expect(other.oligos[0]?.verdict).toEqual(plain.oligos[0]?.verdict);
    expect(other.product.verdict).toEqual(plain.product.verdict);
    expect(JSON.stringify(other)).not.toContain('role not confirmed');
  });

  it('names each unconfirmed oligo in the product reasons after those that did not pass', () => {
    const verdict = decideProductVerdict(
      {
        samples: 10,
        included_samples: 10,
        oligos: [
          { name: 'X', verdict: { level: 'PASS', reasons: [] }, role_unconfirmed: true },
          { name: 'N1-R', verdict: { level: 'ACTION', reasons: ['x'] } },
        ],
      },
      T,
    );
    expect(verdict).toEqual({
      level: 'ACTION',
      reasons: ['Inclusivity is 100% (90% or more).', 'N1-R: ACTION.', 'X: role not confirmed.'],
    });
  });
});
