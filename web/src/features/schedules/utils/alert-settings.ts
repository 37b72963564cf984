import { DEFAULT_CHANGE_THRESHOLDS } from '@oligowatch/shared/constants';
import { schedulesFormMessages } from '@oligowatch/shared/messages/schedules';
import {
  type ChangeThresholds,
  changeThresholdsSchema,
  type ScheduleAlertSettings,
  scheduleAlertInputSchema,
} from '@oligowatch/shared/schemas/schedule';
import * as z from 'zod';

/** The alert controls' values: a number input holds '' while it is empty. */
export interface AlertSettingsForm {
  thresholds: Record<keyof ChangeThresholds, number | string>;
  recipients: string[];
}

export type AlertSettingsErrors = Partial<Record<keyof ChangeThresholds | 'recipients', string>>;

export type AlertSettingsCheck =
  | { ok: true; alert: ScheduleAlertSettings }
  | { ok: false; errors: AlertSettingsErrors };

export const alertSettingsFormOf = (alert: ScheduleAlertSettings): AlertSettingsForm => ({
  thresholds: {
    ...alert.thresholds,
    // Settings stored before issue 33 have none: the default the alert then uses.
    new_cohort_min_assessed:
      alert.thresholds.new_cohort_min_assessed ?? DEFAULT_CHANGE_THRESHOLDS.new_cohort_min_assessed,
  },
  recipients: [...alert.recipients],
});

const THRESHOLD_FIELDS = Object.keys(changeThresholdsSchema.shape) as (keyof ChangeThresholds)[];

/** The bounds come from the schema the server checks with, so the two never disagree. */
export const thresholdBounds = (field: keyof ChangeThresholds): { min: number; max: number } => {
  const shape = changeThresholdsSchema.shape[field];
  const schema = shape instanceof z.ZodOptional ? (shape.unwrap() as z.ZodNumber) : shape;
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
};

/** The recipients as the server checks them, with its messages. */
const recipientsSchema = scheduleAlertInputSchema.shape.recipients;

/** The settings to send, or a message per field: the server's for recipients, ours for the numbers. */
export const checkAlertSettings = (form: AlertSettingsForm): AlertSettingsCheck => {
  const errors: AlertSettingsErrors = {};
  const thresholds: Record<string, number> = {};
  for (const field of THRESHOLD_FIELDS) {
    const value = form.thresholds[field];
    const number = typeof value === 'number' ? value : Number.NaN;
    if (!changeThresholdsSchema.shape[field].safeParse(number).success) {
      const { min, max } = thresholdBounds(field);
      errors[field] = schedulesFormMessages.numberBetween(min, max);
    }
    thresholds[field] = number;
  }
  const recipients = form.recipients.map((email) => email.trim()).filter((email) => email !== '');
  const parsedRecipients = recipientsSchema.safeParse(recipients);
  if (!parsedRecipients.success) errors.recipients = parsedRecipients.error.issues[0]?.message ?? '';
  const parsedThresholds = changeThresholdsSchema.safeParse(thresholds);
  if (Object.keys(errors).length > 0 || !parsedThresholds.success || !parsedRecipients.success) {
    return { ok: false, errors };
  }
  return { ok: true, alert: { thresholds: parsedThresholds.data, recipients: parsedRecipients.data ?? [] } };
};
