import { randomUUID } from 'node:crypto';
import type { FastaRecord } from '@oligowatch/science';
import { readH1n1pdmMp, readH3n2Segment, readInfluenzaBHa } from '@oligowatch/science/testing';
import { DEFAULT_VERDICT_THRESHOLDS, LEFT_OUT_ACCESSIONS_KEPT } from '@oligowatch/shared/constants';
import type { AssayInsight } from '@oligowatch/shared/schemas/insights';
import { productListResponseSchema, productResponseSchema } from '@oligowatch/shared/schemas/product';
import { generateReportResponseSchema, type ReportDetail } from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import {
  SARS_COV_2_CLADE,
  saveN1ReverseOnPlus,
  seedDemoCatalogAndTargets,
  waitForReport,
} from '../support/reports';

/**
 * Issue 23 through the API on real genomes: a report judges a product by its assays. Inside an
 * assay oligos of one role are alternatives; a sample is detected when a forward and a reverse
 * primer bind (and a probe, if the assay has any) in order, facing each other; the product detects
 * it when any assay holding its sites does.
 */

let token: string;

const productByName = async (name: string) => {
  const res = await api('GET', '/v1/products', { token });
  const product = productListResponseSchema.parse(res.body).products.find((p) => p.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product;
};

const generate = async (
  cladeID: string,
  targetName: string,
  productId: string,
  verdictThresholds?: Record<string, number>,
): Promise<ReportDetail> => {
  const res = await api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: `assays ${randomUUID().slice(0, 8)}`,
      clade_id: cladeID,
      target_name: targetName,
      product: productId,
      ...(verdictThresholds ? { verdict_thresholds: verdictThresholds } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForReport(token, generateReportResponseSchema.parse(res.body).reportId);
};

/** Files real records under a new clade, keyed by their strain names (the data gives no accession). */
const fileClade = async (
  label: string,
  groups: readonly { records: FastaRecord[]; taxonomicID: number; commonName: string }[],
): Promise<string> => {
  Object.assign(process.env, stack().env);
  const { upsertSamples } = await import('@oligowatch/functions/targets/repository/sample-upserts');
  const cladeID = `${label}-${randomUUID().slice(0, 6)}`;
  const outcomes = await upsertSamples(
    groups.flatMap(({ records, taxonomicID, commonName }) =>
      records.map((record) => {
        const sequence = record.sequence.toUpperCase();
        return {
          sample: {
            accessionID: record.id,
            has_accession: false,
            collection_date: '',
            host: '',
            strain: record.id,
            geo_loc_name: '',
            sequence_length: sequence.length,
            genomic_sequence: sequence,
            taxonomicID,
            source: 'Fixture' as const,
          },
          cladeID,
          commonName,
          cladeName: label,
        };
      }),
    ),
  );
  expect(outcomes.filter((o) => o.outcome === 'conflict')).toEqual([]);
  return cladeID;
};

const assayOf = (report: ReportDetail, name: string): AssayInsight | undefined =>
  report.insights?.assays?.find((assay) => assay.name === name);

beforeAll(async () => {
  await seedDemoCatalogAndTargets();
  token = await signIn(stack().admin.email, stack().admin.password);
}, 120_000);

describe('FHI Influenza A M (triplex) on the 96 MP records of H3N2 and H1N1pdm', () => {
  const h3n2 = readH3n2Segment('mp');
  const h1n1 = readH1n1pdmMp();
  let report: ReportDetail;

  beforeAll(async () => {
    const cladeID = await fileClade('Influenza A MP', [
      { records: h3n2, taxonomicID: 119210, commonName: 'Influenza A virus (H3N2)' },
      { records: h1n1, taxonomicID: 114727, commonName: 'Influenza A virus (H1N1)' },
    ]);
    const product = await productByName('FHI Influenza A M (triplex)');
    report = await generate(cladeID, 'Influenza A MP', product._id);
  }, 120_000);

  it('detects all 96 with F1|F2 and R1|R2 as alternatives, though no primer binds them all', () => {
    expect(h3n2.length + h1n1.length).toBe(96);
    expect(report.status).toBe('complete');
    expect(report.provenance.assays).toEqual([
      {
        name: 'InfA M',
        oligos: [
          'triplex_INFA_F1_M',
          'triplex_INFA_F2_M',
          'triplex_INFA_R1_M',
          'triplex_INFA_R2_M',
          'triplex_INFA_Probe_M',
        ],
      },
    ]);
    expect(report.insights?.assays).toEqual([
      {
        name: 'InfA M',
        oligos: report.provenance.assays?.[0]?.oligos,
        verdict: { level: 'PASS', reasons: ['Inclusivity is 100% (90% or more).'] },
        samples_assessed: 96,
        detected_samples: 96,
        inclusivity_percent: 100,
        not_assessed: { site_missing: 0, undetermined: 0 },
        not_detected_count: 0,
        not_detected: [],
        not_detected_by_role: {},
      },
    ]);
    expect(report.insights?.product).toMatchObject({
      samples: 96,
      included_samples: 96,
      inclusivity_percent: 100,
    });
    // Each alternative misses about half (one subtype): the rule of every oligo binding would give 48 of 96.
    const withMismatch = (name: string) =>
      report.insights?.oligos.find((o) => o.name === name)?.samples_with_mismatch;
    expect([withMismatch('triplex_INFA_F1_M'), withMismatch('triplex_INFA_F2_M')]).toEqual([50, 48]);
    expect([withMismatch('triplex_INFA_R1_M'), withMismatch('triplex_INFA_R2_M')]).toEqual([47, 49]);
  });
});

describe('FHI Influenza B HA lineage: a Victoria probe and a Yamagata probe as alternatives', () => {
  const victoria = readInfluenzaBHa('victoria');
  const yamagata = readInfluenzaBHa('yamagata');
  const ASSAY = 'B HA lineage';
  let cladeID: string;
  let productId: string;

  beforeAll(async () => {
    cladeID = await fileClade('Influenza B HA', [
      { records: [...victoria, ...yamagata], taxonomicID: 11520, commonName: 'Influenza B virus' },
    ]);
    productId = (await productByName('FHI Influenza B HA lineage (Victoria/Yamagata)'))._id;
  }, 120_000);

  it('with rules loose enough for its primers, detects every sample though each probe binds one lineage only', async () => {
    // The FHI primers have drifted from these 2015-2026 HA sequences (forward 2 or 3 real
    // mismatches on Victoria, reverse up to 4, and on Yamagata one at its second-to-last base), so
    // the primers are let bind with up to 4 mismatches and a 1-base 3' end: what is left is the probes.
    const report = await generate(cladeID, 'Influenza B HA', productId, {
      ...DEFAULT_VERDICT_THRESHOLDS,
      inclusive_max_mismatches: 4,
      three_prime_bases: 1,
    });
    expect(report.status).toBe('complete');
    const probe = (name: string) => report.insights?.oligos.find((o) => o.name === name);
    // Each probe's own lineage is 0 to 2 real mismatches from it; the other lineage 8 or more.
    const binding = (name: string) =>
      (probe(name)?.variants ?? [])
        .filter((v) => (v.real_mismatches ?? 0) <= 4)
        .reduce((n, v) => n + v.samples, 0);
    for (const name of ['probe-VIC2_HA', 'probe-YAM2_HA']) // every variant is listed
      expect(probe(name)?.variants.length, name).toBe(probe(name)?.variant_count);
    expect([binding('probe-VIC2_HA'), binding('probe-YAM2_HA')]).toEqual([victoria.length, yamagata.length]);
    expect(assayOf(report, ASSAY)).toMatchObject({
      samples_assessed: 93,
      detected_samples: 93,
      inclusivity_percent: 100,
      not_detected_count: 0,
    });
    expect(report.insights?.product).toMatchObject({ samples: 93, included_samples: 93 });
  });

  it('by the default rules, says which role fails where: the primers, never the probes', async () => {
    const report = await generate(cladeID, 'Influenza B HA', productId);
    // The forward primer has 2 or 3 real mismatches on 48 of the 49 Victoria records; the reverse
    // one a mismatch at its second-to-last base on the 44 Yamagata records (and 4 on the 49th).
    expect(assayOf(report, ASSAY)).toMatchObject({
      verdict: { level: 'ACTION', reasons: ['Inclusivity is 0%, under 75%.'] },
      samples_assessed: 93,
      detected_samples: 0,
      not_assessed: { site_missing: 0, undetermined: 0 },
      not_detected_count: 93,
      not_detected_by_role: { forward: 48, reverse: 45 },
    });
    expect(assayOf(report, ASSAY)?.not_detected).toHaveLength(LEFT_OUT_ACCESSIONS_KEPT);
    expect(report.insights?.product).toMatchObject({
      samples: 93,
      included_samples: 0,
      inclusivity_percent: 0,
    });
  });
});

describe('a product of a SARS-CoV-2 assay and an influenza assay, on a SARS-CoV-2 clade', () => {
  let report: ReportDetail;
  let n1: string[];

  beforeAll(async () => {
    const cdc = await productByName('US CDC (United States) N1');
    const infa = await productByName('FHI Influenza A M (triplex)');
    n1 = cdc.versions[cdc.active_version_index] ?? [];
    const m = infa.versions[infa.active_version_index] ?? [];
    const res = await api('POST', '/v1/products', {
      token,
      body: {
        name: `N1 + InfA M ${randomUUID().slice(0, 8)}`,
        oligos: [...n1, ...m],
        assays: [
          { name: 'SARS-CoV-2 N1', oligos: n1 },
          { name: 'Influenza A M', oligos: m },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    report = await generate(
      SARS_COV_2_CLADE,
      'SARS-CoV-2',
      productResponseSchema.parse(res.body).product._id,
    );
  }, 120_000);

  it('is judged by its SARS-CoV-2 assay alone: the influenza assay holds no sample’s sites', () => {
    expect(report.status).toBe('complete');
    const samples = report.progress.done;
    const sars = assayOf(report, 'SARS-CoV-2 N1');
    const flu = assayOf(report, 'Influenza A M');
    expect(flu).toMatchObject({
      verdict: null,
      samples_assessed: 0,
      detected_samples: 0,
      not_assessed: { site_missing: samples, undetermined: 0 },
    });
    expect(sars?.samples_assessed).toBeGreaterThan(0);
    expect(sars?.samples_assessed).toBe(report.insights?.product.samples);
    expect(report.insights?.product).toMatchObject({
      included_samples: sars?.detected_samples,
      inclusivity_percent: sars?.inclusivity_percent,
      undetermined_samples: samples - (sars?.samples_assessed ?? 0),
    });
    // Its influenza oligos, scored on no sample, do not make the product's verdict.
    const fluOligos = flu?.oligos ?? [];
    expect(fluOligos).toHaveLength(5);
    for (const name of fluOligos) {
      expect(report.insights?.oligos.find((o) => o.name === name)?.samples, name).toBe(0);
      expect(report.insights?.product.verdict.reasons.join(' '), name).not.toContain(name);
    }
  });
});

describe('an oligo saved on the wrong strand (issue 23)', () => {
  it('is warned about in the provenance: US CDC N1 reverse saved as plus binds better reversed', async () => {
    const cdc = await productByName('US CDC (United States) N1');
    const [forward, probe] = (cdc.versions[cdc.active_version_index] ?? []).slice(0, 2);
    const reverse = await saveN1ReverseOnPlus(token);
    const made = await api('POST', '/v1/products', {
      token,
      body: { name: `N1 wrong strand ${randomUUID().slice(0, 8)}`, oligos: [forward, probe, reverse._id] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const report = await generate(
      SARS_COV_2_CLADE,
      'SARS-CoV-2',
      productResponseSchema.parse(made.body).product._id,
    );
    expect(report.status).toBe('complete');
    const samples = report.progress.done;
    const checks = report.provenance.strand_checks ?? [];
    // Only the reversed one is kept: the others were checked and bind as saved.
    expect(checks.map((c) => [c.name, c.looks_reversed])).toEqual([[reverse.name, true]]);
    // Tried until the answer was fixed: as its reverse complement it wins in most of the clade's genomes.
    const check = checks.find((c) => c.name === reverse.name);
    expect(check?.checked).toBeLessThanOrEqual(samples);
    expect((check?.favouring_other ?? 0) * 2).toBeGreaterThan(samples);
    // Saved plus, it has no site of its own (a chance one at best): the assay detects no sample.
    expect(assayOf(report, 'Assay 1')?.detected_samples).toBe(0);
  });
});
