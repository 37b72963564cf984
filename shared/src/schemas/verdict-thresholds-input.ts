import * as z from 'zod';
import { reportsApiMessages } from '../messages/reports';
import { type VerdictThresholds, verdictThresholdsSchema } from './insights';

/**
 * The thresholds a person sets on the forms: every one the schema requires. The optional ones (the
 * probe's Tm drop of issue 24) keep their defaults there and are read from the report as stored.
 */
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
export type VerdictThresholdField = RequiredKeys<VerdictThresholds>;
export const VERDICT_THRESHOLD_FIELDS = Object.entries(verdictThresholdsSchema.shape)
  .filter(([, schema]) => !(schema instanceof z.ZodOptional))
  .map(([field]) => field) as VerdictThresholdField[];

export interface ThresholdBounds {
  min: number;
  /** Null when the schema sets no upper bound. */
  max: number | null;
  whole: boolean;
}

/** A threshold's bounds, read from verdictThresholdsSchema itself, so a form and the API never disagree. */
export const thresholdBoundsOf = (field: VerdictThresholdField): ThresholdBounds => {
  const schema = verdictThresholdsSchema.shape[field] as z.ZodNumber;
  const max = schema.maxValue;
  return {
    min: schema.minValue ?? 0,
    max: max === null || max === Number.POSITIVE_INFINITY || max >= Number.MAX_SAFE_INTEGER ? null : max,
    whole: schema.isInt,
  };
};

/** The threshold's message when it is wrong: what it must be, named by its field. */
export const thresholdMessageOf = (field: VerdictThresholdField): string => {
  const { min, max, whole } = thresholdBoundsOf(field);
  return reportsApiMessages.thresholdInvalid(field, min, max, whole);
};

/**
 * verdict_thresholds as POST /v1/parasail and PUT /v1/report/upcoming/{id} read them (issue 23):
 * exactly verdictThresholdsSchema, its first problem said by field and bounds rather than in
 * zod's words.
 */
export const verdictThresholdsInputSchema = z.unknown().transform((value, ctx): VerdictThresholds => {
  const parsed = verdictThresholdsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  const message =
    typeof field === 'string' && (VERDICT_THRESHOLD_FIELDS as string[]).includes(field)
      ? thresholdMessageOf(field as VerdictThresholdField)
      : reportsApiMessages.thresholdsInvalid;
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
});
