import type { Frequency } from '../schemas/report';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A frequency's period in days: a calendar month counts as 30 (a month is 28 to 31 days). */
export const periodDays = (frequency: Frequency): number =>
  frequency.time_steps * (frequency.units === 'd' ? 1 : frequency.units === 'w' ? 7 : 30);

/**
 * Issue 32: a scheduled run refreshes its followed clade first when the clade's last completed
 * refresh is older than half the schedule's period. The time before which a refresh counts as old:
 * half a period before `now`, so a weekly report never runs on data more than three and a half days
 * older than the previous refresh, and never refreshes twice in one period on its own.
 */
export const refreshIfBefore = (frequency: Frequency, now: Date): string =>
  new Date(now.getTime() - (periodDays(frequency) * DAY_MS) / 2).toISOString();
