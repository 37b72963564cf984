import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The report as the step's reads find it, and what was deleted; the table is stood in for. */
const state = vi.hoisted(() => ({
  running: true,
  exists: true,
  deleted: [] as unknown[],
}));

vi.mock('../repository/report-summaries', () => ({
  getRunningReport: async (id: string) => (state.exists && state.running ? { _id: id } : undefined),
  getReportRecord: async (id: string) => (state.exists ? { _id: id } : undefined),
}));
vi.mock('../repository/report-delete', () => ({
  deleteReportItems: async (id: string, options: unknown) => {
    state.deleted.push([id, options]);
    return true;
  },
}));

const { REPORT_NOT_RUNNING, runStepWhileRunning } = await import('./run-step-while-running');

beforeEach(() => {
  Object.assign(state, { running: true, exists: true, deleted: [] });
});

describe('runStepWhileRunning', () => {
  it("runs the step on the running report and answers the step's answer", async () => {
    const step = vi.fn(async (record: { _id: string }) => ({ done: record._id }));
    expect(await runStepWhileRunning<unknown>('r1', { stopped: true }, step)).toEqual({ done: 'r1' });
    expect(step).toHaveBeenCalledOnce();
  });

  it.each([
    ['deleted', { exists: false }],
    ['failed', { running: false }],
  ])('does not run the step of a report %s before it', async (_, report) => {
    Object.assign(state, report);
    const step = vi.fn(async () => ({ done: true }));
    expect(await runStepWhileRunning<unknown>('r1', { stopped: true }, step)).toEqual({ stopped: true });
    expect(step).not.toHaveBeenCalled();
    expect(state.deleted).toEqual([]);
  });

  it('deletes what the step wrote when the report was deleted while it ran', async () => {
    const answer = await runStepWhileRunning<unknown>('r1', { stopped: true }, async () => {
      state.exists = false;
      return REPORT_NOT_RUNNING;
    });
    expect(answer).toEqual({ stopped: true });
    expect(state.deleted).toEqual([['r1', { summaryGone: true }]]);
  });

  it("keeps what the step wrote when the report failed while it ran: deleting it is the person's call", async () => {
    const answer = await runStepWhileRunning<unknown>('r1', { stopped: true }, async () => {
      state.running = false;
      return REPORT_NOT_RUNNING;
    });
    expect(answer).toEqual({ stopped: true });
    expect(state.deleted).toEqual([]);
  });
});
