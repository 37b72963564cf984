import { reportInsightMessages as m, outcomeMessages } from '@oligowatch/shared/messages';
import type { OutcomeRules } from '@oligowatch/shared/mismatch/outcome-rules';
import type { VerdictThresholds } from '@oligowatch/shared/schemas/insights';

/**
 * The verdict rules a report was judged by, in words, from the thresholds stored with it; with the
 * outcome rules (engine 2 on), when a sample is left out of an oligo's figures instead of the older
 * undetermined-site rule.
 */
export const rulesUsed = (t: VerdictThresholds, outcomes?: OutcomeRules): string[] => [
  m.ruleActionVariant(t.action_variant_percent, t.three_prime_bases, t.multiple_mismatches),
  m.ruleActionInclusivity(t.action_inclusivity_percent),
  m.ruleCautionOligo(t.caution_oligo_percent),
  m.ruleCautionInclusivity(t.caution_inclusivity_percent),
  m.ruleInclusive(t.inclusive_max_mismatches, t.three_prime_bases),
  outcomes
    ? outcomeMessages.ruleOutcomes(outcomes.undetermined_percent, outcomes.three_prime_bases)
    : m.ruleUndetermined(t.undetermined_site_percent),
];
