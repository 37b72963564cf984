import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { oligoInsightSchema, reportInsightsSchema, variantSchema } from '@oligowatch/shared/schemas/insights';
import { reportProvenanceSchema } from '@oligowatch/shared/schemas/report';
import { DEFAULT_TM_CONDITIONS, tmConditionsMessages } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { tmConditionsOf } from './tm-conditions-of';

/** Issue 24's fields are optional: reports stored before them read as they are. */
const VARIANT = {
  binding_site: 'ACTCCGCATTACGTTTGGTGGACC',
  mismatch_lines: '||x|||||||||||||||||||||',
  mismatch_count: 1,
  three_prime_mismatches: 0,
  samples: 70,
  percent: 44.3,
  first_date: null,
  last_date: null,
  countries: [],
  accessions: [],
};
const LEFT_OUT = { count: 0, accessions: [], by_reason: {} };
const OLIGO = {
  name: 'USCDC_N1_P',
  role: 'probe',
  verdict: { level: 'ACTION', reasons: [] },
  samples: 158,
  undetermined_samples: 7,
  samples_with_mismatch: 75,
  undetermined_by_index: [],
  variant_count: 1,
  variants: [VARIANT],
  by_month: [],
  by_country: [],
  not_assessable: LEFT_OUT,
  not_covered: LEFT_OUT,
};
const PROVENANCE = {
  product_id: 'p',
  product_version: 1,
  oligos: [],
  clade_id: 'c',
  sample_count: 0,
  engine_version: '2.0.0',
};

describe('the issue 24 fields of the schemas', () => {
  it.each([
    ['a variant without them', variantSchema, VARIANT],
    ['a variant with a Tm', variantSchema, { ...VARIANT, tm: 66.9, delta_tm: -5.7 }],
    ['a variant with a note', variantSchema, { ...VARIANT, tm: null, delta_tm: null, tm_note: 'No Tm: ...' }],
    ['an oligo without them', oligoInsightSchema, OLIGO],
    [
      'an oligo with its Tm and a suggestion',
      oligoInsightSchema,
      {
        ...OLIGO,
        tm: { min: 72.6, max: 72.6 },
        suggestion: {
          sequence: 'ACYCCGCATTACGTTTGGTGGACC',
          coverage_percent: 96.8,
          degeneracy: 2,
          tm_min: 70.3,
          tm_max: 72.6,
        },
      },
    ],
    [
      'an oligo with no Tm and no suggestion',
      oligoInsightSchema,
      { ...OLIGO, tm: null, tm_note: 'x', suggestion: { none: 'why' } },
    ],
    [
      'insights with their conditions and the Tm threshold',
      reportInsightsSchema,
      {
        thresholds: { ...DEFAULT_VERDICT_THRESHOLDS, action_delta_tm: -5 },
        tm_conditions: DEFAULT_TM_CONDITIONS,
        product: {
          verdict: { level: 'PASS', reasons: [] },
          inclusivity_percent: 100,
          included_samples: 0,
          samples: 0,
          undetermined_samples: 0,
        },
        oligos: [],
      },
    ],
    ['a provenance without conditions', reportProvenanceSchema, PROVENANCE],
    [
      'a provenance with them',
      reportProvenanceSchema,
      { ...PROVENANCE, tm_conditions: DEFAULT_TM_CONDITIONS },
    ],
  ] as const)('%s parses as it is', (_case, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it.each([
    [
      'a suggestion missing its Tm',
      oligoInsightSchema,
      { ...OLIGO, suggestion: { sequence: 'A', degeneracy: 1 } },
    ],
    [
      'a positive Tm threshold',
      reportInsightsSchema,
      { thresholds: { ...DEFAULT_VERDICT_THRESHOLDS, action_delta_tm: 5 } },
    ],
    [
      'an unusable condition',
      reportProvenanceSchema,
      { ...PROVENANCE, tm_conditions: { ...DEFAULT_TM_CONDITIONS, oligo_nm: 0 } },
    ],
  ] as const)('refuses %s', (_case, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it("takes a report's conditions from its provenance, else the defaults", () => {
    const set = { ...DEFAULT_TM_CONDITIONS, mg_mm: 1.5 };
    expect(tmConditionsOf({ tm_conditions: set })).toEqual(set);
    expect(tmConditionsOf({})).toEqual(DEFAULT_TM_CONDITIONS);
    expect(
      reportProvenanceSchema.safeParse({
        ...PROVENANCE,
        tm_conditions: { ...DEFAULT_TM_CONDITIONS, oligo_nm: 0 },
      }).error?.issues[0]?.message,
    ).toBe(
      tmConditionsMessages.outOfRange({
        label: 'The oligo concentration',
        min: 0,
        max: 1_000_000,
        unit: 'nM',
        aboveMin: true,
      }),
    );
  });
});
