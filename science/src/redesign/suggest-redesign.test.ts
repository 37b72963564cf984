import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { reportsTmMessages as m } from '@oligowatch/shared/messages/reports';
import type { VerdictLevel } from '@oligowatch/shared/schemas/insights';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { withVariantTm } from '../binding/with-variant-tm';
import type { OligoInsightCounts } from '../insights/insight-counts';
import { countFixtureVariants, fixtureOligo } from '../insights/testing/count-fixture-variants';
import { toOligoVariants, toReportInsights } from '../insights/to-report-insights';
import { createSampleAligner } from '../mismatch/create-sample-aligner';
import { DEFAULT_OUTCOME_RULES } from '../mismatch/outcome-rules';
import { readNextclade2024Genomes } from '../mismatch/testing/fixtures';
import { tmNoteMessages } from '../tm/tm-result';
import { addSiteWindow, type SiteWindows, toSiteWindow } from './site-windows';
import { suggestRedesign, wantsSuggestion } from './suggest-redesign';

describe('wantsSuggestion', () => {
  it.each<[VerdictLevel, boolean]>([
    ['PASS', false],
    ['CAUTION', true],
    ['ACTION', true],
  ])('%s -> %s', (level, wanted) => {
    expect(wantsSuggestion(level)).toBe(wanted);
  });
});

/*
 * What the report's reduce does when a report completes (functions/src/reports/jobs/
 * reduce-report-run.ts), on the 165 real genomes of the 2024 Nextclade set: the insight counts and
 * each scored pair's site window kept while scoring; then Tm per variant, the verdicts (the probe's
 * Tm rule among them), and for each oligo at CAUTION or ACTION a design checked on the windows.
 */
describe('the report’s Tm, probe rule and suggestion on the 2024 Nextclade genomes', () => {
  const names = ['USCDC_N1_F', 'USCDC_N1_R', 'USCDC_N1_P'];
  const inputs = names.map(fixtureOligo);
  const genomes = readNextclade2024Genomes();
  const { anchors, oligos, counts } = countFixtureVariants(inputs, genomes);
  const aligner = createSampleAligner(inputs, { anchors });
  const windows: SiteWindows[] = inputs.map(() => ({}));
  for (const genome of genomes)
    for (const [o, alignment] of aligner.alignSample(genome.sequence).entries())
      if (alignment.outcome === 'scored')
        addSiteWindow(windows[o] as SiteWindows, toSiteWindow(genome.sequence, alignment));
  const variants = oligos.map((oligo, o) =>
    withVariantTm(oligo, toOligoVariants(counts.oligos[o] as OligoInsightCounts), DEFAULT_TM_CONDITIONS),
  );
  const insights = toReportInsights(oligos, counts, DEFAULT_VERDICT_THRESHOLDS, 10, {
    tm: { tmConditions: DEFAULT_TM_CONDITIONS, variants },
  });
  const probe = insights.oligos[2];

  it('prices each probe variant once and keeps the conditions with the insights', () => {
    expect(insights.tm_conditions).toEqual(DEFAULT_TM_CONDITIONS);
    expect(probe?.tm).toEqual({ min: 72.6, max: 72.6 });
    expect(insights.oligos[0]?.tm).toEqual({ min: 62, max: 62 });
    // Decision 0019's table: C28311T (N:P13L) costs 5.7 °C; adjacent mismatches get no number.
    expect(probe?.variants.map((v) => [v.samples, v.tm, v.delta_tm, v.tm_note ?? null])).toEqual([
      [83, 72.6, 0, null],
      [70, 66.9, -5.7, null],
      [2, null, null, tmNoteMessages.adjacentMismatches],
      // Ties in samples go by binding site.
      [1, 69.4, -3.2, null],
      [1, 70.7, -1.9, null],
      [1, 62.6, -10, null],
    ]);
  });

  it('makes the N1 probe ACTION by its Tm rule, which positional rules left at CAUTION', () => {
    expect(probe?.verdict.level).toBe('ACTION');
    expect(probe?.verdict.reasons[0]).toBe(
      "A probe variant carried by 44.3% of samples (ACTCCGCATTACGTTTGGTGGACC) lowers the probe's Tm by 5.7 °C (5 °C or more is ACTION).",
    );
    // A primer's variants never trigger it: N1-F stays CAUTION.
    expect(insights.oligos[0]?.verdict.level).toBe('CAUTION');
  });

  it('suggests, checked with the engine on the site windows, what decision 0019 found on the genomes', () => {
    const suggest = (o: number) =>
      suggestRedesign(
        {
          oligo: inputs[o] as (typeof inputs)[number],
          written: oligos[o]?.written as string,
          variants: (counts.oligos[o] as OligoInsightCounts).variants,
          windows: windows[o] as SiteWindows,
        },
        DEFAULT_OUTCOME_RULES,
        DEFAULT_TM_CONDITIONS,
      );
    expect(suggest(2)).toEqual({
      sequence: 'ACYCCGCATTACGTTTGGTGGACC',
      coverage_percent: (100 * 153) / 158,
      degeneracy: 2,
      tm_min: 70.3,
      tm_max: 72.6,
    });
    expect(suggest(0)).toEqual({
      sequence: 'GACCCCAAAAYCAGCGAAAT',
      coverage_percent: (100 * 156) / 158,
      degeneracy: 2,
      tm_min: 62,
      tm_max: 64.6,
    });
    // N1-R passes: no suggestion is asked for; were it, it binds as written.
    expect(insights.oligos[1]?.verdict.level).toBe('PASS');
    const n1r = suggest(1);
    expect('none' in n1r && n1r.none.startsWith(m.alreadyBinds('').slice(0, 30))).toBe(true);
  });
});
