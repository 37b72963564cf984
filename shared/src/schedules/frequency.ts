import * as z from 'zod';
import { FREQUENCY_UNIT_WORDS, FREQUENCY_UNITS, SCHEDULE_TIME_STEP_BOUNDS } from '../constants';
import { schedulesFrequencyMessages } from '../messages/schedules';
import type { Frequency, FrequencyUnit } from '../schemas/report';

/**
 * A schedule's frequency: how many time steps (days, weeks or calendar months) apart it runs.
 * The form's time steps are free text; the server takes a number or that text, by the same rules,
 * so a person sees the same message on either side.
 */

export type TimeStepsResult = { ok: true; value: number } | { ok: false; message: string };

/** Digits, optionally signed, optionally with a decimal part: anything else is not a number here. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Time steps as typed (or sent), checked against the bounds of its unit. */
export const parseTimeSteps = (input: string | number, units: FrequencyUnit): TimeStepsResult => {
  let value: number;
  if (typeof input === 'number') {
    value = input;
  } else {
    const text = input.trim();
    if (text === '') return { ok: false, message: schedulesFrequencyMessages.timeStepsRequired };
    if (!DECIMAL.test(text)) return { ok: false, message: schedulesFrequencyMessages.timeStepsNotNumber };
    value = Number(text);
  }
  if (!Number.isFinite(value)) return { ok: false, message: schedulesFrequencyMessages.timeStepsNotNumber };
  if (!Number.isInteger(value)) return { ok: false, message: schedulesFrequencyMessages.timeStepsNotWhole };
  const bounds = SCHEDULE_TIME_STEP_BOUNDS[units];
  if (value < bounds.min) return { ok: false, message: schedulesFrequencyMessages.timeStepsTooSmall };
  if (value > bounds.max)
    return {
      ok: false,
      message: schedulesFrequencyMessages.timeStepsTooLarge(bounds.max, FREQUENCY_UNIT_WORDS[units]),
    };
  return { ok: true, value };
};

/**
 * A frequency as POST /v1/parasail and PUT /v1/report/upcoming/{id} take it: `time_steps` a whole
 * number (or its text) within the unit's bounds, `units` d, w or m. The output is SPEC's
 * `{ time_steps: number, units }`.
 */
export const scheduleFrequencySchema = z
  .object(
    {
      time_steps: z.union([z.number(), z.string()], {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? schedulesFrequencyMessages.timeStepsRequired
            : schedulesFrequencyMessages.timeStepsNotNumber,
      }),
      units: z.enum(FREQUENCY_UNITS, { error: schedulesFrequencyMessages.unitsInvalid }),
    },
    { error: schedulesFrequencyMessages.timeStepsRequired },
  )
  .transform((frequency, ctx): Frequency => {
    const steps = parseTimeSteps(frequency.time_steps, frequency.units);
    if (!steps.ok) {
      ctx.addIssue({ code: 'custom', message: steps.message, path: ['time_steps'] });
      return z.NEVER;
    }
    return { time_steps: steps.value, units: frequency.units };
  });

/** SPEC's frequency text: 'Every N days', 'Every N weeks' or 'Every N months'. */
export const formatFrequency = (frequency: Frequency): string =>
  schedulesFrequencyMessages.frequencyText(frequency.time_steps, FREQUENCY_UNIT_WORDS[frequency.units]);
