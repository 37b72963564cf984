import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import type { ScheduleDetail } from '@oligowatch/shared/schemas/schedule';

/** A monthly schedule as GET /v1/report/upcoming answers it, for the tests of its form and storage. */
export const monthlyFlu: ScheduleDetail = {
  _id: 'sched-1',
  report_title: 'Monthly flu',
  next_run_date: '2024-02-29T12:00:00.000Z',
  last_run_date: null,
  target_name: 'Influenza A H3N2',
  product_name: 'Flu panel',
  product_id: 'p-3',
  clade_id: 119210,
  frequency: { time_steps: 1, units: 'm' },
  frequencyString: 'Every 1 months',
  status: 'active',
  alert: {
    thresholds: { mismatch_share_points: 5, three_prime_percent: 5, three_prime_bases: 3 },
    recipients: [],
  },
  owner_email: 'owner@example.org',
  verdict_thresholds: { ...DEFAULT_VERDICT_THRESHOLDS },
};
