import { describe, expect, it } from 'vitest';
import { HAND_OVER_MS, LEASE_SECONDS } from '../lib/jobs/run-leased-job';
import { JOB_LIMITS, worstCaseCallMs } from '../lib/ncbi/request-budget';

// One batch is one efetch call: its worst case must end before a Lambda with HAND_OVER_MS left
// times out, and inside the lease, or a slow NCBI would leave a job held by a dead runner.
describe('the import job timing', () => {
  const worstBatchMs = worstCaseCallMs(JOB_LIMITS);

  it('bounds one batch well below the hand-over window', () => {
    expect(worstBatchMs).toBe(4 * (350 + 30_000) + 3 * 10_000);
    expect(worstBatchMs).toBeLessThan(HAND_OVER_MS - 15_000);
  });

  it('keeps the hand-over window inside the lease', () => {
    expect(HAND_OVER_MS).toBeLessThan(LEASE_SECONDS * 1000);
  });
});
