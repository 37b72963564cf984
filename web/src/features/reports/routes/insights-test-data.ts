import {
  type OligoInsight,
  type ReportInsights,
  reportInsightsSchema,
  type VerdictThresholds,
} from '@oligowatch/shared/schemas/insights';

/** Issue 14's default rules. */
export const defaultThresholds: VerdictThresholds = {
  action_variant_percent: 15,
  three_prime_bases: 3,
  multiple_mismatches: 2,
  caution_oligo_percent: 15,
  action_inclusivity_percent: 75,
  caution_inclusivity_percent: 90,
  inclusive_max_mismatches: 1,
  undetermined_site_percent: 50,
};

/**
 * N1_F of the report in web/src/test/reports.ts (12 samples, one undetermined): seven binding sites, of which
 * the four most frequent are stored; a substitution near the 3' end in 6 samples makes it ACTION.
 */
export const forwardInsight = (overrides: Partial<OligoInsight> = {}): OligoInsight => ({
  name: 'N1_F',
  role: 'primer',
  verdict: {
    level: 'ACTION',
    reasons: [
      "A variant in 54.55% of the samples has a mismatch in the primer's last 3 bases.",
      'A mismatch in 54.55% of the samples (15% or more).',
    ],
  },
  samples: 11,
  undetermined_samples: 1,
  samples_with_mismatch: 6,
  undetermined_by_index: [0, 0, 1],
  variant_count: 7,
  variants: [
    {
      binding_site: 'GACCCCAAAATCAGCGAAAT',
      mismatch_lines: '||||||||||||||||||||',
      mismatch_count: 0,
      three_prime_mismatches: 0,
      samples: 5,
      percent: 45.454545,
      first_date: '2019-12-26',
      last_date: '2020-04-02',
      countries: ['China', 'USA'],
      accessions: ['MN908947.3', 'MT020880.1'],
    },
    {
      binding_site: 'GACCCCAAAATCAGCGATAT',
      mismatch_lines: '|||||||||||||||||x||',
      mismatch_count: 1,
      three_prime_mismatches: 1,
      samples: 3,
      percent: 27.272727,
      first_date: '2020-03-15',
      last_date: '2020-03-20',
      countries: ['USA', 'China', 'Japan', 'Peru', 'Chile'],
      accessions: ['MT020881.1', 'MT027062.1', 'MT039887.1', 'MT044257.1'],
    },
    {
      binding_site: 'GACCCNAAAATCAGCG-AAT',
      mismatch_lines: '|||||?||||||||||-|||',
      mismatch_count: 2,
      real_mismatches: 1,
      undetermined: false,
      three_prime_mismatches: 0,
      samples: 2,
      percent: 18.181818,
      first_date: '2020-03',
      last_date: null,
      countries: ['USA'],
      accessions: ['MT066156.1'],
    },
    {
      binding_site: 'TACCCCAAAATCAGCGAAAT',
      mismatch_lines: 'x|||||||||||||||||||',
      mismatch_count: 1,
      three_prime_mismatches: 0,
      samples: 1,
      percent: 9.090909,
      first_date: null,
      last_date: null,
      countries: [],
      accessions: ['MT093571.1'],
    },
  ],
  by_month: [
    { key: '2019-12', samples: 1, with_mismatch: 0, percent: 0 },
    { key: '2020-03', samples: 6, with_mismatch: 4, percent: 66.666667 },
    { key: '2020-04', samples: 2, with_mismatch: 1, percent: 50 },
  ],
  by_country: [
    { key: 'USA', samples: 7, with_mismatch: 5, percent: 71.428571 },
    { key: 'China', samples: 4, with_mismatch: 1, percent: 25 },
  ],
  ...overrides,
});

/** N1_R: the reverse primer, one sample off by a base at its 5' end as written: PASS. */
export const reverseInsight = (overrides: Partial<OligoInsight> = {}): OligoInsight => ({
  name: 'N1_R',
  role: 'primer',
  verdict: { level: 'PASS', reasons: ['No rule is met: 9.09% of the samples have a mismatch.'] },
  samples: 11,
  undetermined_samples: 1,
  samples_with_mismatch: 1,
  undetermined_by_index: [0],
  variant_count: 2,
  variants: [
    {
      binding_site: 'CAGATTCAACTGGCAGTAACCAGA',
      mismatch_lines: '||||||||||||||||||||||||',
      mismatch_count: 0,
      three_prime_mismatches: 0,
      samples: 10,
      percent: 90.909091,
      first_date: '2019-12-26',
      last_date: '2020-04-02',
      countries: ['China', 'USA'],
      accessions: ['MN908947.3'],
    },
    {
      binding_site: 'CAGATTCAACTGGCAGTAACCAGG',
      mismatch_lines: '|||||||||||||||||||||||x',
      mismatch_count: 1,
      three_prime_mismatches: 0,
      samples: 1,
      percent: 9.090909,
      first_date: '2020-03-15',
      last_date: '2020-03-15',
      countries: ['USA'],
      accessions: ['MT093571.1'],
    },
  ],
  by_month: [{ key: '2020-03', samples: 6, with_mismatch: 1, percent: 16.666667 }],
  by_country: [{ key: 'USA', samples: 7, with_mismatch: 1, percent: 14.285714 }],
  ...overrides,
});

/** Insights of the two-oligo report in web/src/test/reports.ts; parsed, so a fixture off the contract fails. */
export const insights = (overrides: Partial<ReportInsights> = {}): ReportInsights =>
  reportInsightsSchema.parse({
    thresholds: defaultThresholds,
    product: {
      verdict: {
        level: 'ACTION',
        reasons: ["N1_F: a variant in 27.27% of the samples has a mismatch in the primer's last 3 bases."],
      },
      inclusivity_percent: 72.727273,
      included_samples: 8,
      samples: 11,
      undetermined_samples: 1,
    },
    oligos: [forwardInsight(), reverseInsight()],
    ...overrides,
  });
