import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from './align-oligo-to-sample';
import { createSampleAligner } from './create-sample-aligner';
import { learnAnchors } from './learn-anchors';

/*
 * DESIGN.md 7: "where a site has no undetermined column the result equals" the exact search. Random
 * genomes with an oligo's site planted (0 to 2 substitutions), anchors learned from the clean
 * genome, samples mutated away from the site and given N runs anywhere but on it: the anchored
 * engine returns exactly what the exact search (without anchors) returns.
 */

const base = fc.constantFrom('A', 'C', 'G', 'T');
const dna = (min: number, max: number) =>
  fc.array(base, { minLength: min, maxLength: max }).map((bases) => bases.join(''));

describe('anchored placement equals the exact search where the site is determined', () => {
  it('on random genomes with the site planted, mutations and N runs elsewhere', () => {
    fc.assert(
      fc.property(
        dna(300, 900),
        dna(300, 900),
        dna(18, 30),
        fc.array(fc.tuple(fc.nat(), base), { maxLength: 2 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 120 })), { maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), base), { maxLength: 10 }),
        fc.boolean(),
        (before, after, site, siteChanges, nRuns, changes, strandPositive) => {
          const genome = `${before}${site}${after}`;
          const siteFrom = before.length;
          const siteTo = siteFrom + site.length;
          // The oligo reads the site as written on its strand.
          const sequence = strandPositive
            ? site
            : [...site]
                .reverse()
                .map((b) => ({ A: 'T', C: 'G', G: 'C', T: 'A' })[b] ?? 'N')
                .join('');
          const oligo = { name: 'o', sequence, strandPositive };
          const anchors = learnAnchors([oligo], [{ id: 'clean', sequence: genome }]);
          const bases = [...genome];
          for (const [at, b] of siteChanges) bases[siteFrom + (at % site.length)] = b;
          for (const [at, b] of changes) {
            const where = at % bases.length;
            if (where < siteFrom - 30 || where >= siteTo + 30) bases[where] = b;
          }
          for (const [at, length] of nRuns) {
            const from = at % bases.length;
            for (let j = from; j < Math.min(bases.length, from + length); j++)
              if (j < siteFrom || j >= siteTo) bases[j] = 'N';
          }
          const sample = bases.join('');
          const exact = alignOligoToSample(oligo, sample);
          const [anchored] = createSampleAligner([oligo], { anchors }).alignSample(sample);
          if (exact.undeterminedCount === 0 && exact.start >= siteFrom - 2 && exact.end <= siteTo + 2)
            expect(anchored).toEqual(exact);
          // Never more real mismatches than the site has.
          expect(anchored?.mismatchCount ?? 0).toBeLessThanOrEqual(siteChanges.length);
        },
      ),
      { numRuns: 400 },
    );
  });
});
