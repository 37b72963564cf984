import { randomUUID } from 'node:crypto';
import { createOligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { productListResponseSchema } from '@oligowatch/shared/schemas/product';
import { type ReportDetail, reportResponseSchema } from '@oligowatch/shared/schemas/report';
import { expect } from 'vitest';
import { api, pollUntil, stack } from './api';

/**
 * Helpers of the report API tests: the `npm start` demo data (real oligos, products and genomes)
 * seeded into this suite's stack through the same seeders, and a bounded wait for a report's job.
 */

export const SARS_COV_2_CLADE = '2697049';
export const N1_PRODUCT = 'US CDC (United States) N1';

/** Seeds the demo catalogue and genomes (idempotent: a second call writes nothing). */
export const seedDemoCatalogAndTargets = async (): Promise<void> => {
  Object.assign(process.env, stack().env);
  const { seedCatalog } = await import('@oligowatch/infra/local/seed-catalog');
  const { seedTargets } = await import('@oligowatch/infra/local/seed-targets');
  await seedCatalog(() => {});
  await seedTargets(() => {});
};

export const productIdByName = async (token: string, name: string): Promise<string> => {
  const res = await api('GET', '/v1/products', { token });
  const product = productListResponseSchema.parse(res.body).products.find((p) => p.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product._id;
};

export const getReport = async (token: string, id: string): Promise<ReportDetail> => {
  const res = await api('GET', `/v1/report/${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return reportResponseSchema.parse(res.body).report;
};

/** Polls the report until it is no longer running: at most `attempts` polls, 250 ms apart. */
export const waitForReport = async (token: string, id: string, attempts = 240): Promise<ReportDetail> => {
  const { value, done } = await pollUntil(
    () => getReport(token, id),
    (report) => report.status !== 'running',
    { attempts },
  );
  if (!done) throw new Error(`report ${id} still running after ${attempts} polls`);
  return value;
};

/** Every item of a report's partition, read straight from the table. */
export const reportItems = async (id: string): Promise<Record<string, unknown>[]> => {
  Object.assign(process.env, stack().env);
  const { queryAllPages } = await import('@oligowatch/functions/lib/db/paging');
  return queryAllPages({
    TableName: stack().env.REPORTS_TABLE,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `REPORT#${id}` },
    ConsistentRead: true,
  });
};

/**
 * US CDC N1's published reverse primer saved with the default strand (plus), the wrong one (issue
 * 23's strand check): returns the new oligo.
 */
export const saveN1ReverseOnPlus = async (token: string) => {
  const res = await api('POST', '/v1/oligos', {
    token,
    body: {
      name: `N1-R plus ${randomUUID().slice(0, 8)}`,
      sequence: 'TCTGGTTACTGCCAGTTGAATCTG',
      dna_strand_positive: true,
      role: 'reverse',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createOligoResponseSchema.parse(res.body).data;
};

/**
 * Files the real genomes of the demo's seeded clades `seedIds` under a new clade `cladeID` (as an
 * import would); returns each seed's accessions, sorted.
 */
export const fileUnderClade = async (
  seedIds: string[],
  cladeID: string,
  commonName: string,
  cladeName: string,
): Promise<string[][]> => {
  Object.assign(process.env, stack().env);
  const { CLADE_SEEDS, loadCladeSamples } = await import('@oligowatch/infra/local/seed-targets');
  const { upsertSamples } = await import('@oligowatch/functions/targets/repository/sample-upserts');
  const groups = seedIds.map((id) =>
    loadCladeSamples(CLADE_SEEDS.find((seed) => seed.cladeID === id) as (typeof CLADE_SEEDS)[number]),
  );
  const outcomes = await upsertSamples(
    groups.flat().map((sample) => ({ sample, cladeID, commonName, cladeName })),
  );
  expect(outcomes.every((o) => o.outcome !== 'conflict')).toBe(true);
  return groups.map((samples) => samples.map((s) => s.accessionID).sort());
};
