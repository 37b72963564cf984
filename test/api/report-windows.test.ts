import { randomUUID } from 'node:crypto';
import { reportsWindowMessages } from '@oligowatch/shared/messages/reports';
import { placeInWindow, resolveWindow } from '@oligowatch/shared/sample-window';
import { generateReportResponseSchema, type ReportDetail } from '@oligowatch/shared/schemas/report';
import { WINDOW_AMOUNT_MAX } from '@oligowatch/shared/schemas/sample-window';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import {
  fileUnderClade,
  N1_PRODUCT,
  productIdByName,
  SARS_COV_2_CLADE,
  seedDemoCatalogAndTargets,
  waitForReport,
} from '../support/reports';
import { getSchedule, listRuns, plusMinutes, scheduledAnswerSchema, tick } from '../support/schedules';

/**
 * Issue 33: a report's sample window end to end, on the real genomes of the demo data and their
 * real dates (year-only '2020' and '2023' SARS-CoV-2 records, day-dated ones, one undated; RSV
 * records dated by day, by year, and one by year and month, PP_002RSYS '2023-01-XX' of
 * test/fixtures/genomes/rsv/b/nextstrain_rsv_example.year-month.fasta): windows of each kind are
 * frozen with their days into the provenance; a coarse date straddling an edge is counted apart
 * and listed, never silently in or out; anything invalid is a 400 in our words.
 */

let token: string;
let productId: string;
/** The SARS-CoV-2 clade's samples with their dates, as seeded. */
let sarsSamples: { accessionID: string; collection_date_enriched_iso?: string }[];
const RSV_CLADE = `windows-rsv-${randomUUID().slice(0, 8)}`;
/** The seeded SARS-CoV-2 genomes in a clade of this file's own: other files add to the demo clade. */
const SARS_CLADE = `windows-sars-${randomUUID().slice(0, 8)}`;

const generate = (body: Record<string, unknown>) =>
  api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: `Window ${randomUUID().slice(0, 8)}`,
      clade_id: SARS_CLADE,
      target_name: 'SARS-CoV-2 (Covid)',
      product: productId,
      ...body,
    },
  });

const generateAndWait = async (body: Record<string, unknown>): Promise<ReportDetail> => {
  const res = await generate(body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForReport(token, generateReportResponseSchema.parse(res.body).reportId);
};

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  productId = await productIdByName(token, N1_PRODUCT);
  const { CLADE_SEEDS, loadCladeSamples } = await import('@oligowatch/infra/local/seed-targets');
  const seed = (id: string) => CLADE_SEEDS.find((s) => s.cladeID === id) as (typeof CLADE_SEEDS)[number];
  sarsSamples = loadCladeSamples(seed(SARS_COV_2_CLADE));
  await fileUnderClade([SARS_COV_2_CLADE], SARS_CLADE, 'SARS-CoV-2', 'SARS-CoV-2 windows');
  // An RSV clade of the seeded RSV-A genomes and the real year-month record.
  await fileUnderClade(['208893'], RSV_CLADE, 'RSV', 'RSV windows');
  const { upsertSamples } = await import('@oligowatch/functions/targets/repository/sample-upserts');
  const [yearMonth] = loadCladeSamples({
    ...seed('208895'),
    files: [
      {
        fasta: 'rsv/b/nextstrain_rsv_example.year-month.fasta',
        metadata: 'rsv/b/nextstrain_rsv_example.year-month.metadata.tsv',
      },
    ],
  });
  if (!yearMonth) throw new Error('no year-month record');
  expect(yearMonth.collection_date_enriched_iso).toBe('2023-01');
  await upsertSamples([
    { sample: yearMonth, cladeID: RSV_CLADE, commonName: 'RSV', cladeName: 'RSV windows' },
  ]);
}, 120_000);

