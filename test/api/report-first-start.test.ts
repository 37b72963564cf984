import { allReportsResponseSchema } from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { N1_PRODUCT, seedDemoCatalogAndTargets, waitForReport } from '../support/reports';
import { runJobsAndWorkflowsHere } from '../support/run-here';

/**
 * The first `npm start` generates one report from the seeded data, through the same checks and job
 * as POST /v1/parasail, only when no report exists. Run here with the local stack's job runner, on
 * this suite's tables emptied of reports first (API test files run one at a time).
 */

let token: string;

const listReports = async () =>
  allReportsResponseSchema.parse((await api('GET', '/v1/report/all', { token })).body).reports;

const seedFirstReport = async () => {
  await runJobsAndWorkflowsHere();
  const { seedFirstReport: seed, FIRST_REPORT } = await import('@oligowatch/infra/local/seed-first-report');
  const lines: string[] = [];
  await seed((line) => lines.push(line));
  return { lines, FIRST_REPORT };
};

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  for (const report of await listReports()) await api('DELETE', `/v1/report/${report._id}`, { token });
}, 120_000);

describe('the first report of a new install', () => {
  it('is generated when no report exists, from the seeded product and clade, and completes', async () => {
    expect(await listReports()).toEqual([]);
    const { lines, FIRST_REPORT } = await seedFirstReport();
    const [listed] = await listReports();
    expect(listed).toMatchObject({
      report_title: FIRST_REPORT.title,
      product_name: N1_PRODUCT,
      target_name: 'SARS-CoV-2 (Covid)',
    });
    expect(lines).toEqual([
      `Generating a first report, '${FIRST_REPORT.title}', against ${listed?.progress.total} samples (in the background).`,
    ]);
    const report = await waitForReport(token, listed?._id ?? '');
    expect(report.status).toBe('complete');
    expect(report.provenance.clade_id).toBe(FIRST_REPORT.cladeID);
    expect(report.mismatch_total).toBeGreaterThan(0);
  });

  it('is not generated again once a report exists', async () => {
    const before = await listReports();
    expect(before).toHaveLength(1);
    expect((await seedFirstReport()).lines).toEqual([]);
    expect(await listReports()).toEqual(before);
  });
});
