import { describe, expect, it, vi } from 'vitest';

/** Reports by id, as the summaries read them (absent: deleted). */
const reports = vi.hoisted(() => new Map<string, { _id: string; status: string }>());
const asked = vi.hoisted(() => [] as string[]);

vi.mock('./report-summaries', () => ({
  getReportRecord: async (id: string) => {
    asked.push(id);
    return reports.get(id);
  },
}));

const { findPreviousCompleteRun } = await import('./previous-run');

const stored = (id: string, status: string) => reports.set(id, { _id: id, status });

describe('findPreviousCompleteRun', () => {
  it('is the newest complete report among the earlier runs, passing over deleted, failed and running ones', async () => {
    stored('r4', 'running');
    stored('r3', 'failed');
    stored('r1', 'complete');
    stored('r0', 'complete');
    // r2 was deleted.
    expect((await findPreviousCompleteRun(['r4', 'r3', 'r2', 'r1', 'r0']))?._id).toBe('r1');
  });

  it('is none for a first run, or when no earlier run completed', async () => {
    expect(await findPreviousCompleteRun([])).toBeUndefined();
    stored('f1', 'failed');
    expect(await findPreviousCompleteRun(['f1', 'gone'])).toBeUndefined();
  });

  it('reads only as far back as it needs, ten at a time', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => `p${i}`);
    for (const id of ids) stored(id, 'failed');
    stored('p12', 'complete');
    asked.length = 0;
    expect((await findPreviousCompleteRun(ids))?._id).toBe('p12');
    expect(asked).toEqual(ids.slice(0, 20));
  });
});
