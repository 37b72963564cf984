import { reportsExportsMessages } from '@oligowatch/shared/messages/reports';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureErrorLogs } from '../../lib/testing/capture-error-logs';
import type { ReportExportRecord } from '../repository/report-exports';

/** The export job's bookkeeping, with the table, the report and the file writer stood in for. */
const state = vi.hoisted(() => ({
  job: undefined as ReportExportRecord | undefined,
  report: undefined as unknown,
  ended: [] as unknown[],
  made: [] as unknown[],
  fail: false,
}));

vi.mock('../repository/report-exports', () => ({
  getReportExport: async () => state.job,
  endReportExport: async (_reportId: string, _exportId: string, end: unknown) => {
    state.ended.push(end);
    return true;
  },
}));
vi.mock('../repository/report-summaries', () => ({ getReportRecord: async () => state.report }));
vi.mock('../exports/insight-readers', () => ({ insightReaders: {} }));
vi.mock('../exports/make-export-file', () => ({
  makeExportFile: async (kind: string, sources: { oligos: string[] }, target: unknown) => {
    if (state.fail) throw new Error('disk full');
    state.made.push({ kind, oligos: sources.oligos, target });
  },
}));

// The job's Lambda checks its settings as it loads: the reports table and the exports bucket.
Object.assign(process.env, { REPORTS_TABLE: 'reports', EXPORTS_BUCKET: 'exports' });
const { handler } = await import('./run-export-job');
const { logger } = await import('../../lib/logger');

const JOB: ReportExportRecord = {
  export_id: 'e1',
  report_id: 'r1',
  kind: 'rows',
  oligo: 'N1-R',
  filename: 'r-N1-R-mismatch-rows.csv',
  key: 'exports/r1/e1/r-N1-R-mismatch-rows.csv',
  status: 'running',
  created_at: 0,
};
const REPORT = {
  _id: 'r1',
  provenance: { oligos: [{ name: 'N1-F' }, { name: 'N1-R' }] },
};

beforeEach(() => {
  state.job = { ...JOB };
  state.report = REPORT;
  state.ended = [];
  state.made = [];
  state.fail = false;
});

describe('the export job', () => {
  it('writes the chosen oligo to its own key and marks the export complete', async () => {
    await handler({ reportId: 'r1', exportId: 'e1' });
    expect(state.made).toEqual([
      { kind: 'rows', oligos: ['N1-R'], target: { key: JOB.key, filename: JOB.filename } },
    ]);
    expect(state.ended).toEqual([{ status: 'complete' }]);
  });

  it('exports every oligo of the report when none was chosen', async () => {
    const { oligo: _o, ...whole } = JOB;
    state.job = whole;
    await handler({ reportId: 'r1', exportId: 'e1' });
    expect(state.made).toMatchObject([{ oligos: ['N1-F', 'N1-R'] }]);
  });

  it('marks the export failed with a reason a person can read when writing fails', async () => {
    state.fail = true;
    const errors = captureErrorLogs(logger);
    await handler({ reportId: 'r1', exportId: 'e1' });
    expect(state.ended).toEqual([{ status: 'failed', reason: reportsExportsMessages.exportFailed }]);
    expect(errors.mock.calls.map(([message]) => message)).toEqual(['Export failed']);
    errors.mockRestore();
  });

  it.each([
    ['already complete (a repeated delivery)', () => (state.job = { ...JOB, status: 'complete' })],
    ['already failed', () => (state.job = { ...JOB, status: 'failed' })],
    ['gone', () => (state.job = undefined)],
    ['of a deleted report', () => (state.report = undefined)],
  ])('does nothing for an export %s', async (_name, arrange) => {
    arrange();
    await handler({ reportId: 'r1', exportId: 'e1' });
    expect(state.made).toEqual([]);
    expect(state.ended).toEqual([]);
  });

  it('refuses a payload without its ids', async () => {
    await expect(handler({ reportId: 'r1' })).rejects.toThrow();
  });
});
