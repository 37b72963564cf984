import { reportsTmMessages as m } from '@oligowatch/shared/messages/reports';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBases, LETTER_OF_MASK, maskOfLetter } from '../mismatch/iupac-codes';
import { type DesignOutcome, designDegenerateOligo } from './design-degenerate-oligo';
import type { DesignSite } from './design-site';
import { DEFAULT_REDESIGN_SETTINGS, type RedesignSettings } from './redesign-settings';

const OLIGO = 'ACGTTGCAGGTCAATGCGTA';
const PROBE = { written: OLIGO, role: 'probe' };
const PRIMER = { written: OLIGO, role: 'primer' };

/** A site: the oligo with changes at positions as written. */
const site = (samples: number, changes: Record<number, string> = {}, written = OLIGO): DesignSite => {
  const bases = [...written];
  for (const [at, base] of Object.entries(changes)) bases[Number(at)] = base;
  return { bases: bases.join(''), samples };
};
const design = (sequence: string, covered: number, total: number, degeneracy: number, positions: number) => ({
  sequence,
  degeneracy,
  degenerate_positions: positions,
  covered_samples: covered,
  assessed_samples: total,
  coverage_percent: (100 * covered) / total,
  proven_best: true,
});

describe("the suggested redesign: 95% covered, at most 8-fold, single bases at a primer's 3' end", () => {
  it.each<[string, { written: string; role: string }, DesignSite[], DesignOutcome]>([
    [
      'one drift in a probe: one code for both',
      PROBE,
      [site(60), site(40, { 8: 'T' })],
      design('ACGTTGCAKGTCAATGCGTA', 100, 100, 2, 1),
    ],
    [
      'fewer degenerate positions first, at exactly 95%',
      PROBE,
      [site(50), site(45, { 5: 'A' }), site(5, { 7: 'C' })],
      design('ACGTTRCAGGTCAATGCGTA', 95, 100, 2, 1),
    ],
    [
      'then more samples covered, even at more degeneracy in that position',
      PROBE,
      [site(50), site(45, { 5: 'A' }), site(3, { 5: 'C' }), site(2, { 5: 'T' })],
      design('ACGTTNCAGGTCAATGCGTA', 100, 100, 4, 1),
    ],
    [
      'three positions of two bases: 8-fold is allowed',
      PROBE,
      [site(40), site(20, { 2: 'A' }), site(20, { 8: 'T' }), site(20, { 14: 'A' })],
      design('ACRTTGCAKGTCAAWGCGTA', 100, 100, 8, 3),
    ],
    [
      'four would be 16-fold',
      PROBE,
      [site(40), site(15, { 2: 'A' }), site(15, { 8: 'T' }), site(15, { 14: 'A' }), site(15, { 16: 'T' })],
      { none: m.degeneracyNeeded(95, 16, 8) },
    ],
    [
      "a probe's 3' end may be degenerate",
      PROBE,
      [site(50), site(50, { 19: 'G' })],
      design('ACGTTGCAGGTCAATGCGTR', 100, 100, 2, 1),
    ],
    [
      "a primer's last 3 bases may not",
      PRIMER,
      [site(50), site(50, { 19: 'G' })],
      { none: m.threePrime(3, '50', 95) },
    ],
    [
      "a primer's 3' end minority left out",
      PRIMER,
      [site(60), site(37, { 6: 'T' }), site(3, { 18: 'A' })],
      design('ACGTTGYAGGTCAATGCGTA', 97, 100, 2, 1),
    ],
    [
      'a degenerate oligo keeps its codes (the variants do not say which base each carrier has)',
      { written: 'ACGYTGCAGGTCAATGCGTA', role: 'probe' },
      [site(60, {}, 'ACGYTGCAGGTCAATGCGTA'), site(40, { 8: 'T' }, 'ACGYTGCAGGTCAATGCGTA')],
      design('ACGYTGCAKGTCAATGCGTA', 100, 100, 4, 2),
    ],
    [
      'and widens them where a variant needs it',
      { written: 'ACGYTGCAGGTCAATGCGTA', role: 'probe' },
      [site(50, {}, 'ACGYTGCAGGTCAATGCGTA'), site(50, { 3: 'A' }, 'ACGYTGCAGGTCAATGCGTA')],
      design('ACGHTGCAGGTCAATGCGTA', 100, 100, 3, 1),
    ],
    [
      "a degenerate base in a primer's last 3 as written",
      { written: 'ACGTTGCAGGTCAATGCGYA', role: 'primer' },
      [site(50, { 5: 'A' }), site(50)],
      { none: m.writtenThreePrime(3) },
    ],
    [
      'an oligo already 16-fold degenerate',
      { written: 'ACGNNGCAGGTCAATGCGTA', role: 'probe' },
      [site(50, { 8: 'T' }), site(50)],
      { none: m.writtenTooDegenerate(16, 8) },
    ],
    ['too few assessed samples', PROBE, [site(10), site(9, { 8: 'T' })], { none: m.tooFewSamples(19, 20) }],
    [
      'insertions and deletions no same-length oligo covers',
      PROBE,
      [site(80), site(10, { 8: 'T' }), { bases: OLIGO, samples: 10, indel: true }],
      { none: m.indels('10') },
    ],
    [
      'the oligo as written already binds exactly 95%',
      PROBE,
      [site(19), site(1, { 8: 'T' })],
      { none: m.alreadyBinds('95') },
    ],
    // Undetermined bases (N, or a code sharing a base with the oligo's) are no mismatch (DESIGN.md 7).
    [
      'an N decides nothing',
      PROBE,
      [site(50), site(46, { 5: 'A' }), site(4, { 5: 'N', 8: 'T' })],
      design('ACGTTRCAGGTCAATGCGTA', 96, 100, 2, 1),
    ],
    [
      "a sample code sharing the oligo's base is no mismatch",
      PROBE,
      [site(50), site(50, { 5: 'R' })],
      { none: m.alreadyBinds('100') },
    ],
    // Y shares no base with G: a real mismatch, covered by a code holding C or T; K and S tie, K comes first.
    [
      'a sample code disjoint from it is one',
      PROBE,
      [site(50), site(50, { 5: 'Y' })],
      design('ACGTTKCAGGTCAATGCGTA', 100, 100, 2, 1),
    ],
    [
      'a site of another length is an indel',
      PROBE,
      [site(96), { bases: `${OLIGO}A`, samples: 4 }],
      { none: m.alreadyBinds('96') },
    ],
  ])('%s', (_case, oligo, sites, expected) => {
    expect(designDegenerateOligo(oligo, sites)).toEqual(expected);
  });

  it.each([
    [90, { none: m.degeneracyNeeded(90, 8, 4) }],
    [80, design('ACRTTGCAKGTCAATGCGTA', 80, 100, 4, 2)],
  ])('reads the settings: %i%% with at most 4-fold', (percent, expected) => {
    const settings: RedesignSettings = {
      ...DEFAULT_REDESIGN_SETTINGS,
      coverage_percent: percent,
      max_degeneracy: 4,
    };
    const sites = [
      site(40),
      site(20, { 2: 'A' }),
      site(20, { 8: 'T' }),
      site(10, { 14: 'A' }),
      site(10, { 16: 'T' }),
    ];
    expect(designDegenerateOligo(PROBE, sites, settings)).toEqual(expected);
  });
});

