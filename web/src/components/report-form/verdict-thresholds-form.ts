import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { reportsVerdictThresholdsMessages as m } from '@oligowatch/shared/messages/reports';
import { type VerdictThresholds, verdictThresholdsSchema } from '@oligowatch/shared/schemas/insights';
import {
  thresholdBoundsOf,
  VERDICT_THRESHOLD_FIELDS,
  type VerdictThresholdField,
} from '@oligowatch/shared/schemas/verdict-thresholds-input';

/** The Advanced fold's values: a number input holds '' while it is empty. */
export type VerdictThresholdsForm = Record<VerdictThresholdField, number | string>;
export type VerdictThresholdErrors = Partial<Record<VerdictThresholdField, string>>;
export type VerdictThresholdsCheck =
  | { ok: true; thresholds: VerdictThresholds }
  | { ok: false; errors: VerdictThresholdErrors };

export const thresholdsFormOf = (
  thresholds: VerdictThresholds = DEFAULT_VERDICT_THRESHOLDS,
): VerdictThresholdsForm => ({
  ...thresholds,
});

/** What a threshold must be, in the form's words (the API says the same by field name). */
export const thresholdHint = (field: VerdictThresholdField): string => {
  const { min, max } = thresholdBoundsOf(field);
  // Percentages have both bounds; the unbounded thresholds are counts (bases, mismatches).
  return max === null ? m.wholeNumberFrom(min) : m.numberBetween(min, max);
};

/** The thresholds to send, or a message per wrong field: the same schema the server checks with. */
export const checkVerdictThresholds = (form: VerdictThresholdsForm): VerdictThresholdsCheck => {
  const errors: VerdictThresholdErrors = {};
  const values: Record<string, number> = {};
  for (const field of VERDICT_THRESHOLD_FIELDS) {
    const value = form[field];
    const number = typeof value === 'number' ? value : Number.NaN;
    if (!verdictThresholdsSchema.shape[field].safeParse(number).success) errors[field] = thresholdHint(field);
    values[field] = number;
  }
  const parsed = verdictThresholdsSchema.safeParse(values);
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true, thresholds: parsed.data }
    : { ok: false, errors };
};

export const sameThresholds = (a: VerdictThresholds, b: VerdictThresholds): boolean =>
  VERDICT_THRESHOLD_FIELDS.every((field) => a[field] === b[field]);

/** Whether the fold shows other values than the defaults (it says so while folded). */
export const isDefaultForm = (form: VerdictThresholdsForm): boolean =>
  VERDICT_THRESHOLD_FIELDS.every((field) => form[field] === DEFAULT_VERDICT_THRESHOLDS[field]);
