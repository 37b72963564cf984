import { describe, expect, it } from 'vitest';
import { flanksAgree, type OligoAnchor } from './anchors';
import { toSampleBytes } from './iupac-codes';

const LEFT = 'GATTCCGATGCAAGTCTAGGCATTGACC';
const RIGHT = 'TAGGTCATGCAATCGGATCCTAGACTTG';
const SITE = 'ACGTTGCAGGTCAATGCGTA';
const anchor: OligoAnchor = { left: LEFT, right: RIGHT, source: 'ref', start: LEFT.length };

/** Whether SITE in `sample` (found by text) has the anchor's flanks beside it. */
const agrees = (sample: string): boolean => {
  const start = sample.indexOf(SITE);
  return flanksAgree(anchor, toSampleBytes(sample), start, start + SITE.length);
};

const swap = (text: string, at: number[]): string =>
  [...text].map((b, i) => (at.includes(i) ? ({ A: 'C', C: 'A', G: 'T', T: 'G' }[b] ?? b) : b)).join('');

describe('flanksAgree', () => {
  it.each([
    ['the flanks as the anchor has them', `${LEFT}${SITE}${RIGHT}`, true],
    ['a few substitutions in them', `${swap(LEFT, [20, 25])}${SITE}${swap(RIGHT, [3, 9, 15])}`, true],
    ['one base inserted at the site edge (shifts tried)', `${LEFT}${SITE}T${RIGHT}`, true],
    ['one side masked by N (an N costs half)', `${'N'.repeat(28)}${SITE}${RIGHT}`, true],
    ['a genome starting at the site, the other side agreeing', `${SITE}${RIGHT}`, true],
    ['other flanks (a chance copy elsewhere)', `${RIGHT}${SITE}${LEFT}`, false],
    ['both sides masked', `${'N'.repeat(28)}${SITE}${'N'.repeat(28)}`, false],
    ['nothing beside the site', SITE, false],
  ])('%s: %s', (_, sample, expected) => {
    expect(agrees(sample)).toBe(expected);
  });
});
