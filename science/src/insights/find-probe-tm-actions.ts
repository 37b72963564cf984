import { reportsTmMessages } from '@oligowatch/shared/messages/reports';
import type { OligoRole, VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import { actionDeltaTmOf } from '../binding/is-tm-drop-flagged';
import { formatShare, reachesPercent } from './shares';

/** What the probe's Tm rule reads: OligoVerdictInput with each variant's delta Tm. */
export interface ProbeTmVerdictInput {
  readonly role: OligoRole;
  /** The oligo's assessed (scored) samples: the share's denominator. */
  readonly samples: number;
  readonly variants: readonly {
    readonly binding_site: string;
    readonly samples: number;
    /** As stored (to 0.1 °C); null or absent when there is no number, which never triggers the rule. */
    readonly delta_tm?: number | null;
    readonly undetermined?: boolean;
  }[];
}

/** A drop as the reasons say it: its size with one decimal ('5.7'). */
const formatDrop = (deltaTm: number): string => Math.abs(deltaTm).toFixed(1);

/**
 * Issue 24's probe rule, the reasons it gives, in the variants' order: a probe variant carried by
 * `action_variant_percent` or more of the assessed samples whose delta Tm is at or below
 * `action_delta_tm` (-5 °C) makes the probe ACTION. Primers are left to their positional rules (a
 * primer's 3' mismatch decides extension and barely moves its Tm, so Tm would be the wrong
 * measure there): for them the answer is always empty. Shares compare as counts, as in
 * decide-verdicts.ts, so exactly 15% counts.
 *
 * decideOligoVerdict gives these reasons after its positional ACTION reasons.
 */
export const findProbeTmActions = (
  input: ProbeTmVerdictInput,
  t: Pick<VerdictThresholds, 'action_variant_percent' | 'action_delta_tm'>,
): string[] => {
  if (input.role !== 'probe') return [];
  const limit = actionDeltaTmOf(t);
  const reasons: string[] = [];
  for (const variant of input.variants) {
    const { delta_tm: deltaTm } = variant;
    if (variant.undetermined || typeof deltaTm !== 'number' || deltaTm > limit) continue;
    if (!reachesPercent(variant.samples, input.samples, t.action_variant_percent)) continue;
    reasons.push(
      reportsTmMessages.probeTmDrop(
        formatShare(variant.samples, input.samples),
        variant.binding_site,
        formatDrop(deltaTm),
        -limit,
      ),
    );
  }
  return reasons;
};
