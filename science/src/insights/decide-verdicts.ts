import { reportsVerdictReasonsMessages as m } from '@oligowatch/shared/messages/reports';
import type {
  OligoRole,
  Verdict,
  VerdictLevel,
  VerdictThresholds,
} from '@oligowatch/shared/schemas/insights';
import { findProbeTmActions } from './find-probe-tm-actions';
import { formatShare, reachesPercent } from './shares';

/**
 * The verdict rules (docs/decisions/0015-assay-verdicts.md, and 0019 for the probe's Tm rule).
 * Shares compare as counts (shares.ts) so an edge such as exactly 15% is never lost to rounding.
 */
export { formatShare, reachesPercent };

const LEVELS: readonly VerdictLevel[] = ['PASS', 'CAUTION', 'ACTION'];
export const worstLevel = (levels: readonly VerdictLevel[]): VerdictLevel =>
  levels.reduce<VerdictLevel>((worst, l) => (LEVELS.indexOf(l) > LEVELS.indexOf(worst) ? l : worst), 'PASS');

/** What an oligo's verdict looks at: its determined samples and its variants. */
export interface OligoVerdictInput {
  role: OligoRole;
  /** Issue 34: its role was unknown, so `role` is the primer's; said as the last reason. */
  role_unconfirmed?: boolean;
  samples: number;
  samples_with_mismatch: number;
  variants: readonly {
    binding_site: string;
    samples: number;
    real_mismatches: number;
    three_prime_mismatches: number;
    undetermined: boolean;
    /** Issue 24: the variant's delta Tm as stored (null or absent: no number, never a trigger). */
    delta_tm?: number | null;
  }[];
}

/**
 * ACTION when a determined variant reaching `action_variant_percent` of the determined samples has
 * a real mismatch in a primer's 3' end, or `multiple_mismatches` real ones or more; CAUTION when
 * a probe variant reaching `action_variant_percent` loses `action_delta_tm` (-5 °C) or more of Tm
 * (findProbeTmActions); CAUTION when
 * `caution_oligo_percent` of the determined samples or more have a real mismatch; else PASS.
 * Every rule that holds gives its reason, the worst first. An oligo whose role was unknown (issue
 * 34) is judged as a primer, and its reasons end with "role not confirmed"; its level is the rules'.
 */
export const decideOligoVerdict = (input: OligoVerdictInput, t: VerdictThresholds): Verdict => {
  const verdict = decideByRules(input, t);
  return input.role_unconfirmed ? { ...verdict, reasons: [...verdict.reasons, m.roleNotConfirmed] } : verdict;
};

const decideByRules = (input: OligoVerdictInput, t: VerdictThresholds): Verdict => {
  if (input.samples === 0) return { level: 'CAUTION', reasons: [m.noDeterminedSamples] };
  const action: string[] = [];
  for (const variant of input.variants) {
    if (variant.undetermined || !reachesPercent(variant.samples, input.samples, t.action_variant_percent))
      continue;
    const percent = formatShare(variant.samples, input.samples);
    if (input.role === 'primer' && variant.three_prime_mismatches > 0)
      action.push(
        m.variantThreePrime(
          percent,
          variant.binding_site,
          variant.three_prime_mismatches,
          t.three_prime_bases,
        ),
      );
    else if (variant.real_mismatches >= t.multiple_mismatches)
      action.push(m.variantMultiple(percent, variant.binding_site, variant.real_mismatches));
  }
  action.push(...findProbeTmActions(input, t));
  const share = formatShare(input.samples_with_mismatch, input.samples);
  const caution = reachesPercent(input.samples_with_mismatch, input.samples, t.caution_oligo_percent)
    ? [m.oligoMismatchShare(share, t.caution_oligo_percent)]
    : [];
  if (action.length > 0) return { level: 'ACTION', reasons: [...action, ...caution] };
  if (caution.length > 0) return { level: 'CAUTION', reasons: caution };
  return {
    level: 'PASS',
    reasons: [m.oligoPasses(share, t.caution_oligo_percent, t.action_variant_percent)],
  };
};

/** The inclusivity rule alone: ACTION under `action_inclusivity_percent`, CAUTION under `caution_inclusivity_percent`. */
const decideInclusivity = (included: number, samples: number, t: VerdictThresholds): Verdict => {
  const percent = formatShare(included, samples);
  if (!reachesPercent(included, samples, t.action_inclusivity_percent))
    return { level: 'ACTION', reasons: [m.inclusivityAction(percent, t.action_inclusivity_percent)] };
  if (!reachesPercent(included, samples, t.caution_inclusivity_percent))
    return { level: 'CAUTION', reasons: [m.inclusivityCaution(percent, t.caution_inclusivity_percent)] };
  return { level: 'PASS', reasons: [m.inclusivityPasses(percent, t.caution_inclusivity_percent)] };
};

/**
 * An assay's verdict (issue 23): its inclusivity, the detected share of the samples it was assessed
 * on, by the product's inclusivity rule; null when it was assessed on none (not judged on this clade).
 */
export const decideAssayVerdict = (
  input: { samples_assessed: number; detected_samples: number },
  t: VerdictThresholds,
): Verdict | null =>
  input.samples_assessed === 0 ? null : decideInclusivity(input.detected_samples, input.samples_assessed, t);

export interface ProductVerdictInput {
  samples: number;
  included_samples: number;
  /**
   * The oligos that judge the product (those of assays assessed on some sample, since issue 23);
   * `role_unconfirmed` (issue 34): its role was unknown, named in the product's reasons.
   */
  oligos: readonly { name: string; verdict: Verdict; role_unconfirmed?: boolean }[];
  /** Its assays' verdicts; their levels count, their reasons are said when there are several. */
  assays?: readonly { name: string; verdict: Verdict | null }[];
}

/**
 * The product's verdict: the worst of its inclusivity rule, its assays' verdicts and its oligos'
 * verdicts; the reasons give the inclusivity, then each assay (when there are several), each
 * oligo that did not pass, and each oligo whose role was not confirmed (issue 34).
 */
export const decideProductVerdict = (input: ProductVerdictInput, t: VerdictThresholds): Verdict => {
  const oligoReasons = [
    ...input.oligos
      .filter((o) => o.verdict.level !== 'PASS')
      .map((o) => m.oligoLevel(o.name, o.verdict.level)),
    ...input.oligos.filter((o) => o.role_unconfirmed).map((o) => m.oligoRoleNotConfirmed(o.name)),
  ];
  const judged = (input.assays ?? []).flatMap((a) =>
    a.verdict ? [{ name: a.name, verdict: a.verdict }] : [],
  );
  // One assay's inclusivity is the product's: said once.
  const assayReasons =
    (input.assays ?? []).length > 1
      ? judged.filter((a) => a.verdict.level !== 'PASS').map((a) => m.assayLevel(a.name, a.verdict.level))
      : [];
  const partsLevel = worstLevel([...judged, ...input.oligos].map((part) => part.verdict.level));
  if (input.samples === 0)
    return { level: worstLevel(['CAUTION', partsLevel]), reasons: [m.noDeterminedSamples, ...oligoReasons] };
  const inclusivity = decideInclusivity(input.included_samples, input.samples, t);
  return {
    level: worstLevel([inclusivity.level, partsLevel]),
    reasons: [...inclusivity.reasons, ...assayReasons, ...oligoReasons],
  };
};
