import type { AssayRole } from '@oligowatch/shared/schemas/oligo';
import { describe, expect, it } from 'vitest';
import type { SiteOutcome } from '../mismatch/alignment';
import { type AssayDetection, type AssayOligoCall, detectByAssay, detectByProduct } from './detect-by-assay';

type Call = AssayOligoCall;
/** A call at [start, end) on a strand; binding and scored unless said otherwise. */
const at = (
  role: AssayRole,
  start: number,
  end: number,
  strand: 'plus' | 'minus',
  how: { binds?: boolean; outcome?: SiteOutcome } = {},
): Call => ({
  role,
  start,
  end,
  strand,
  outcome: how.outcome ?? 'scored',
  binds: how.binds ?? (how.outcome ?? 'scored') === 'scored',
});
const off = { binds: false };
const missing = { outcome: 'not_covered' as const, binds: false };
const undetermined = { outcome: 'not_assessable' as const, binds: false };

// US CDC N1 on MN908947 (0-based, end exclusive): F 28286-28306 +, P 28308-28332 +, R 28334-28358 -.
const F = at('forward', 28286, 28306, 'plus');
const P = at('probe', 28308, 28332, 'plus');
const R = at('reverse', 28334, 28358, 'minus');

describe('detectByAssay', () => {
  it.each<[string, Call[], AssayDetection]>([
    [
      'F, P and R in order, facing each other',
      [F, P, R],
      { outcome: 'detected', forward: 0, reverse: 2, probe: 1, amplicon_bases: 72 },
    ],
    [
      'an assay without probes: a forward and a reverse primer',
      [F, R],
      { outcome: 'detected', forward: 0, reverse: 1, probe: null, amplicon_bases: 72 },
    ],
    [
      'alternatives: F2 and R1 do not bind, F1 and R2 do (FHI InfA M)',
      [F, { ...F, binds: false }, { ...R, binds: false }, R, P],
      { outcome: 'detected', forward: 0, reverse: 3, probe: 4, amplicon_bases: 72 },
    ],
    [
      'lineage probes: the Yamagata probe alone binds (FHI B HA)',
      [F, R, { ...P, binds: false }, P],
      { outcome: 'detected', forward: 0, reverse: 1, probe: 3, amplicon_bases: 72 },
    ],
    [
      'an alternative whose site is missing, beside one that binds',
      [at('forward', 0, 20, 'plus', missing), F, P, R],
      { outcome: 'detected', forward: 1, reverse: 3, probe: 2, amplicon_bases: 72 },
    ],
    [
      'an assay written on the other strand: a minus forward primer on the right, a plus reverse on the left',
      [
        at('forward', 28334, 28358, 'minus'),
        at('probe', 28308, 28332, 'minus'),
        at('reverse', 28286, 28306, 'plus'),
      ],
      { outcome: 'detected', forward: 0, reverse: 2, probe: 1, amplicon_bases: 72 },
    ],
    [
      'an amplicon of exactly 2,000 bases',
      [at('forward', 1000, 1020, 'plus'), at('reverse', 2980, 3000, 'minus')],
      { outcome: 'detected', forward: 0, reverse: 1, probe: null, amplicon_bases: 2000 },
    ],
    [
      'no forward primer binds',
      [{ ...F, binds: false }, P, R],
      { outcome: 'not_detected', failed: 'forward' },
    ],
    [
      'no reverse primer binds',
      [F, P, { ...R, binds: false }],
      { outcome: 'not_detected', failed: 'reverse' },
    ],
    ['no probe binds', [F, { ...P, binds: false }, R], { outcome: 'not_detected', failed: 'probe' }],
    ['an assay with no reverse primer at all', [F, P], { outcome: 'not_detected', failed: 'reverse' }],
    [
      'a reverse primer saved on the plus strand: the primers do not face each other',
      [F, P, { ...R, strand: 'plus' }],
      { outcome: 'not_detected', failed: 'arrangement' },
    ],
    [
      'the reverse primer left of the forward primer',
      [at('forward', 28334, 28358, 'plus'), P, at('reverse', 28286, 28306, 'minus')],
      { outcome: 'not_detected', failed: 'arrangement' },
    ],
    [
      'the probe outside the amplicon',
      [F, at('probe', 28400, 28424, 'plus'), R],
      { outcome: 'not_detected', failed: 'arrangement' },
    ],
    [
      'an amplicon of 2,001 bases',
      [at('forward', 999, 1020, 'plus'), at('reverse', 2980, 3000, 'minus')],
      { outcome: 'not_detected', failed: 'arrangement' },
    ],
    [
      'every site missing (an influenza assay on a SARS-CoV-2 genome)',
      [
        at('forward', 0, 0, 'plus', missing),
        at('probe', 0, 0, 'minus', missing),
        at('reverse', 0, 0, 'minus', missing),
      ],
      { outcome: 'not_assessed', reason: 'site_missing' },
    ],
    [
      "the reverse primer's site missing (a genome that ends first)",
      [F, P, at('reverse', 0, 0, 'minus', missing)],
      { outcome: 'not_assessed', reason: 'site_missing' },
    ],
    [
      'the only forward primer that might bind is not assessable',
      [at('forward', 28286, 28306, 'plus', undetermined), { ...F, binds: false }, P, R],
      { outcome: 'not_assessed', reason: 'undetermined' },
    ],
    [
      'a not-assessable probe beside binding primers',
      [F, at('probe', 28308, 28332, 'plus', undetermined), R],
      { outcome: 'not_assessed', reason: 'undetermined' },
    ],
  ])('%s', (_, calls, detection) => {
    expect(detectByAssay(calls)).toEqual(detection);
  });

  it('detects with an alternative even where another is not assessable', () => {
    expect(detectByAssay([at('forward', 28286, 28306, 'plus', undetermined), F, P, R]).outcome).toBe(
      'detected',
    );
  });

  it('names the first role no alternative binds for', () => {
    expect(detectByAssay([F, { ...F, ...off }, P, { ...R, ...off }, { ...R, ...off }])).toEqual({
      outcome: 'not_detected',
      failed: 'reverse',
    });
  });
});

describe('detectByProduct', () => {
  const detected: AssayDetection = {
    outcome: 'detected',
    forward: 0,
    reverse: 1,
    probe: null,
    amplicon_bases: 72,
  };
  const notDetected: AssayDetection = { outcome: 'not_detected', failed: 'probe' };
  const siteMissing: AssayDetection = { outcome: 'not_assessed', reason: 'site_missing' };
  it.each<[string, AssayDetection[], ReturnType<typeof detectByProduct>]>([
    ['SARS-CoV-2 assay detects, the influenza assay holds no site', [detected, siteMissing], 'detected'],
    ['SARS-CoV-2 assay fails, the influenza assay holds no site', [notDetected, siteMissing], 'not_detected'],
    ['any assay detecting is enough', [notDetected, detected], 'detected'],
    [
      'no assay holds its sites',
      [siteMissing, { outcome: 'not_assessed', reason: 'undetermined' }],
      'not_assessed',
    ],
    ['no assays', [], 'not_assessed'],
  ])('%s: %s', (_, assays, standing) => {
    expect(detectByProduct(assays)).toBe(standing);
  });
});
