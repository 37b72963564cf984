import { randomUUID } from 'node:crypto';
import type { Alignment } from '@oligowatch/science';
import {
  ANCHOR_SAMPLE_LIMIT,
  computeMismatchStats,
  createSampleAligner,
  DEFAULT_OUTCOME_RULES,
  MISMATCH_ENGINE_VERSION,
  oligoInputsOf,
  placementOf,
  planPlacement,
  toMismatchFields,
} from '@oligowatch/science';
import { DEFAULT_VERDICT_THRESHOLDS, REPORT_ALL_ROWS_LIMIT } from '@oligowatch/shared/constants';
import { commonApiMessages } from '@oligowatch/shared/messages/common';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { schedulesFrequencyMessages } from '@oligowatch/shared/messages/schedules';
import { productResponseSchema } from '@oligowatch/shared/schemas/product';
import {
  allReportsResponseSchema,
  generateReportResponseSchema,
  type Mismatch,
  type ReportDetail,
  recentReportsResponseSchema,
} from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { streamCladeSequences } from '../support/clade-sequences';
import {
  getReport,
  N1_PRODUCT,
  productIdByName,
  reportItems,
  SARS_COV_2_CLADE,
  seedDemoCatalogAndTargets,
  waitForReport,
} from '../support/reports';

/**
 * Reports end to end on the demo data of `npm start` (real published oligos, real SARS-CoV-2
 * genomes): generated through POST /v1/parasail and the report job, checked against the engine run
 * directly on the same samples.
 */

let token: string;
let n1: string;
/** A complete report of US CDC N1 on the SARS-CoV-2 clade, generated once for the file. */
let report: ReportDetail;

const generate = (body: Record<string, unknown>) => api('POST', '/v1/parasail', { token, body });

const generateN1 = async (title = `N1 ${randomUUID().slice(0, 8)}`) => {
  const res = await generate({
    report_title: title,
    clade_id: SARS_COV_2_CLADE,
    target_name: 'SARS-CoV-2 (Covid)',
    product: n1,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return generateReportResponseSchema.parse(res.body);
};

/** The clade's samples as the repository holds them (what the job reads). */
const cladeSamples = async () => {
  Object.assign(process.env, stack().env);
  const samples = [];
  for await (const sample of streamCladeSequences(SARS_COV_2_CLADE)) samples.push(sample);
  return samples;
};

const valid = () => ({
  report_title: 'T',
  clade_id: SARS_COV_2_CLADE,
  target_name: 'SARS-CoV-2 (Covid)',
  product: n1,
});

const byAccession = (a: Mismatch, b: Mismatch) =>
  a.oligoName.localeCompare(b.oligoName) || a.targetAccessionID.localeCompare(b.targetAccessionID);

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  n1 = await productIdByName(token, N1_PRODUCT);
  const { reportId } = await generateN1();
  report = await waitForReport(token, reportId);
}, 120_000);

