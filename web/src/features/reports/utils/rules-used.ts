import { reportInsightMessages as m } from '@oligowatch/shared/messages';
import type { VerdictThresholds } from '@oligowatch/shared/schemas/insights';

/** The verdict rules a report was judged by, in words, from the thresholds stored with it. */
export const rulesUsed = (t: VerdictThresholds): string[] => [
  m.ruleActionVariant(t.action_variant_percent, t.three_prime_bases, t.multiple_mismatches),
  m.ruleActionInclusivity(t.action_inclusivity_percent),
  m.ruleCautionOligo(t.caution_oligo_percent),
  m.ruleCautionInclusivity(t.caution_inclusivity_percent),
  m.ruleInclusive(t.inclusive_max_mismatches, t.three_prime_bases),
  m.ruleUndetermined(t.undetermined_site_percent),
  m.ruleDenominators,
];