/*
 * Exactness: on small oligos the design equals a brute force over every code at every position,
 * ranked by the same order (fewest degenerate positions, most covered, least degeneracy, fewest
 * changes, first in text order), with the same rules.
 */
const CODES = Array.from({ length: 15 }, (_, i) => i + 1);
const covers = (codes: number[], siteBases: string) =>
  [...siteBases].every((letter, i) => ((maskOfLetter(letter) ?? 15) & (codes[i] ?? 0)) !== 0);

const bruteForce = (oligo: { written: string; role: string }, sites: DesignSite[], s: RedesignSettings) => {
  const written = [...oligo.written].map((letter) => maskOfLetter(letter) ?? 0);
  const total = sites.reduce((sum, x) => sum + x.samples, 0);
  const coveredBy = (codes: number[]) =>
    sites.reduce((sum, x) => (!x.indel && covers(codes, x.bases) ? sum + x.samples : sum), 0);
  let best: { key: (number | string)[]; sequence: string; covered: number; degeneracy: number } | undefined;
  const rank = (codes: number[]) => {
    const degeneracy = codes.reduce((p, c) => p * countBases(c), 1);
    if (degeneracy > s.max_degeneracy) return;
    for (const [i, c] of codes.entries()) {
      const own = written[i] ?? 0;
      if (countBases(own) > 1 && (c & own) !== own) return;
      if (oligo.role !== 'probe' && i >= codes.length - s.three_prime_bases && countBases(c) > 1) return;
    }
    const covered = coveredBy(codes);
    if (covered * 100 < s.coverage_percent * total) return;
    const sequence = codes.map((c) => LETTER_OF_MASK[c]).join('');
    const key = [
      codes.filter((c) => countBases(c) > 1).length,
      -covered,
      degeneracy,
      codes.filter((c, i) => c !== written[i]).length,
    ];
    const better = (a: (number | string)[], b: (number | string)[]) => {
      for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return (a[k] as number) < (b[k] as number);
      return sequence < (best?.sequence ?? '');
    };
    if (!best || better(key, best.key)) best = { key, sequence, covered, degeneracy };
  };
  const walk = (codes: number[]) => {
    if (codes.length === written.length) return rank(codes);
    for (const c of CODES) walk([...codes, c]);
  };
  if (coveredBy(written) * 100 >= s.coverage_percent * total) return 'already';
  walk([]);
  return best ? { sequence: best.sequence, covered: best.covered, degeneracy: best.degeneracy } : undefined;
};

