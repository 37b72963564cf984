import { DEFAULT_ACTION_DELTA_TM, DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { reportsTmMessages } from '@oligowatch/shared/messages/reports';
import { type VerdictThresholds, variantSchema } from '@oligowatch/shared/schemas/insights';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { isTmDropFlagged } from '../binding/is-tm-drop-flagged';
import { withVariantTm } from '../binding/with-variant-tm';
import { readNextclade2024Genomes } from '../mismatch/testing/fixtures';
import { decideOligoVerdict } from './decide-verdicts';
import { findProbeTmActions, type ProbeTmVerdictInput } from './find-probe-tm-actions';
import { countFixtureVariants, fixtureOligo } from './testing/count-fixture-variants';
import { toOligoVariants } from './to-report-insights';

const T: VerdictThresholds = { ...DEFAULT_VERDICT_THRESHOLDS };
const SITE = 'ACTCCGCATTACGTTTGGTGGACC';
const reason = (percent: string, drop: string) => reportsTmMessages.probeTmDrop(percent, SITE, drop, 5);

describe("the probe's Tm rule: a variant in 15% or more of the assessed samples with delta Tm <= -5 °C", () => {
  it.each([
    // [case, role, assessed samples, variant samples, delta_tm, thresholds, reasons]
    ['44.3% at -5.7 °C (N1 probe on Omicron)', 'probe', 158, 70, -5.7, T, [reason('44.3', '5.7')]],
    ['exactly 15% at exactly -5 °C', 'probe', 20, 3, -5, T, [reason('15', '5.0')]],
    ['14.9% of the samples', 'probe', 1000, 149, -8, T, []],
    ['a drop of 4.9 °C', 'probe', 20, 10, -4.9, T, []],
    ['no number (adjacent mismatches)', 'probe', 20, 10, null, T, []],
    ['a report before issue 24', 'probe', 20, 10, undefined, T, []],
    ['a primer, however far its Tm drops', 'primer', 20, 10, -12, T, []],
    ['no assessed sample', 'probe', 0, 0, -9, T, []],
    [
      "the report's own threshold",
      'probe',
      20,
      10,
      -3.2,
      { ...T, action_delta_tm: -3 },
      [reportsTmMessages.probeTmDrop('50', SITE, '3.2', 3)],
    ],
  ] as const)('%s', (_case, role, samples, carriers, deltaTm, thresholds, expected) => {
    const input: ProbeTmVerdictInput = {
      role,
      samples,
      variants: [
        { binding_site: SITE, samples: carriers, ...(deltaTm === undefined ? {} : { delta_tm: deltaTm }) },
      ],
    };
    expect(findProbeTmActions(input, thresholds)).toEqual(expected);
  });

  it('leaves out a variant flagged undetermined (reports before engine 2)', () => {
    const variants = [{ binding_site: SITE, samples: 10, delta_tm: -9, undetermined: true }];
    expect(findProbeTmActions({ role: 'probe', samples: 20, variants }, T)).toEqual([]);
  });

  it('gives one reason per variant, in the order given', () => {
    const variants = [
      { binding_site: 'A', samples: 5, delta_tm: -6 },
      { binding_site: 'B', samples: 1, delta_tm: -9 },
      { binding_site: 'C', samples: 4, delta_tm: -5.1 },
    ];
    expect(findProbeTmActions({ role: 'probe', samples: 20, variants }, T)).toEqual([
      reportsTmMessages.probeTmDrop('25', 'A', '6.0', 5),
      reportsTmMessages.probeTmDrop('20', 'C', '5.1', 5),
    ]);
  });
});

describe('the flag on a variant', () => {
  it.each([
    [-5, T, true],
    [-5.7, T, true],
    [-4.9, T, false],
    [0.2, T, false],
    [null, T, false],
    [undefined, T, false],
    [-5.7, { ...T, action_delta_tm: -6 }, false],
  ] as const)('delta Tm %s: flagged %s', (deltaTm, thresholds, flagged) => {
    expect(isTmDropFlagged(deltaTm === undefined ? {} : { delta_tm: deltaTm }, thresholds)).toBe(flagged);
  });

  it('defaults to -5 °C', () => expect(DEFAULT_ACTION_DELTA_TM).toBe(-5));
});

describe('US CDC N1 probe on the 165 genomes of the 2024 Nextclade set', () => {
  const { oligos, counts } = countFixtureVariants([fixtureOligo('USCDC_N1_P')], readNextclade2024Genomes());
  const [probe] = oligos;
  const [probeCounts] = counts.oligos;
  if (!probe || !probeCounts) throw new Error('no N1 probe counts');
  // What the report job does per oligo at completion: each variant's Tm from its binding site.
  const variants = withVariantTm(probe, toOligoVariants(probeCounts), DEFAULT_TM_CONDITIONS);
  const input = { role: probe.role, samples: probeCounts.samples, variants };

  it('is CAUTION by the positional rules and ACTION by its Tm: Omicron C28311T costs 5.7 °C', () => {
    const verdictOf = (withTm: boolean) =>
      decideOligoVerdict(
        {
          ...input,
          samples_with_mismatch: probeCounts.samples_with_mismatch,
          variants: variants.map((v) => ({
            ...v,
            real_mismatches: v.real_mismatches ?? 0,
            undetermined: false,
            delta_tm: withTm ? v.delta_tm : undefined,
          })),
        },
        T,
      );
    // The positional rules alone (a report made before issue 24 has no delta Tm): CAUTION.
    expect(verdictOf(false).level).toBe('CAUTION');
    expect(findProbeTmActions(input, T)).toEqual([reason('44.3', '5.7')]);
    // decideOligoVerdict applies the Tm rule: ACTION, its reason first, then the CAUTION share.
    const verdict = verdictOf(true);
    expect(verdict.level).toBe('ACTION');
    expect(verdict.reasons[0]).toBe(reason('44.3', '5.7'));
    // Stored as the insights' variants, with their Tm fields.
    expect(variants.map((v) => variantSchema.parse(v))).toEqual(variants);
    expect(variants.filter((v) => isTmDropFlagged(v, T)).map((v) => [v.samples, v.delta_tm])).toEqual([
      [70, -5.7],
      [1, -10],
    ]);
  });
});
