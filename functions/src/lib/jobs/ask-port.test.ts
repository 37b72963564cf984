import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseEnv } from '../testing/base-env';

const savedEnv = { ...process.env };

/**
 * askPort with a local job runner answering `value` for whatever it is asked (the configuration,
 * JOB_RUNNER=local, is read once per module graph, as at a Lambda's cold start).
 */
const withPortAnswering = async (answer: unknown) => {
  vi.resetModules();
  process.env = { ...savedEnv, ...baseEnv, JOB_RUNNER: 'local' };
  const [{ askPort }, { registerLocalJobRunner }, { DomainError }] = await Promise.all([
    import('./ask-port'),
    import('./job-invoker'),
    import('../errors'),
  ]);
  const asked: unknown[] = [];
  registerLocalJobRunner(async (name, payload) => {
    asked.push({ name, payload });
    return answer;
  });
  return { askPort, asked, DomainError };
};

const check = {
  clade_id: 'clade-1',
  target_name: 'SARS-CoV-2',
  looks_reversed: true,
  favouring_other: 3,
  checked: 4,
  report_id: 'r-1',
  report_date: '2026-11-28T06:00:00.000Z',
  report_title: null,
};

afterEach(() => {
  process.env = { ...savedEnv };
});

describe("askPort: one question to a feature's port, its answer checked against that question's schema", () => {
  it('asks the port job with the checked question and answers what the question allows', async () => {
    const { askPort, asked } = await withPortAnswering({
      ok: true,
      value: { strandChecks: [{ ...check, stray: 'left out' }] },
    });
    expect(await askPort('reportsPort', { ask: 'strandChecksOfOligo', oligoId: 'o-1' })).toEqual({
      strandChecks: [check],
    });
    expect(asked).toEqual([{ name: 'reportsPort', payload: { ask: 'strandChecksOfOligo', oligoId: 'o-1' } }]);
  });

  it("refuses an answer that is not the question's: a fault, never read as another question's", async () => {
    const { askPort } = await withPortAnswering({ ok: true, value: { claimed: true } });
    await expect(askPort('reportsPort', { ask: 'strandChecksOfOligo', oligoId: 'o-1' })).rejects.toThrow();
  });

  it("rethrows the port's refusal as the domain error it refused with", async () => {
    const { askPort, DomainError } = await withPortAnswering({
      ok: false,
      error: { code: 'notFound', message: 'Not found', subject: 'report' },
    });
    const refusal = askPort('reportsPort', { ask: 'describeReports', reportIds: ['r-1'] });
    await expect(refusal).rejects.toBeInstanceOf(DomainError);
    await expect(refusal).rejects.toMatchObject({ code: 'notFound' });
  });
});
