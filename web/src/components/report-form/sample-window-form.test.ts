import { reportsWindowMessages } from '@oligowatch/shared/messages/reports';
import { WINDOW_AMOUNT_MAX } from '@oligowatch/shared/schemas/sample-window';
import { describe, expect, it } from 'vitest';
import { checkSampleWindow, type SampleWindowForm, sampleWindowFormOf } from './sample-window-form';

const form = (change: Partial<SampleWindowForm>): SampleWindowForm => ({
  ...sampleWindowFormOf(),
  ...change,
});

describe('the sample window form (issue 33)', () => {
  it.each([
    [form({}), { ok: true, window: { kind: 'all' } }],
    [
      form({ kind: 'collected_last', amount: ' 6 ', unit: 'w' }),
      { ok: true, window: { kind: 'collected_last', amount: 6, unit: 'w' } },
    ],
    [
      form({ kind: 'collected_last', amount: '' }),
      { ok: false, message: reportsWindowMessages.amountInvalid(WINDOW_AMOUNT_MAX) },
    ],
    [
      form({ kind: 'collected_between', from: '2023-01-01', to: '2023-06-30' }),
      { ok: true, window: { kind: 'collected_between', from: '2023-01-01', to: '2023-06-30' } },
    ],
    [
      form({ kind: 'collected_between', from: '2023-06-30', to: '2023-01-01' }),
      { ok: false, message: reportsWindowMessages.fromAfterTo },
    ],
    [
      form({ kind: 'published_since', since: '01/02/2024' }),
      { ok: false, message: reportsWindowMessages.dateInvalid('since') },
    ],
  ])('%j -> %j', (value, expected) => {
    expect(checkSampleWindow(value)).toEqual(expected);
  });

  it("starts from a schedule's window", () => {
    expect(checkSampleWindow(sampleWindowFormOf({ kind: 'collected_last', amount: 3, unit: 'm' }))).toEqual({
      ok: true,
      window: { kind: 'collected_last', amount: 3, unit: 'm' },
    });
  });
});