describe('a generated report', () => {
  it('completes, with its provenance frozen from the product and the clade', async () => {
    const product = productResponseSchema.parse(
      (await api('GET', `/v1/products/${n1}`, { token })).body,
    ).product;
    const samples = await cladeSamples();
    expect(report).toMatchObject({
      status: 'complete',
      product_name: N1_PRODUCT,
      target_name: 'SARS-CoV-2 (Covid)',
    });
    expect(report.progress).toEqual({ done: samples.length, total: samples.length });
    expect(report.provenance).toMatchObject({
      product_id: n1,
      product_version: product.active_version_index + 1,
      clade_id: SARS_COV_2_CLADE,
      sample_count: samples.length,
      engine_version: expect.any(String),
    });
    // The catalogue's roles (issue 23): the engine's primer or probe, and the role as written.
    const oligo = (
      name: string,
      sequence: string,
      strand: boolean,
      role: 'forward' | 'reverse' | 'probe',
    ) => ({
      name,
      sequence,
      dna_strand_positive: strand,
      role: role === 'probe' ? 'probe' : 'primer',
      assay_role: role,
      role_inferred: false,
    });
    expect(report.provenance.oligos).toEqual([
      oligo('USCDC_N1_F', 'GACCCCAAAATCAGCGAAAT', true, 'forward'),
      oligo('USCDC_N1_P', 'ACCCCGCATTACGTTTGGTGGACC', true, 'probe'),
      oligo('USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG', false, 'reverse'),
    ]);
    expect(report.provenance.assays).toEqual([
      { name: 'N1', oligos: ['USCDC_N1_F', 'USCDC_N1_P', 'USCDC_N1_R'] },
    ]);
    // No thresholds asked for: the defaults (PCR_strainer's, docs/decisions/0015).
    expect(report.provenance.verdict_thresholds).toEqual(DEFAULT_VERDICT_THRESHOLDS);
  });

  it('freezes the role the catalogue holds when generated, not the one its name suggests', async () => {
    // A product of a probe saved as a forward primer: the report takes the stored role.
    const name = `N1_P as forward ${randomUUID().slice(0, 8)}`;
    const created = await api('POST', '/v1/oligos', {
      token,
      body: { name, sequence: 'ACCCCGCATTACGTTTGGTGGACC', dna_strand_positive: true, role: 'forward' },
    });
    const oligoId = (created.body as { data: { _id: string } }).data._id;
    const product = await api('POST', '/v1/products', {
      token,
      body: { name: `Roles ${randomUUID().slice(0, 8)}`, oligos: [oligoId] },
    });
    const productId = productResponseSchema.parse(product.body).product._id;
    const res = await generate({ ...valid(), product: productId });
    const queued = generateReportResponseSchema.parse(res.body);
    const frozen = await getReport(token, queued.reportId);
    expect(frozen.provenance.oligos).toEqual([
      expect.objectContaining({ name, role: 'primer', assay_role: 'forward', role_inferred: false }),
    ]);
    expect(frozen.provenance.assays).toEqual([{ name: 'Assay 1', oligos: [name] }]);
    await waitForReport(token, queued.reportId);
  });

  it('is planned from the clade: anchors learned on its first samples, and the outcome rules, in its provenance', async () => {
    const samples = await cladeSamples();
    const genomes = samples
      .slice(0, ANCHOR_SAMPLE_LIMIT)
      .map((sample) => ({ id: sample.accessionID, sequence: sample.sequence }));
    expect(report.provenance.engine_version).toBe(MISMATCH_ENGINE_VERSION);
    expect(report.provenance.outcome_rules).toEqual(DEFAULT_OUTCOME_RULES);
    expect(report.provenance.anchors).toEqual(planPlacement(report.provenance, genomes).anchors);
    // Every N1 oligo has its site in these genomes: each is anchored, none is 'none'.
    expect(report.provenance.anchors?.oligos.map((o) => ('start' in o ? o.name : `${o.name}: none`))).toEqual(
      ['USCDC_N1_F', 'USCDC_N1_P', 'USCDC_N1_R'],
    );
  });

  it('equals the engine run directly on the same samples with its stored anchors: rows, outcomes and statistics, both strands', async () => {
    const samples = await cladeSamples();
    const oligos = oligoInputsOf(report.provenance);
    expect(oligos.map((o) => o.strandPositive)).toContain(false);
    const aligner = createSampleAligner(oligos, placementOf(report.provenance));
    const bySample = samples.map((sample) => aligner.alignSample(sample.sequence));
    const expectedRows: Mismatch[] = [];
    const entries = aligner.oligos.map((oligo, o) => {
      const alignments = bySample.map((alignments) => alignments[o] as Alignment);
      alignments.forEach((alignment, i) => {
        const sample = samples[i];
        // A row for each scored pair whose site shows a real mismatch or an undetermined base.
        if (!sample || alignment.outcome !== 'scored') return;
        if (alignment.mismatchCount === 0 && alignment.undeterminedCount === 0) return;
        expectedRows.push({
          oligoName: oligo.name,
          ...toMismatchFields(alignment, oligo),
          targetLocation: sample.geo_loc_name,
          targetCollectionDate: sample.collection_date,
          targetAccessionID: sample.accessionID,
        });
      });
      return { oligo, alignments };
    });
    expect(report.mismatchStats).toEqual(computeMismatchStats(entries));
    expect(expectedRows.length).toBeGreaterThan(0);
    expect(expectedRows.length).toBeLessThanOrEqual(REPORT_ALL_ROWS_LIMIT);
    expect(report.allRowsIncluded).toBe(true);
    expect([...report.mismatches].sort(byAccession)).toEqual(expectedRows.sort(byAccession));
    for (const oligo of oligos)
      expect(report.mismatchRowCounts[oligo.name]).toBe(
        expectedRows.filter((r) => r.oligoName === oligo.name).length,
      );
    // Every row says whether its oligo line is the reverse complement: the minus-strand primer's is.
    expect(new Set(report.mismatches.map((r) => `${r.oligoName} ${r.reverseComplement}`))).toEqual(
      new Set(expectedRows.map((r) => `${r.oligoName} ${r.oligoName === 'USCDC_N1_R'}`)),
    );
    // Outcomes: the insights list the samples the engine did not score, with their reasons.
    for (const [o, oligo] of oligos.entries()) {
      const left = (outcome: Alignment['outcome']) =>
        samples.filter((_, i) => bySample[i]?.[o]?.outcome === outcome).map((s) => s.accessionID);
      const insight = report.insights?.oligos[o];
      expect(insight?.not_assessable?.accessions, oligo.name).toEqual(left('not_assessable'));
      expect(insight?.not_covered?.accessions, oligo.name).toEqual(left('not_covered'));
      expect(report.mismatchStats[oligo.name]?.samples, oligo.name).toBe(left('scored').length);
    }
  });

  it("has mismatch_total = the sum of the oligos' totals", () => {
    const sum = Object.values(report.mismatchStats).reduce((total, stats) => total + stats.total, 0);
    expect(sum).toBeGreaterThan(0);
    expect(report.mismatch_total).toBe(sum);
  });

  it('is listed in all reports and in recent reports with its status and progress', async () => {
    const all = allReportsResponseSchema.parse((await api('GET', '/v1/report/all', { token })).body).reports;
    const listed = all.find((r) => r._id === report._id);
    expect(listed).toEqual({
      _id: report._id,
      report_title: report.report_title,
      creation_date: report.creation_date,
      target_name: report.target_name,
      product_name: report.product_name,
      mismatch_total: report.mismatch_total,
      status: 'complete',
      progress: report.progress,
    });
    const dates = all.map((r) => r.creation_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const recent = recentReportsResponseSchema.parse((await api('GET', '/v1/report/recent', { token })).body);
    expect(recent.recent_reports.map((r) => r._id)).toContain(report._id);
    expect(recent.recent_reports.every((r) => r.status === 'complete')).toBe(true);
  });
});

describe('verdict thresholds per report (issue 23)', () => {
  const strict = {
    ...DEFAULT_VERDICT_THRESHOLDS,
    action_variant_percent: 10,
    caution_oligo_percent: 5,
    action_inclusivity_percent: 90,
    caution_inclusivity_percent: 99,
    inclusive_max_mismatches: 0,
  };

  it('freezes the thresholds sent into the report, and its verdicts are reached with them', async () => {
    const res = await generate({ ...valid(), verdict_thresholds: strict });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const done = await waitForReport(token, generateReportResponseSchema.parse(res.body).reportId);
    expect(done.provenance.verdict_thresholds).toEqual(strict);
    expect(done.insights?.thresholds).toEqual(strict);
  });

  it.each([
    [
      'a percent over 100',
      { ...DEFAULT_VERDICT_THRESHOLDS, action_inclusivity_percent: 150 },
      reportsApiMessages.thresholdInvalid('action_inclusivity_percent', 0, 100, false),
    ],
    [
      'a threshold left out',
      { ...DEFAULT_VERDICT_THRESHOLDS, three_prime_bases: undefined },
      reportsApiMessages.thresholdInvalid('three_prime_bases', 1, null, true),
    ],
    ['something else than thresholds', 'strict', reportsApiMessages.thresholdsInvalid],
  ])(
    'refuses %s with 400, naming the threshold, and stores no report',
    async (_, verdict_thresholds, message) => {
      const before = allReportsResponseSchema.parse(
        (await api('GET', '/v1/report/all', { token })).body,
      ).reports;
      expect(await generate({ ...valid(), verdict_thresholds })).toEqual({ status: 400, body: { message } });
      const after = allReportsResponseSchema.parse(
        (await api('GET', '/v1/report/all', { token })).body,
      ).reports;
      expect(after).toHaveLength(before.length);
    },
  );
});

describe('POST /v1/parasail refuses, each with its message', () => {
  it.each([
    ['a blank title', { report_title: '   ' }, 400, reportsApiMessages.titleRequired],
    ['a missing title', { report_title: undefined }, 400, reportsApiMessages.titleRequired],
    ['an unknown product', { product: randomUUID() }, 404, reportsApiMessages.productNotFound],
    ['an over-long product id', { product: 'p'.repeat(5000) }, 400, reportsApiMessages.productNotFound],
    ['a clade with no samples', { clade_id: 'no-such-clade' }, 400, reportsApiMessages.cladeHasNoSamples],
  ])('%s', async (_name, change, status, message) => {
    const before = allReportsResponseSchema.parse(
      (await api('GET', '/v1/report/all', { token })).body,
    ).reports;
    const res = await generate({ ...valid(), ...change });
    expect(res).toEqual({ status, body: { message } });
    const after = allReportsResponseSchema.parse(
      (await api('GET', '/v1/report/all', { token })).body,
    ).reports;
    expect(after).toHaveLength(before.length);
  });

  it('a frequency that is not a valid schedule (report-schedules.test.ts schedules valid ones)', async () => {
    for (const frequency of [{ time_steps: '', units: 'd' }, 'weekly']) {
      const before = allReportsResponseSchema.parse(
        (await api('GET', '/v1/report/all', { token })).body,
      ).reports;
      expect(await generate({ ...valid(), frequency })).toEqual({
        status: 400,
        body: { message: schedulesFrequencyMessages.timeStepsRequired },
      });
      const after = allReportsResponseSchema.parse(
        (await api('GET', '/v1/report/all', { token })).body,
      ).reports;
      expect(after).toHaveLength(before.length);
    }
  });

  it('a product whose active version has no oligos', async () => {
    // Written through the repository: the product screens no longer make such a product, but
    // products stored before that rule may be one.
    Object.assign(process.env, stack().env);
    const { createProduct } = await import('@oligowatch/functions/products/repository/products-repository');
    const empty = await createProduct({
      _id: randomUUID(),
      name: `Empty ${randomUUID().slice(0, 8)}`,
      versions: [[]],
      version_assays: [[]],
      active_version_index: 0,
    });
    const res = await generate({ ...valid(), product: empty._id });
    expect(res).toEqual({ status: 400, body: { message: reportsApiMessages.productHasNoOligos } });
  });
});

describe('GET /v1/report/{id}', () => {
  it('answers 404 with a clear message for an unknown id, and 400 for an over-long one', async () => {
    const unknown = await api('GET', `/v1/report/${randomUUID()}`, { token });
    expect(unknown).toEqual({ status: 404, body: { message: reportsApiMessages.reportNotFound } });
    // Every path parameter is bounded in makeHandler, before any lookup.
    const overLong = await api('GET', `/v1/report/${'x'.repeat(3000)}`, { token });
    expect(overLong).toEqual({ status: 400, body: { message: commonApiMessages.valueTooLong('id') } });
  });
});

describe('PUT /v1/report/{id}', () => {
  it('changes the title only: every other field of the payload is ignored', async () => {
    const { reportId } = await generateN1('Before rename');
    const before = await waitForReport(token, reportId);
    const res = await api('PUT', `/v1/report/${reportId}`, {
      token,
      body: {
        ...before,
        report_title: '  Renamed report  ',
        mismatch_total: 999_999,
        target_name: 'Other',
        mismatches: [],
      },
    });
    expect(res).toEqual({ status: 200, body: { message: reportsApiMessages.reportTitleUpdated } });
    expect(await getReport(token, reportId)).toEqual({ ...before, report_title: 'Renamed report' });
  });

  it('refuses a blank title, and an unknown report', async () => {
    expect(await api('PUT', `/v1/report/${report._id}`, { token, body: { report_title: ' ' } })).toEqual({
      status: 400,
      body: { message: reportsApiMessages.titleRequired },
    });
    expect(await api('PUT', `/v1/report/${randomUUID()}`, { token, body: { report_title: 'x' } })).toEqual({
      status: 404,
      body: { message: reportsApiMessages.reportNotFound },
    });
  });
});

describe('DELETE /v1/report/{id}', () => {
  it('removes every item of the report', async () => {
    const { reportId } = await generateN1('To delete');
    await waitForReport(token, reportId);
    expect((await reportItems(reportId)).length).toBeGreaterThan(3);
    const res = await api('DELETE', `/v1/report/${reportId}`, { token });
    expect(res).toEqual({ status: 200, body: { message: reportsApiMessages.reportDeleted } });
    expect(await reportItems(reportId)).toEqual([]);
    expect((await api('GET', `/v1/report/${reportId}`, { token })).status).toBe(404);
    expect(await api('DELETE', `/v1/report/${reportId}`, { token })).toEqual({
      status: 404,
      body: { message: reportsApiMessages.reportNotFound },
    });
  });
});

describe('POST /v1/report', () => {
  const complete = () => ({
    _id: 'ignored',
    creation_date: '1999-01-01T00:00:00.000Z',
    report_title: 'Stored whole',
    target_name: report.target_name,
    product_name: report.product_name,
    mismatch_total: report.mismatch_total,
    mismatches: report.mismatches,
    mismatchStats: report.mismatchStats,
    provenance: report.provenance,
  });

  it('stores a complete report, with an id and creation date of its own', async () => {
    const res = await api<{ message: string; reportId: string }>('POST', '/v1/report', {
      token,
      body: complete(),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(reportsApiMessages.reportSaved);
    expect(res.body.reportId).not.toBe('ignored');
    const stored = await getReport(token, res.body.reportId);
    expect(stored.creation_date > '2020').toBe(true);
    expect(stored).toMatchObject({
      status: 'complete',
      report_title: 'Stored whole',
      mismatch_total: report.mismatch_total,
      mismatchStats: report.mismatchStats,
      mismatchRowCounts: report.mismatchRowCounts,
      provenance: report.provenance,
    });
    expect([...stored.mismatches].sort(byAccession)).toEqual([...report.mismatches].sort(byAccession));
  });

  it("refuses a mismatch_total that is not the sum of the oligos' totals", async () => {
    const body = { ...complete(), mismatch_total: report.mismatch_total + 1 };
    expect(await api('POST', '/v1/report', { token, body })).toEqual({
      status: 400,
      body: { message: reportsApiMessages.statsTotalMismatch },
    });
  });

  it('refuses a row of an oligo the report does not have', async () => {
    const body = {
      ...complete(),
      mismatches: [{ ...(report.mismatches[0] as Mismatch), oligoName: 'nope' }],
    };
    expect(await api('POST', '/v1/report', { token, body })).toEqual({
      status: 400,
      body: { message: reportsApiMessages.rowOligoUnknown('nope') },
    });
  });

  it('refuses a report without its provenance', async () => {
    const { provenance: _p, ...body } = complete();
    expect((await api('POST', '/v1/report', { token, body })).status).toBe(400);
  });
});
