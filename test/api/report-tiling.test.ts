import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REPORT_MAX_OLIGOS } from '@oligowatch/shared/constants';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { createOligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { productResponseSchema } from '@oligowatch/shared/schemas/product';
import { generateReportResponseSchema } from '@oligowatch/shared/schemas/report';
import { defaultAssays } from '@oligowatch/shared/version-assays';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { reportItems, SARS_COV_2_CLADE, seedDemoCatalogAndTargets, waitForReport } from '../support/reports';

/**
 * A tiling scheme in one report (issue 25, item 3): the 192 primers of ARTIC V5.3.2, a product of
 * their own, checked against the demo SARS-CoV-2 clade of the fixtures. The primers come unchanged
 * from artic-network/primer-schemes (fixtures/README.md): name in column 4, strand in 6, sequence in 7.
 */

const BED = fileURLToPath(new URL('../fixtures/oligos/artic_v5.3.2.primer.bed', import.meta.url));
/** DynamoDB's item limit. */
const ITEM_LIMIT_BYTES = 400 * 1024;

const primers = readFileSync(BED, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [, , , name, , strand, sequence] = line.split('\t');
    return { name: name as string, sequence: sequence as string, dna_strand_positive: strand === '+' };
  });

let token: string;
let productId: string;

const generate = (product: string) =>
  api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: `ARTIC V5.3.2 ${randomUUID().slice(0, 8)}`,
      clade_id: SARS_COV_2_CLADE,
      target_name: 'SARS-CoV-2 (Covid)',
      product,
    },
  });

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  const ids: string[] = [];
  for (const primer of primers) {
    const res = await api('POST', '/v1/oligos', { token, body: { ...primer, archived: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(createOligoResponseSchema.parse(res.body).data._id);
  }
  const res = await api('POST', '/v1/products', {
    token,
    body: { name: `ARTIC V5.3.2 ${randomUUID().slice(0, 8)}`, oligos: ids },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  productId = productResponseSchema.parse(res.body).product._id;
}, 120_000);

describe('a report of a whole tiling scheme', () => {
  it('checks all 192 ARTIC V5.3.2 primers against the clade and completes, its summary item under 400 KB even at 500 oligos', async () => {
    expect(primers).toHaveLength(192);
    const res = await generate(productId);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const { reportId } = generateReportResponseSchema.parse(res.body);
    const report = await waitForReport(token, reportId, 1200);
    expect(report.status, report.failure_reason).toBe('complete');
    expect(report.provenance.oligos.map((o) => o.name)).toEqual(primers.map((p) => p.name));
    // Every report names its execution, however its steps interleave with the start (issue 31).
    expect(report.provenance.execution).toBe(`local:reportRun:${reportId}`);
    expect(Object.keys(report.mismatchStats).sort()).toEqual(primers.map((p) => p.name).sort());
    expect(report.progress.done).toBe(report.progress.total);
    expect(report.insights?.oligos).toHaveLength(192);
    // Every primer found its site on the clade's genomes (a tiling scheme covers the genome).
    expect(report.provenance.anchors?.oligos.filter((o) => 'none' in o)).toEqual([]);
    // The SUMMARY freezes every oligo (its anchors' 2 x 200 flank bases most): scaled to
    // REPORT_MAX_OLIGOS it must still fit in one item, with room to spare. JSON counts more bytes
    // than DynamoDB does (quotes, colons), so this errs on the safe side.
    const summary = (await reportItems(reportId)).find((item) => item.sk === 'SUMMARY');
    const bytes = Buffer.byteLength(JSON.stringify(summary));
    expect((bytes / primers.length) * REPORT_MAX_OLIGOS).toBeLessThan(ITEM_LIMIT_BYTES * 0.9);
  }, 600_000);

  it(`refuses a product of more than ${REPORT_MAX_OLIGOS} oligos, saying so`, async () => {
    Object.assign(process.env, stack().env);
    // Stored straight, as no screen lets a version grow this long; the count is checked before any oligo is read.
    const { createProduct } = await import('@oligowatch/functions/products/repository/products-repository');
    const oligoIds = Array.from({ length: REPORT_MAX_OLIGOS + 1 }, () => randomUUID());
    const product = await createProduct({
      _id: randomUUID(),
      name: `Too many ${randomUUID().slice(0, 8)}`,
      versions: [oligoIds],
      version_assays: [defaultAssays(oligoIds)],
      active_version_index: 0,
    });
    const res = await generate(product._id);
    expect(res).toEqual({
      status: 400,
      body: { message: reportsApiMessages.tooManyOligos(REPORT_MAX_OLIGOS) },
    });
  });
});
