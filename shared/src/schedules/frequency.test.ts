import { describe, expect, it } from 'vitest';
import { schedulesFrequencyMessages } from '../messages/schedules';
import type { FrequencyUnit } from '../schemas/report';
import { formatFrequency, parseTimeSteps, scheduleFrequencySchema } from './frequency';

describe('parseTimeSteps', () => {
  it.each<[string | number, FrequencyUnit, number]>([
    ['2', 'd', 2],
    [' 3 ', 'w', 3],
    ['007', 'm', 7],
    ['2.0', 'd', 2],
    ['+4', 'd', 4],
    ['1', 'd', 1],
    ['365', 'd', 365],
    ['52', 'w', 52],
    ['24', 'm', 24],
    [5, 'w', 5],
  ])('accepts %j %s as %d', (input, units, value) => {
    expect(parseTimeSteps(input, units)).toEqual({ ok: true, value });
  });

  it.each<[string | number, FrequencyUnit, string]>([
    ['', 'd', schedulesFrequencyMessages.timeStepsRequired],
    ['   ', 'w', schedulesFrequencyMessages.timeStepsRequired],
    ['two', 'd', schedulesFrequencyMessages.timeStepsNotNumber],
    ['1e3', 'd', schedulesFrequencyMessages.timeStepsNotNumber],
    ['0x10', 'd', schedulesFrequencyMessages.timeStepsNotNumber],
    ['3 days', 'd', schedulesFrequencyMessages.timeStepsNotNumber],
    [Number.NaN, 'd', schedulesFrequencyMessages.timeStepsNotNumber],
    [Number.POSITIVE_INFINITY, 'm', schedulesFrequencyMessages.timeStepsNotNumber],
    ['2.5', 'd', schedulesFrequencyMessages.timeStepsNotWhole],
    ['.5', 'w', schedulesFrequencyMessages.timeStepsNotWhole],
    [1.5, 'm', schedulesFrequencyMessages.timeStepsNotWhole],
    ['0', 'd', schedulesFrequencyMessages.timeStepsTooSmall],
    ['-3', 'w', schedulesFrequencyMessages.timeStepsTooSmall],
    [-1, 'm', schedulesFrequencyMessages.timeStepsTooSmall],
    ['366', 'd', 'Time steps can be at most 365 for days.'],
    ['53', 'w', 'Time steps can be at most 52 for weeks.'],
    ['25', 'm', 'Time steps can be at most 24 for months.'],
    ['99999999999999999999', 'd', 'Time steps can be at most 365 for days.'],
  ])('refuses %j %s: %s', (input, units, message) => {
    expect(parseTimeSteps(input, units)).toEqual({ ok: false, message });
  });
});

describe('scheduleFrequencySchema', () => {
  it.each([
    [
      { time_steps: 3, units: 'w' },
      { time_steps: 3, units: 'w' },
    ],
    [
      { time_steps: '2', units: 'm' },
      { time_steps: 2, units: 'm' },
    ],
    [
      { time_steps: ' 10 ', units: 'd' },
      { time_steps: 10, units: 'd' },
    ],
  ])('takes %j as %j', (input, output) => {
    expect(scheduleFrequencySchema.parse(input)).toEqual(output);
  });

  it.each([
    [{ time_steps: 0, units: 'd' }, ['time_steps'], schedulesFrequencyMessages.timeStepsTooSmall],
    [{ time_steps: 'soon', units: 'd' }, ['time_steps'], schedulesFrequencyMessages.timeStepsNotNumber],
    [{ time_steps: 1.5, units: 'w' }, ['time_steps'], schedulesFrequencyMessages.timeStepsNotWhole],
    [{ time_steps: 25, units: 'm' }, ['time_steps'], 'Time steps can be at most 24 for months.'],
    [{ units: 'd' }, ['time_steps'], schedulesFrequencyMessages.timeStepsRequired],
    [{ time_steps: true, units: 'd' }, ['time_steps'], schedulesFrequencyMessages.timeStepsNotNumber],
    [{ time_steps: 2, units: 'y' }, ['units'], schedulesFrequencyMessages.unitsInvalid],
    [{ time_steps: 2 }, ['units'], schedulesFrequencyMessages.unitsInvalid],
    ['every week', [], schedulesFrequencyMessages.timeStepsRequired],
  ])('refuses %j with one clear message', (input, path, message) => {
    const result = scheduleFrequencySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([
      { path, message },
    ]);
  });
});

describe('formatFrequency', () => {
  it.each([
    [{ time_steps: 1, units: 'd' as const }, 'Every 1 days'],
    [{ time_steps: 3, units: 'd' as const }, 'Every 3 days'],
    [{ time_steps: 2, units: 'w' as const }, 'Every 2 weeks'],
    [{ time_steps: 6, units: 'm' as const }, 'Every 6 months'],
  ])('%j -> %s', (frequency, text) => {
    expect(formatFrequency(frequency)).toBe(text);
  });
});