describe('a report over a window of collection dates', () => {
  it('reads the samples wholly inside, and counts apart the year-only dates straddling its edge', async () => {
    const window = { kind: 'collected_between', from: '2020-01-01', to: '2020-06-30' } as const;
    const report = await generateAndWait({ window });
    expect(report.status).toBe('complete');
    const frozen = report.provenance.window;
    expect(frozen).toMatchObject({ window, basis: 'collected', from: '2020-01-01', to: '2020-06-30' });
    const placed = sarsSamples.map((s) => ({
      accession: s.accessionID,
      place: placeInWindow(
        { basis: 'collected', from: '2020-01-01', to: '2020-06-30' },
        s.collection_date_enriched_iso,
      ),
    }));
    const of = (place: string) =>
      placed
        .filter((p) => p.place === place)
        .map((p) => p.accession)
        .sort();
    // The real year-only 2020 records of nextclade's 2021 examples are too coarse for half a year.
    expect(of('too_coarse')).toHaveLength(3);
    expect(frozen?.too_coarse.count).toBe(3);
    expect([...(frozen?.too_coarse.first ?? [])].sort()).toEqual(of('too_coarse'));
    // OY754687 has no date at all.
    expect(frozen?.undated.first).toContain('OY754687');
    expect(frozen?.undated.count).toBe(of('undated').length);
    expect(frozen?.inside).toBe(of('inside').length);
    expect(of('inside').length).toBeGreaterThan(0);
    // Only the samples inside were scored; the statistics are of them alone.
    expect(report.progress.done).toBe(of('inside').length);
    expect(report.provenance.sample_count).toBe(of('inside').length);
    expect(report.provenance.sample_window).toEqual(window);
    for (const row of report.mismatches) expect(of('inside')).toContain(row.targetAccessionID);
  });

  it('places a year-month date in its month: inside a window holding the month, apart when the month straddles it', async () => {
    const rsv = { clade_id: RSV_CLADE, target_name: 'RSV' };
    const holding = await generateAndWait({
      ...rsv,
      window: { kind: 'collected_between', from: '2023-01-01', to: '2023-06-30' },
    });
    // PP_002RSYS (stored as its INSDC accession OR048874.1; 2023-01) and PP_001W4BE (2023-02-11) are inside; PP_0046P8D (2023-07-05) is not.
    expect(holding.provenance.window?.inside).toBe(2);
    expect(holding.provenance.window?.too_coarse.count).toBe(0);
    const straddling = await generateAndWait({
      ...rsv,
      window: { kind: 'collected_between', from: '2023-01-15', to: '2023-03-01' },
    });
    expect(straddling.provenance.window?.inside).toBe(1);
    expect(straddling.provenance.window?.too_coarse).toEqual({ count: 1, first: ['OR048874.1'] });
  });

  it('resolves a rolling window back from the run, and finds no sample in the last 30 days', async () => {
    const report = await generateAndWait({ window: { kind: 'collected_last', amount: 30, unit: 'd' } });
    const expected = resolveWindow(
      { kind: 'collected_last', amount: 30, unit: 'd' },
      new Date(report.creation_date),
    );
    expect(report.provenance.window).toMatchObject({ ...expected, inside: 0, too_coarse: { count: 0 } });
    expect(report.status).toBe('complete');
    expect(report.progress.done).toBe(0);
  });

  it('a window of all samples is the report of before', async () => {
    const report = await generateAndWait({ window: { kind: 'all' } });
    expect(report.provenance.window).toBeUndefined();
    expect(report.provenance.sample_window).toBeUndefined();
    expect(report.progress.done).toBe(sarsSamples.length);
  });
});

describe('a report of the samples published since a date', () => {
  it('sets apart the samples with no publication date (seeded genomes have none)', async () => {
    const report = await generateAndWait({ window: { kind: 'published_since', since: '2024-01-01' } });
    expect(report.provenance.window).toMatchObject({ basis: 'published', from: '2024-01-01', inside: 0 });
    expect(report.provenance.window?.undated.count).toBe(sarsSamples.length);
  });
});

