import { schedulesApiMessages } from '@oligowatch/shared/messages/schedules';
import { describe, expect, it } from 'vitest';
import { type AlertSettingsForm, checkAlertSettings, thresholdBounds } from './alert-settings';

const valid: AlertSettingsForm = {
  thresholds: {
    mismatch_share_points: 5,
    three_prime_percent: 5,
    three_prime_bases: 3,
    new_cohort_min_assessed: 20,
  },
  recipients: ['lab@example.org'],
};

describe('checkAlertSettings', () => {
  it('passes valid settings on, trimming and dropping blank recipients', () => {
    expect(checkAlertSettings({ ...valid, recipients: [' lab@example.org ', ' '] })).toEqual({
      ok: true,
      alert: { thresholds: valid.thresholds, recipients: ['lab@example.org'] },
    });
  });

  it.each<[string, Partial<AlertSettingsForm['thresholds']>, Record<string, string>]>([
    [
      'an empty field',
      { mismatch_share_points: '' },
      { mismatch_share_points: 'Enter a number from 0 to 100.' },
    ],
    [
      'a share over 100',
      { three_prime_percent: 101 },
      { three_prime_percent: 'Enter a number from 0 to 100.' },
    ],
    [
      'a negative share',
      { mismatch_share_points: -1 },
      { mismatch_share_points: 'Enter a number from 0 to 100.' },
    ],
    ['0 bases', { three_prime_bases: 0 }, { three_prime_bases: 'Enter a number from 1 to 10.' }],
    ['2.5 bases', { three_prime_bases: 2.5 }, { three_prime_bases: 'Enter a number from 1 to 10.' }],
    ['11 bases', { three_prime_bases: 11 }, { three_prime_bases: 'Enter a number from 1 to 10.' }],
  ])('refuses %s', (_, change, errors) => {
    expect(checkAlertSettings({ ...valid, thresholds: { ...valid.thresholds, ...change } })).toEqual({
      ok: false,
      errors,
    });
  });

  it("refuses a recipient that is not an address with the server's message", () => {
    expect(checkAlertSettings({ ...valid, recipients: ['a@b.org', 'nobody'] })).toEqual({
      ok: false,
      errors: { recipients: schedulesApiMessages.recipientInvalid },
    });
  });

  it('refuses more recipients than the server takes, with its message', () => {
    const recipients = Array.from({ length: 21 }, (_, i) => `r${i}@example.org`);
    expect(checkAlertSettings({ ...valid, recipients })).toEqual({
      ok: false,
      errors: { recipients: schedulesApiMessages.tooManyRecipients(20) },
    });
  });
});

describe('thresholdBounds', () => {
  it("reads the bounds of the server's schema", () => {
    expect(thresholdBounds('mismatch_share_points')).toEqual({ min: 0, max: 100 });
    expect(thresholdBounds('three_prime_bases')).toEqual({ min: 1, max: 10 });
  });
});
