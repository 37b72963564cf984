import { scheduleFrequencySchema } from '@oligowatch/shared/schedules/frequency';
import type { Frequency, FrequencyForm } from '@oligowatch/shared/schemas/report';

/** The frequency controls start hidden on Generate and shown on Schedule, one week apart. */
export const emptyFrequencyForm = (showFrequency: boolean): FrequencyForm => ({
  showFrequency,
  timeSteps: '1',
  units: 'w',
});

export type FrequencyCheck = { ok: true; frequency: Frequency } | { ok: false; message: string };

/**
 * The frequency the form sends, or the message the server would give for it: time steps is free
 * text (SPEC.md section 5), read by the server's own schema, so both sides say the same.
 */
export const checkFrequency = (form: FrequencyForm): FrequencyCheck => {
  const parsed = scheduleFrequencySchema.safeParse({ time_steps: form.timeSteps, units: form.units });
  if (parsed.success) return { ok: true, frequency: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
};

/** The form's frequency controls set to a schedule's frequency. */
export const frequencyFormOf = ({ time_steps, units }: Frequency): FrequencyForm => ({
  showFrequency: true,
  timeSteps: String(time_steps),
  units,
});
