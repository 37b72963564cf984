import { schedulesFrequencyMessages } from '@oligowatch/shared/messages/schedules';
import type { FrequencyForm } from '@oligowatch/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import { checkFrequency, emptyFrequencyForm, frequencyFormOf } from './frequency-form';

describe('checkFrequency', () => {
  const form = (timeSteps: string, units: FrequencyForm['units'] = 'w'): FrequencyForm => ({
    showFrequency: true,
    timeSteps,
    units,
  });

  it.each<[string, FrequencyForm, { time_steps: number; units: 'd' | 'w' | 'm' }]>([
    ['2 weeks', form('2'), { time_steps: 2, units: 'w' }],
    ['spaces around the number', form(' 3 ', 'm'), { time_steps: 3, units: 'm' }],
    ['365 days', form('365', 'd'), { time_steps: 365, units: 'd' }],
  ])('reads %s', (_, value, frequency) => {
    expect(checkFrequency(value)).toEqual({ ok: true, frequency });
  });

  it.each<[string, FrequencyForm, string]>([
    ['an empty field', form(''), schedulesFrequencyMessages.timeStepsRequired],
    ['words', form('two'), schedulesFrequencyMessages.timeStepsNotNumber],
    ['a fraction', form('1.5'), schedulesFrequencyMessages.timeStepsNotWhole],
    ['zero', form('0'), schedulesFrequencyMessages.timeStepsTooSmall],
    ['53 weeks', form('53'), schedulesFrequencyMessages.timeStepsTooLarge(52, 'weeks')],
  ])("refuses %s with the server's message", (_, value, message) => {
    expect(checkFrequency(value)).toEqual({ ok: false, message });
  });

  it('starts at every 1 week, shown only on the schedule form', () => {
    expect(emptyFrequencyForm(true)).toEqual({ showFrequency: true, timeSteps: '1', units: 'w' });
    expect(emptyFrequencyForm(false).showFrequency).toBe(false);
  });
});

describe('frequencyFormOf', () => {
  it("sets the controls to a schedule's frequency, shown", () => {
    expect(frequencyFormOf({ time_steps: 1, units: 'm' })).toEqual({
      showFrequency: true,
      timeSteps: '1',
      units: 'm',
    });
  });
});
