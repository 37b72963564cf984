import { randomUUID } from 'node:crypto';
import { productResponseSchema } from '@oligowatch/shared/schemas/product';
import { generateReportResponseSchema, type ReportDetail } from '@oligowatch/shared/schemas/report';
import { oligoStrandChecksResponseSchema } from '@oligowatch/shared/schemas/strand-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import {
  fileUnderClade,
  N1_PRODUCT,
  productIdByName,
  SARS_COV_2_CLADE,
  saveN1ReverseOnPlus,
  seedDemoCatalogAndTargets,
  waitForReport,
} from '../support/reports';

/**
 * Issue 34, item 3 (docs/decisions/0029-feature-owned-tables.md): the strand check is cached per
 * product version and clade. A run reuses the version's last check on the clade when it was made
 * from the same oligos and genomes, and checks again once the clade's genomes change; each report
 * still files every oligo's check under its own id, found without the catalogue.
 */

const RSV_A_CLADE = '208893';
let token: string;
let cladeID: string;
let productId: string;
let wrongId: string;

const generate = async (): Promise<ReportDetail> => {
  const res = await api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: `strand cache ${randomUUID().slice(0, 8)}`,
      clade_id: cladeID,
      target_name: 'SARS-CoV-2 strand cache',
      product: productId,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForReport(token, generateReportResponseSchema.parse(res.body).reportId);
};

interface CachedCheck {
  digest: string;
  checks: { name: string; looks_reversed: boolean; favouring_other: number; checked: number }[];
}

/** The cache item of the product's version 1 on the clade, read as the plan reads it. */
const cacheItem = async (): Promise<{ oligo_ids: Record<string, string>; check: CachedCheck }> => {
  Object.assign(process.env, stack().env);
  const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const out = await getDocumentClient().send(
    new GetCommand({
      TableName: stack().env.REPORTS_TABLE,
      Key: { pk: `STRANDCACHE#${productId}#1`, sk: `CLADE#${cladeID}` },
      ConsistentRead: true,
    }),
  );
  if (!out.Item) throw new Error('no strand check cached for the version and clade');
  return out.Item as { oligo_ids: Record<string, string>; check: CachedCheck };
};

describe('the strand check, cached per product version and clade', () => {
  let first: ReportDetail;

  beforeAll(async () => {
    await seedDemoCatalogAndTargets();
    token = await signIn(stack().admin.email, stack().admin.password);
    cladeID = `strand-cache-${randomUUID().slice(0, 6)}`;
    await fileUnderClade(
      [SARS_COV_2_CLADE],
      cladeID,
      'Severe acute respiratory syndrome coronavirus 2',
      'SARS-CoV-2 strand cache',
    );
    const n1 = productResponseSchema.parse(
      (await api('GET', `/v1/products/${await productIdByName(token, N1_PRODUCT)}`, { token })).body,
    ).product;
    const [forwardId = '', probeId = ''] = n1.versions[n1.active_version_index] ?? [];
    wrongId = (await saveN1ReverseOnPlus(token))._id;
    const made = await api('POST', '/v1/products', {
      token,
      body: { name: `N1 strand cache ${randomUUID().slice(0, 8)}`, oligos: [forwardId, probeId, wrongId] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    productId = productResponseSchema.parse(made.body).product._id;
    first = await generate();
  }, 180_000);

  it("keeps the version's oligo ids and the check the first run made", async () => {
    expect(first.status).toBe('complete');
    const item = await cacheItem();
    expect(Object.values(item.oligo_ids)).toContain(wrongId);
    const { checks } = item.check;
    expect(checks).toHaveLength(3);
    expect(checks.filter((c) => c.looks_reversed)).toEqual(first.provenance.strand_checks);
  });

  it('a later run on the same genomes reuses the cached check, and files it under the report', async () => {
    // Marked, with the digest left as it is: a run that reuses the check shows the mark.
    Object.assign(process.env, stack().env);
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { check } = await cacheItem();
    const marked = check.checks.map((c) => (c.looks_reversed ? { ...c, checked: c.checked + 1000 } : c));
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: stack().env.REPORTS_TABLE,
        Key: { pk: `STRANDCACHE#${productId}#1`, sk: `CLADE#${cladeID}` },
        UpdateExpression: 'SET #check.checks = :checks',
        ExpressionAttributeNames: { '#check': 'check' },
        ExpressionAttributeValues: { ':checks': marked },
      }),
    );
    const second = await generate();
    const [reversed] = second.provenance.strand_checks ?? [];
    expect(reversed?.checked).toBe(((first.provenance.strand_checks ?? [])[0]?.checked ?? 0) + 1000);
    const res = await api('GET', `/v1/oligos/${wrongId}/strand-checks`, { token });
    const [latest] = oligoStrandChecksResponseSchema.parse(res.body).data.strand_checks;
    expect(latest).toMatchObject({ clade_id: cladeID, report_id: second._id, checked: reversed?.checked });
  }, 180_000);

  it('a run after the clade gained genomes checks again', async () => {
    await fileUnderClade(
      [RSV_A_CLADE],
      cladeID,
      'Severe acute respiratory syndrome coronavirus 2',
      'SARS-CoV-2 strand cache',
    );
    const third = await generate();
    expect(third.status).toBe('complete');
    const [reversed] = third.provenance.strand_checks ?? [];
    expect(reversed?.checked).toBeLessThan(1000);
    const { check } = await cacheItem();
    expect(check.checks.every((c) => c.checked < 1000)).toBe(true);
  }, 180_000);
});
