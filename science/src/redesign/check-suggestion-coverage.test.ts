import { describe, expect, it } from 'vitest';
import { countFixtureVariants, fixtureOligo } from '../insights/testing/count-fixture-variants';
import { createSampleAligner } from '../mismatch/create-sample-aligner';
import { H3N2_SEGMENTS, readH3n2Segment, readNextclade2024Genomes } from '../mismatch/testing/fixtures';
import {
  checkSuggestionCoverage,
  createSuggestionChecker,
  emptySuggestionCheckCounts,
  mergeSuggestionCheckCounts,
  toCoveragePercent,
} from './check-suggestion-coverage';
import { addSiteWindow, type SiteWindows, toSiteWindow } from './site-windows';

const FLANK = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const OLIGO = {
  name: 'probe',
  sequence: 'ACGTTGCAGGTCAATGCGTA',
  strandPositive: true,
  role: 'probe' as const,
};
const sample = (site: string) => `${FLANK}${site}${FLANK}`;

describe("checking a suggestion with the engine, at the report's placement", () => {
  const genomes = readNextclade2024Genomes();
  const oligos = ['USCDC_N1_P', 'ChinaCDC_N_F', 'USCDC_N1_R'].map(fixtureOligo);
  const { anchors, counts } = countFixtureVariants(oligos, genomes);

  it("with each oligo as its own suggestion, finds the report's own figures", () => {
    const checker = createSuggestionChecker(
      oligos.map((oligo) => ({ oligo, sequence: oligo.sequence })),
      { anchors },
    );
    for (const genome of genomes) checker.addSample(genome.sequence);
    expect(checker.counts()).toEqual(
      counts.oligos.map((c) => ({
        assessed: c.samples,
        covered: c.samples - c.samples_with_mismatch,
        not_assessable: c.not_assessable.count,
        not_covered: c.not_covered.count,
      })),
    );
    expect(checker.counts().map((c) => c.assessed)).toEqual([158, 161, 158]);
  });

  it('uses the anchor of the oligo it replaces, and refuses anchors without one', () => {
    const [n1p] = oligos;
    if (!n1p) throw new Error('no N1 probe');
    expect(() =>
      createSuggestionChecker([{ oligo: { ...n1p, name: 'another' }, sequence: n1p.sequence }], { anchors }),
    ).toThrow(RangeError);
  });

  it.each([
    // [case, suggestion, site in the sample, counts]
    [
      'a match',
      OLIGO.sequence,
      OLIGO.sequence,
      { assessed: 1, covered: 1, not_assessable: 0, not_covered: 0 },
    ],
    [
      'a real mismatch',
      OLIGO.sequence,
      'ACGTTGCATGTCAATGCGTA',
      { assessed: 1, covered: 0, not_assessable: 0, not_covered: 0 },
    ],
    [
      'the mismatch under a code that holds it',
      'ACGTTGCAKGTCAATGCGTA',
      'ACGTTGCATGTCAATGCGTA',
      { assessed: 1, covered: 1, not_assessable: 0, not_covered: 0 },
    ],
    [
      'an N: undetermined, not a mismatch',
      OLIGO.sequence,
      'ACGTTGCANGTCAATGCGTA',
      { assessed: 1, covered: 1, not_assessable: 0, not_covered: 0 },
    ],
    [
      'five Ns of 20: not assessable',
      OLIGO.sequence,
      'ACGTTNNNNNTCAATGCGTA',
      { assessed: 0, covered: 0, not_assessable: 1, not_covered: 0 },
    ],
  ])('without anchors, one sample: %s', (_case, sequence, site, expected) => {
    const checked = checkSuggestionCoverage({ oligo: OLIGO, sequence }, {}, [sample(site)]);
    expect(checked).toEqual({
      ...expected,
      coverage_percent: expected.assessed === 0 ? 0 : 100 * expected.covered,
    });
  });

  it('merges by adding, and takes its share of the assessed samples only', () => {
    const a = { assessed: 150, covered: 140, not_assessable: 7, not_covered: 1 };
    const b = { assessed: 8, covered: 8, not_assessable: 0, not_covered: 2 };
    const merged = mergeSuggestionCheckCounts(a, b);
    expect(merged).toEqual({ assessed: 158, covered: 148, not_assessable: 7, not_covered: 3 });
    expect(toCoveragePercent(merged)).toBeCloseTo(93.67, 2);
    expect(toCoveragePercent(emptySuggestionCheckCounts())).toBe(0);
  });
});

/*
 * The cheap way to the same check: the report job keeps each scored sample's site window while it
 * scores, and checks suggestions on the distinct windows (no anchors needed: the window is the site)
 * instead of reading the clade a second time.
 */
describe('checking on distinct site windows gives the answer of checking on the genomes', () => {
  const h3n2 = H3N2_SEGMENTS.flatMap((segment) =>
    readH3n2Segment(segment).map((r) => ({ id: `${segment}:${r.id}`, sequence: r.sequence })),
  );
  it.each([
    [
      'SARS-CoV-2, 165 genomes',
      readNextclade2024Genomes(),
      [
        ['USCDC_N1_P', 'ACYCCGCATTACGTTTGGTGGACC'],
        ['USCDC_N1_F', 'GACCCCAAAAYCAGCGAAAT'],
        ['ChinaCDC_N_R', 'CARANATTTTGCTCTCAAGCTG'],
        ['USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG'],
      ],
    ],
    [
      'A/H3N2, 8 segments',
      h3n2,
      [
        ['triplex_INFA_F1_M', 'CAAGACCAATTYTGTCACCTTTGAC'],
        ['triplex_INFA_Probe_M', 'TGCAGTCCYCGCTCACTGGGCACG'],
      ],
    ],
  ] as const)('%s', (_clade, genomes, pairs) => {
    const inputs = pairs.map(([name]) => fixtureOligo(name));
    const { anchors } = countFixtureVariants(inputs, genomes);
    const suggestions = pairs.map(([, sequence], i) => ({
      oligo: inputs[i] as (typeof inputs)[number],
      sequence,
    }));
    const onGenomes = createSuggestionChecker(suggestions, { anchors });
    const aligner = createSampleAligner(inputs, { anchors });
    const windows: SiteWindows[] = inputs.map(() => ({}));
    for (const genome of genomes) {
      onGenomes.addSample(genome.sequence);
      for (const [o, alignment] of aligner.alignSample(genome.sequence).entries())
        if (alignment.outcome === 'scored')
          addSiteWindow(windows[o] as SiteWindows, toSiteWindow(genome.sequence, alignment));
    }
    const onWindows = suggestions.map((suggestion, o) => {
      const checker = createSuggestionChecker([suggestion], {});
      for (const [window, samples] of Object.entries(windows[o] ?? {})) checker.addSample(window, samples);
      return checker.counts()[0];
    });
    // The windows hold the assessed samples only: the left-out counts are the report's own.
    expect(onWindows).toEqual(onGenomes.counts().map((c) => ({ ...c, not_assessable: 0, not_covered: 0 })));
    // A handful of distinct windows stands for every sample.
    expect(Math.max(...windows.map((w) => Object.keys(w).length))).toBeLessThan(12);
  });
});
