import { DEFAULT_ACTION_DELTA_TM } from '@oligowatch/shared/constants';
import type { VerdictThresholds } from '@oligowatch/shared/schemas/insights';

/** The threshold a report uses: frozen in its thresholds, else the default (older reports). */
export const actionDeltaTmOf = (thresholds: Pick<VerdictThresholds, 'action_delta_tm'>): number =>
  thresholds.action_delta_tm ?? DEFAULT_ACTION_DELTA_TM;

/**
 * Whether the variants table and the exports flag a variant: its stored delta Tm (to 0.1 °C) is at
 * or below the threshold. A variant without a number (null, or a report before issue 24) is not.
 */
export const isTmDropFlagged = (
  variant: { readonly delta_tm?: number | null },
  thresholds: Pick<VerdictThresholds, 'action_delta_tm'>,
): boolean => typeof variant.delta_tm === 'number' && variant.delta_tm <= actionDeltaTmOf(thresholds);
