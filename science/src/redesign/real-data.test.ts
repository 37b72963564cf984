import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { reportsTmMessages as m } from '@oligowatch/shared/messages/reports';
import type { OligoSuggestion, VerdictLevel } from '@oligowatch/shared/schemas/insights';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { countFixtureVariants, fixtureOligo } from '../insights/testing/count-fixture-variants';
import { toOligoInsight } from '../insights/to-report-insights';
import { H3N2_SEGMENTS, readH3n2Segment, readNextclade2024Genomes } from '../mismatch/testing/fixtures';
import { createSuggestionChecker, type SuggestionCheckCounts } from './check-suggestion-coverage';
import { type DesignOutcome, designDegenerateOligo } from './design-degenerate-oligo';
import { toDesignSites } from './to-design-sites';
import { toOligoSuggestion } from './to-oligo-suggestion';

/*
 * The redesign as the report job will run it when a report completes, on real genomes: verdicts
 * from the insight counts; for each oligo at CAUTION or ACTION a design from its variants; one more
 * pass of the engine over the same samples with every design in place of its oligo; the checked
 * suggestion with its Tm range.
 */
const runRedesign = (names: string[], genomes: { id: string; sequence: string }[]) => {
  const inputs = names.map(fixtureOligo);
  const { anchors, oligos, counts } = countFixtureVariants(inputs, genomes);
  const levels = oligos.map(
    (oligo, o) =>
      toOligoInsight(oligo, counts.oligos[o] as never, DEFAULT_VERDICT_THRESHOLDS, 10).verdict.level,
  );
  const designs = new Map<number, DesignOutcome>();
  for (const [o, oligo] of oligos.entries()) {
    if (levels[o] === 'PASS') continue;
    designs.set(o, designDegenerateOligo(oligo, toDesignSites(oligo, counts.oligos[o]?.variants ?? {})));
  }
  const toCheck = [...designs].flatMap(([o, d]) => ('sequence' in d ? [{ o, sequence: d.sequence }] : []));
  const checker = createSuggestionChecker(
    toCheck.map(({ o, sequence }) => ({ oligo: inputs[o] as (typeof inputs)[number], sequence })),
    { anchors },
  );
  for (const genome of genomes) checker.addSample(genome.sequence);
  const checks = new Map(toCheck.map(({ o }, c) => [o, checker.counts()[c] as SuggestionCheckCounts]));
  const empty = { assessed: 0, covered: 0, not_assessable: 0, not_covered: 0 };
  return new Map(
    oligos.map((oligo, o) => {
      const design = designs.get(o);
      const suggestion = design && toOligoSuggestion(design, checks.get(o) ?? empty, DEFAULT_TM_CONDITIONS);
      return [oligo.name, { level: levels[o], design, check: checks.get(o), suggestion }];
    }),
  );
};

const suggested = (
  sequence: string,
  covered: number,
  assessed: number,
  degeneracy: number,
  tm: [number, number],
) => ({
  sequence,
  coverage_percent: (100 * covered) / assessed,
  degeneracy,
  tm_min: tm[0],
  tm_max: tm[1],
});

describe('the 165 SARS-CoV-2 genomes of the 2024 Nextclade set (Omicron and before)', () => {
  const results = runRedesign(
    ['USCDC_N1_P', 'USCDC_N1_F', 'USCDC_N1_R', 'ChinaCDC_N_F', 'Charité_RdRp_F'],
    readNextclade2024Genomes(),
  );

  it.each<[string, VerdictLevel, OligoSuggestion | undefined]>([
    // C28311T (N:P13L) in 72 of 158: Y at written position 3 (1-based), 2-fold; 5 left out (2T,3T, 21G...).
    ['USCDC_N1_P', 'CAUTION', suggested('ACYCCGCATTACGTTTGGTGGACC', 153, 158, 2, [70.3, 72.6])],
    ['USCDC_N1_F', 'CAUTION', suggested('GACCCCAAAAYCAGCGAAAT', 156, 158, 2, [62, 64.6])],
    ['USCDC_N1_R', 'PASS', undefined],
    // GGG->AAC (96), G->T at the 5' base (28), C->T at 7 (12) and the original (19) need D, R, S and Y.
    ['ChinaCDC_N_F', 'ACTION', { none: m.degeneracyNeeded(95, 24, 8) }],
    // G15451A at the primer's second-to-last base in 75 of 159: no single base serves both.
    ['Charité_RdRp_F', 'ACTION', { none: m.threePrime(3, '52.2', 95) }],
  ])('%s: %s, %o', (name, level, suggestion) => {
    const result = results.get(name);
    expect(result?.level).toBe(level);
    expect(result?.suggestion).toEqual(suggestion);
  });

  it('the engine confirms every design at least as well as the variants promised', () => {
    for (const { design, check } of results.values()) {
      if (!design || !('sequence' in design) || !check) continue;
      expect(check.assessed).toBe(design.assessed_samples);
      expect(check.covered).toBeGreaterThanOrEqual(design.covered_samples);
    }
  });
});

describe('FHI Influenza A M on the 8 A/H3N2 segments as one clade (384 records, 48 of them M)', () => {
  const clade = H3N2_SEGMENTS.flatMap((segment) =>
    readH3n2Segment(segment).map((record) => ({ id: `${segment}:${record.id}`, sequence: record.sequence })),
  );
  const results = runRedesign(
    ['triplex_INFA_F1_M', 'triplex_INFA_R2_M', 'triplex_INFA_Probe_M', 'triplex_INFA_R1_M'],
    clade,
  );

  it.each<[string, VerdictLevel, OligoSuggestion | undefined]>([
    // 47 of 48 differ at two bases (10T, 20T as written): both replaced, its own Y kept.
    ['triplex_INFA_F1_M', 'ACTION', suggested('CAAGACCAATTYTGTCACCTTTGAC', 47, 48, 2, [63.6, 64.8])],
    ['triplex_INFA_R2_M', 'CAUTION', suggested('GCATTTTGGACAAAGCGTCTACG', 47, 48, 1, [65.6, 65.6])],
    ['triplex_INFA_Probe_M', 'CAUTION', suggested('TGCAGTCCYCGCTCACTGGGCACG', 47, 48, 2, [76.2, 78.6])],
    ['triplex_INFA_R1_M', 'PASS', undefined],
  ])('%s: %s, %o', (name, level, suggestion) => {
    const result = results.get(name);
    expect(result?.level).toBe(level);
    expect(result?.suggestion).toEqual(suggestion);
    // The other 336 records are other segments: not covered, in no share.
    if (result?.check) expect(result.check.not_covered).toBe(336);
  });
});