describe('a schedule with a rolling window', () => {
  it('stores the window, and each run freezes its own days, counted back from its scheduled time', async () => {
    const window = { kind: 'collected_last', amount: 2, unit: 'w' } as const;
    const res = await generate({ frequency: { time_steps: 1, units: 'd' }, window });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const answer = scheduledAnswerSchema.parse(res.body);
    try {
      expect((await getSchedule(token, answer.schedule_id))?.window).toEqual(window);
      const first = await waitForReport(token, answer.reportId);
      expect(first.provenance.window).toMatchObject({
        ...resolveWindow(window, new Date(first.creation_date)),
      });
      // The next run, fired by the scheduler's clock: its days are those of its scheduled time.
      expect(await tick(plusMinutes(answer.next_run_date, 1), answer.schedule_id)).toHaveLength(1);
      const [run] = await listRuns(token, answer.schedule_id);
      const second = await waitForReport(token, run?.report_id as string);
      expect(second.provenance.window).toMatchObject({
        ...resolveWindow(window, new Date(run?.scheduled_for as string)),
        window,
      });
      expect(second.provenance.window?.from).not.toBe(first.provenance.window?.from);

      // An edit changes the window of the runs to come; a bad one is our 400.
      const refused = await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
        token,
        body: { window: { kind: 'collected_last', amount: 3, unit: 'y' } },
      });
      expect(refused).toEqual({ status: 400, body: { message: reportsWindowMessages.unitInvalid } });
      const since = { kind: 'published_since', since: '2020-01-01' } as const;
      const put = await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
        token,
        body: { window: since },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect((await getSchedule(token, answer.schedule_id))?.window).toEqual(since);
    } finally {
      await api('DELETE', `/v1/report/upcoming/${answer.schedule_id}`, { token });
    }
  });
});

describe('POST /v1/parasail refuses an invalid window with 400 and our message', () => {
  it.each([
    ['text', 'last month', reportsWindowMessages.invalid],
    ['an unknown kind', { kind: 'recent' }, reportsWindowMessages.invalid],
    [
      'no amount',
      { kind: 'collected_last', unit: 'd' },
      reportsWindowMessages.amountInvalid(WINDOW_AMOUNT_MAX),
    ],
    [
      'a zero amount',
      { kind: 'collected_last', amount: 0, unit: 'w' },
      reportsWindowMessages.amountInvalid(WINDOW_AMOUNT_MAX),
    ],
    [
      'too many months',
      { kind: 'collected_last', amount: 121, unit: 'm' },
      reportsWindowMessages.amountInvalid(WINDOW_AMOUNT_MAX),
    ],
    ['years', { kind: 'collected_last', amount: 1, unit: 'y' }, reportsWindowMessages.unitInvalid],
    [
      'a day that does not exist',
      { kind: 'collected_between', from: '2023-02-29', to: '2023-03-01' },
      reportsWindowMessages.dateInvalid('from'),
    ],
    ['no end', { kind: 'collected_between', from: '2023-02-01' }, reportsWindowMessages.dateInvalid('to')],
    [
      'an end before the start',
      { kind: 'collected_between', from: '2023-03-01', to: '2023-02-01' },
      reportsWindowMessages.fromAfterTo,
    ],
    [
      'a year for a day',
      { kind: 'published_since', since: '2024' },
      reportsWindowMessages.dateInvalid('since'),
    ],
  ])('%s', async (_name, window, message) => {
    expect(await generate({ window })).toEqual({ status: 400, body: { message } });
  });

  it('on a schedule too', async () => {
    const res = await generate({
      frequency: { time_steps: 7, units: 'd' },
      window: { kind: 'collected_last', amount: -1, unit: 'd' },
    });
    expect(res).toEqual({
      status: 400,
      body: { message: reportsWindowMessages.amountInvalid(WINDOW_AMOUNT_MAX) },
    });
  });
});