describe('the design is the optimum (brute force on 4-base oligos)', () => {
  const letter = fc.constantFrom(...'ACGTACGTACGTRYKMN');
  // Sites as real clades have them: a few lineages, each the oligo with a change or two, weighty;
  // a little noise; now and then an indel.
  const arbitrary = fc
    .record({
      written: fc
        .array(fc.constantFrom(...'ACGTACGTACGTRY'), { minLength: 4, maxLength: 4 })
        .map((a) => a.join('')),
      role: fc.constantFrom('probe', 'primer'),
      lineages: fc.array(
        fc.record({
          changes: fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), letter), { maxLength: 2 }),
          samples: fc.integer({ min: 1, max: 60 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      noise: fc.array(
        fc.record({
          bases: fc.array(letter, { minLength: 4, maxLength: 4 }).map((a) => a.join('')),
          samples: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: 3 },
      ),
      indels: fc.integer({ min: 0, max: 4 }),
      coverage: fc.constantFrom(80, 90, 95),
      maxDegeneracy: fc.constantFrom(4, 8),
    })
    .map(({ written, role, lineages, noise, indels, coverage, maxDegeneracy }) => {
      const sites: DesignSite[] = lineages.map(({ changes, samples }) => {
        const bases = [...written];
        for (const [at, base] of changes) bases[at] = base;
        return { bases: bases.join(''), samples };
      });
      sites.push(...noise);
      if (indels > 0) sites.push({ bases: written, samples: indels, indel: true });
      const settings: RedesignSettings = {
        coverage_percent: coverage,
        max_degeneracy: maxDegeneracy,
        three_prime_bases: 1,
        min_samples: 1,
      };
      return { oligo: { written, role }, sites, settings };
    });

  it('agrees on every case', () => {
    const tally = { already: 0, design: 0, none: 0 };
    fc.assert(
      fc.property(arbitrary, ({ oligo, sites, settings }) => {
        const expected = bruteForce(oligo, sites, settings);
        const found = designDegenerateOligo(oligo, sites, settings);
        tally[expected === 'already' ? 'already' : expected ? 'design' : 'none']++;
        if (expected === 'already')
          expect(found).toMatchObject({ none: expect.stringMatching(/already binds/) });
        else if (!expected) expect(found).toHaveProperty('none');
        else
          expect(found).toMatchObject({
            sequence: expected.sequence,
            covered_samples: expected.covered,
            degeneracy: expected.degeneracy,
          });
      }),
      { numRuns: 120, seed: 24 },
    );
    // The cases reach every outcome, so the agreement means something.
    expect(Math.min(tally.already, tally.design, tally.none)).toBeGreaterThan(10);
  });
});
