import { randomUUID } from 'node:crypto';
import { productResponseSchema } from '@oligowatch/shared/schemas/product';
import { generateReportResponseSchema, type ReportDetail } from '@oligowatch/shared/schemas/report';
import {
  type CladeStrandCheck,
  oligoStrandChecksResponseSchema,
} from '@oligowatch/shared/schemas/strand-check';
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
 * Issue 23 from the oligo's side: each report's run tries its oligos in the other orientation on the
 * clade's first genomes, and keeps every oligo's check, reversed or fine, as that oligo's latest
 * check on the clade (GET /v1/oligos/{id}/strand-checks), which the oligo's view warns from.
 */

let token: string;

/** The demo SARS-CoV-2 genomes (17) filed under a clade of this file's own: others add to the demo clade. */
const fileSarsCoV2Clade = async (label: string): Promise<string> => {
  const cladeID = `strand-${label}-${randomUUID().slice(0, 6)}`;
  await fileUnderClade(
    [SARS_COV_2_CLADE],
    cladeID,
    'Severe acute respiratory syndrome coronavirus 2',
    `SARS-CoV-2 strand ${label}`,
  );
  return cladeID;
};

const generate = async (cladeID: string, targetName: string, productId: string): Promise<ReportDetail> => {
  const res = await api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: `strand checks ${randomUUID().slice(0, 8)}`,
      clade_id: cladeID,
      target_name: targetName,
      product: productId,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForReport(token, generateReportResponseSchema.parse(res.body).reportId);
};

const strandChecksOf = async (oligoId: string): Promise<CladeStrandCheck[]> => {
  const res = await api('GET', `/v1/oligos/${oligoId}/strand-checks`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return oligoStrandChecksResponseSchema.parse(res.body).data.strand_checks;
};

describe("an oligo's strand checks, on the clades reports checked it on", () => {
  const TARGET_A = 'SARS-CoV-2 strand A';
  const TARGET_B = 'SARS-CoV-2 strand B';
  let cladeA: string;
  let cladeB: string;
  let forwardId: string;
  let probeId: string;
  let wrongId: string;
  let productId: string;
  let first: ReportDetail;

  beforeAll(async () => {
    await seedDemoCatalogAndTargets();
    token = await signIn(stack().admin.email, stack().admin.password);
    [cladeA, cladeB] = [await fileSarsCoV2Clade('A'), await fileSarsCoV2Clade('B')];
    const n1 = productResponseSchema.parse(
      (await api('GET', `/v1/products/${await productIdByName(token, N1_PRODUCT)}`, { token })).body,
    ).product;
    [forwardId = '', probeId = ''] = n1.versions[n1.active_version_index] ?? [];
    wrongId = (await saveN1ReverseOnPlus(token))._id;
    const made = await api('POST', '/v1/products', {
      token,
      body: { name: `N1 strand checks ${randomUUID().slice(0, 8)}`, oligos: [forwardId, probeId, wrongId] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    productId = productResponseSchema.parse(made.body).product._id;
    first = await generate(cladeA, TARGET_A, productId);
  }, 180_000);

  it('warns for the clade on the oligo saved on the wrong strand, with the report it was checked in', async () => {
    expect(first.status).toBe('complete');
    const checks = await strandChecksOf(wrongId);
    expect(checks).toEqual([
      {
        clade_id: cladeA,
        target_name: TARGET_A,
        looks_reversed: true,
        favouring_other: expect.any(Number),
        checked: expect.any(Number),
        report_id: first._id,
        report_date: first.creation_date,
        report_title: first.report_title,
      },
    ]);
    // The very check the report shows beside the oligo.
    const [reversed] = first.provenance.strand_checks ?? [];
    expect(reversed?.looks_reversed).toBe(true);
    expect([checks[0]?.favouring_other, checks[0]?.checked]).toEqual([
      reversed?.favouring_other,
      reversed?.checked,
    ]);
    expect((checks[0]?.favouring_other ?? 0) * 2).toBeGreaterThan(first.progress.done);
  });

  it('keeps a check that is not reversed for each correctly saved oligo of the report', async () => {
    for (const id of [forwardId, probeId]) {
      const checks = await strandChecksOf(id);
      const onA = checks.filter((c) => c.clade_id === cladeA);
      expect(onA, id).toEqual([
        expect.objectContaining({ target_name: TARGET_A, looks_reversed: false, report_id: first._id }),
      ]);
      // Checked on the clade's genomes, and bound better as saved in them.
      expect(onA[0]?.checked, id).toBeGreaterThan(0);
      expect(onA[0]?.favouring_other, id).toBe(0);
    }
  });

  it('keeps the latest check per clade: a later report on the clade replaces it, one on another clade adds one', async () => {
    const second = await generate(cladeA, TARGET_A, productId);
    const other = await generate(cladeB, TARGET_B, productId);
    const checks = await strandChecksOf(wrongId);
    // Reversed ones first, then by clade name.
    expect(checks.map((c) => [c.clade_id, c.target_name, c.looks_reversed, c.report_id])).toEqual([
      [cladeA, TARGET_A, true, second._id],
      [cladeB, TARGET_B, true, other._id],
    ]);

    // A deleted report's check still stands (until the next check on its clade), without a title.
    expect((await api('DELETE', `/v1/report/${other._id}`, { token })).status).toBe(200);
    const after = await strandChecksOf(wrongId);
    expect(after.find((c) => c.clade_id === cladeB)).toMatchObject({
      looks_reversed: true,
      report_id: other._id,
      report_title: null,
    });
  }, 180_000);

  it('answers 404 for an oligo that does not exist, and 401 without a token', async () => {
    expect((await api('GET', `/v1/oligos/${randomUUID()}/strand-checks`, { token })).status).toBe(404);
    expect((await api('GET', `/v1/oligos/${wrongId}/strand-checks`)).status).toBe(401);
  });
});
