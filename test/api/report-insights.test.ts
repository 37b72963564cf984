import { randomUUID } from 'node:crypto';
import { DEFAULT_VERDICT_THRESHOLDS, INSIGHT_TOP_VARIANTS } from '@oligowatch/shared/constants';
import { generateReportResponseSchema, type ReportDetail } from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
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
 * Report insights (issue 14) end to end: a report generated through POST /v1/parasail and its job
 * on the demo data (US CDC N1 on real SARS-CoV-2 genomes) carries verdicts, variants and trends
 * that agree with its own rows and statistics; every variant is stored; a delete removes them.
 */

let token: string;
let report: ReportDetail;

const generateN1 = async (title: string): Promise<string> => {
  const res = await api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: title,
      clade_id: SARS_COV_2_CLADE,
      target_name: 'SARS-CoV-2 (Covid)',
      product: await productIdByName(token, N1_PRODUCT),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return generateReportResponseSchema.parse(res.body).reportId;
};

const modules = async () => {
  Object.assign(process.env, stack().env);
  return import('@oligowatch/functions/reports/repository/report-insights');
};

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  report = await waitForReport(token, await generateN1(`Insights ${randomUUID().slice(0, 8)}`));
}, 120_000);

describe('a generated report', () => {
  it('is complete and freezes each oligo role and the verdict settings into its provenance', () => {
    expect(report.status).toBe('complete');
    expect(report.provenance.verdict_thresholds).toEqual(DEFAULT_VERDICT_THRESHOLDS);
    expect(report.provenance.oligos.map((o) => [o.name, o.role])).toEqual([
      ['USCDC_N1_F', 'primer'],
      ['USCDC_N1_P', 'probe'],
      ['USCDC_N1_R', 'primer'],
    ]);
    expect(report.insights?.thresholds).toEqual(DEFAULT_VERDICT_THRESHOLDS);
  });

  it('has insights whose counts agree with its rows and statistics', () => {
    const insights = report.insights;
    if (!insights) throw new Error('no insights');
    const samples = report.progress.done;
    expect(samples).toBeGreaterThan(5);
    expect(insights.product.samples + insights.product.undetermined_samples).toBe(samples);
    expect(insights.oligos.map((o) => o.name)).toEqual(report.provenance.oligos.map((o) => o.name));
    for (const oligo of insights.oligos) {
      const rows = report.mismatches.filter((row) => row.oligoName === oligo.name);
      const stats = report.mismatchStats[oligo.name];
      // Every sample is scored, not assessable or not covered for each oligo; the statistics and
      // the insights agree on each count.
      const notAssessable = oligo.not_assessable?.count ?? -1;
      const notCovered = oligo.not_covered?.count ?? -1;
      expect(oligo.samples + notAssessable + notCovered, oligo.name).toBe(samples);
      expect(oligo.undetermined_samples, oligo.name).toBe(notAssessable);
      expect([stats?.samples, stats?.not_assessable, stats?.not_covered], oligo.name).toEqual([
        oligo.samples,
        notAssessable,
        notCovered,
      ]);
      // A sample with a real mismatch has a row (real mismatches only); a row with undetermined
      // calls alone has 0 of them.
      const realRows = rows.filter((row) => row.mismatchCount > 0);
      expect(realRows.every((row) => /[^|?]/.test(row.mismatchLines))).toBe(true);
      expect(oligo.samples_with_mismatch, oligo.name).toBe(realRows.length);
      expect(oligo.undetermined_by_index).toHaveLength(stats?.byIndex.length ?? -1);
      // The grid's undetermined calls are the insights' (both over the scored samples).
      expect(oligo.undetermined_by_index, oligo.name).toEqual(stats?.byIndex.map((s) => s.undetermined));
      // Variants: every sample in one, the exact site first among them, counts sorted.
      const shown = oligo.variants.reduce((sum, v) => sum + v.samples, 0);
      expect(shown).toBeLessThanOrEqual(oligo.samples);
      expect(oligo.variants.length).toBe(Math.min(oligo.variant_count, INSIGHT_TOP_VARIANTS));
      expect(oligo.variants.map((v) => v.samples)).toEqual(
        [...oligo.variants.map((v) => v.samples)].sort((a, b) => b - a),
      );
      const months = oligo.by_month.reduce((sum, p) => sum + p.samples, 0);
      expect(months).toBeLessThanOrEqual(oligo.samples);
      expect(oligo.by_country.reduce((sum, p) => sum + p.samples, 0)).toBeLessThanOrEqual(oligo.samples);
      expect(oligo.verdict.reasons.length).toBeGreaterThan(0);
    }
    expect(insights.product.verdict.reasons.length).toBeGreaterThan(0);
    // The demo clade's real genomes: N1's forward primer and probe each have one variant with a
    // single mismatch away from the 3' end, in 3 and 4 of 17 samples; every sample still binds.
    // The probe's is C28311T, which costs it 5.7 °C: ACTION by the probe's Tm rule (issue 24).
    expect(insights.oligos.map((o) => [o.name, o.verdict.level, o.samples_with_mismatch])).toEqual([
      ['USCDC_N1_F', 'CAUTION', 3],
      ['USCDC_N1_P', 'ACTION', 4],
      ['USCDC_N1_R', 'PASS', 0],
    ]);
    // 4 of the clade's samples (17 demo genomes, and any other API file adds to the shared clade).
    const share = Number(((4 / (insights.oligos[1]?.samples ?? 0)) * 100).toFixed(1));
    expect(insights.oligos[1]?.verdict.reasons).toEqual([
      `A probe variant carried by ${share}% of samples (ACTCCGCATTACGTTTGGTGGACC) lowers the probe's Tm by 5.7 °C (5 °C or more is ACTION).`,
      `${share}% of samples have a mismatch (15% or more is CAUTION).`,
    ]);
    expect(insights.product).toMatchObject({
      verdict: {
        level: 'ACTION',
        reasons: ['Inclusivity is 100% (90% or more).', 'USCDC_N1_F: CAUTION.', 'USCDC_N1_P: ACTION.'],
      },
      inclusivity_percent: 100,
      included_samples: samples,
    });
  });

  it('stores every variant, and the summary shows the most frequent of them', async () => {
    const { readAllReportVariants } = await modules();
    const all = await readAllReportVariants(report._id);
    expect(all.map((o) => o.oligo_name)).toEqual(report.provenance.oligos.map((o) => o.name));
    for (const [i, oligo] of all.entries()) {
      const insight = report.insights?.oligos[i];
      expect(oligo.variants).toHaveLength(insight?.variant_count ?? -1);
      expect(oligo.variants.slice(0, INSIGHT_TOP_VARIANTS)).toEqual(insight?.variants);
      // Every scored sample carries one variant; the others carry none.
      expect(oligo.variants.reduce((sum, v) => sum + v.samples, 0)).toBe(insight?.samples);
      // Each fully determined row's site is a variant (a variant is shown by its clearest carrier)
      // carrying at least as many samples as rows show it.
      const rows = report.mismatches.filter((row) => row.oligoName === oligo.oligo_name);
      for (const row of rows) {
        if (row.undeterminedCount !== 0) continue;
        const carriers = rows.filter((r) => r.targetSequence === row.targetSequence).length;
        const variant = oligo.variants.find((v) => v.binding_site === row.targetSequence);
        expect(variant?.samples, row.targetSequence).toBeGreaterThanOrEqual(carriers);
        expect(variant?.accessions.length).toBeGreaterThan(0);
      }
    }
  });

  it('loses its insights items with the report when deleted', async () => {
    const id = await generateN1('Insights to delete');
    await waitForReport(token, id);
    const keys = (await reportItems(id)).map((item) => String(item.sk));
    expect(keys.some((sk) => sk.startsWith('INSIGHTS#'))).toBe(true);
    expect(keys.some((sk) => sk.startsWith('VARIANTS#'))).toBe(true);
    expect((await api('DELETE', `/v1/report/${id}`, { token })).status).toBe(200);
    expect(await reportItems(id)).toEqual([]);
    const { readReportInsights, readAllReportVariants } = await modules();
    expect(await readReportInsights(id)).toBeUndefined();
    expect(await readAllReportVariants(id)).toEqual([]);
  });
});

describe('a report POSTed whole to /v1/report', () => {
  it('has no insights', async () => {
    const res = await api<{ reportId: string }>('POST', '/v1/report', {
      token,
      body: {
        report_title: 'Stored whole, no insights',
        target_name: report.target_name,
        product_name: report.product_name,
        mismatch_total: report.mismatch_total,
        mismatches: report.mismatches,
        mismatchStats: report.mismatchStats,
        provenance: report.provenance,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await getReport(token, res.body.reportId);
    expect(stored.status).toBe('complete');
    expect(stored.insights).toBeUndefined();
  });
});
