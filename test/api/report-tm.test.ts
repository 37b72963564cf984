import { randomUUID } from 'node:crypto';
import { readNextclade2024Genomes } from '@oligowatch/science/testing';
import { normalizeOligoSequence } from '@oligowatch/shared/iupac';
import { reportsTmMessages } from '@oligowatch/shared/messages/reports';
import { generateReportResponseSchema, type ReportDetail } from '@oligowatch/shared/schemas/report';
import {
  exportStartedResponseSchema,
  exportStatusResponseSchema,
} from '@oligowatch/shared/schemas/report-export';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../functions/src/lib/testing/parse-csv';
import { api, pollUntil, signIn, stack } from '../support/api';
import {
  N1_PRODUCT,
  productIdByName,
  SARS_COV_2_CLADE,
  seedDemoCatalogAndTargets,
  waitForReport,
} from '../support/reports';

/**
 * Issue 24 through the product, on real data: US CDC N1 on the 165 genomes of the 2024 Nextclade
 * set (Omicron and before), filed under a clade of their own. The report prices each variant's
 * binding (C28311T, N:P13L, costs the probe 5.7 °C: docs/decisions/0019), makes the probe ACTION by
 * its Tm rule, suggests redesigns checked with the engine, and its variants export carries the Tm.
 */

let token: string;
let product: string;
let report: ReportDetail;
const cladeID = `nextclade-2024-${randomUUID().slice(0, 6)}`;

const generate = (cladeId: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: `Tm ${randomUUID().slice(0, 8)}`,
      clade_id: cladeId,
      target_name: 'SARS-CoV-2 (Covid)',
      product,
      ...extra,
    },
  });

const generated = async (cladeId: string, extra: Record<string, unknown> = {}) => {
  const res = await generate(cladeId, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForReport(token, generateReportResponseSchema.parse(res.body).reportId);
};

const insightOf = (r: ReportDetail, name: string) => r.insights?.oligos.find((o) => o.name === name);

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  product = await productIdByName(token, N1_PRODUCT);
  Object.assign(process.env, stack().env);
  const { upsertSamples } = await import('@oligowatch/functions/targets/repository/sample-upserts');
  const outcomes = await upsertSamples(
    readNextclade2024Genomes().map((record) => {
      const sequence = normalizeOligoSequence(record.sequence);
      return {
        sample: {
          accessionID: record.id,
          has_accession: false,
          collection_date: '',
          host: 'Homo sapiens',
          geo_loc_name: '',
          sequence_length: sequence.length,
          genomic_sequence: sequence,
          taxonomicID: Number(SARS_COV_2_CLADE),
          source: 'Fixture' as const,
        },
        cladeID,
        commonName: 'Severe acute respiratory syndrome coronavirus 2',
        cladeName: 'Nextclade 2024 example set',
      };
    }),
  );
  expect(outcomes.every((o) => o.outcome !== 'conflict')).toBe(true);
  report = await generated(cladeID);
}, 180_000);

describe('a report on Omicron genomes, at the default Tm conditions', () => {
  it('freezes the default conditions into its provenance and insights', () => {
    expect(report.status).toBe('complete');
    expect(report.progress.done).toBe(165);
    expect(report.provenance.tm_conditions).toEqual(DEFAULT_TM_CONDITIONS);
    expect(report.insights?.tm_conditions).toEqual(DEFAULT_TM_CONDITIONS);
  });

  it('gives each oligo its Tm and each probe variant its Tm and change, never a made-up number', () => {
    const probe = insightOf(report, 'USCDC_N1_P');
    expect(probe?.tm).toEqual({ min: 72.6, max: 72.6 });
    expect(insightOf(report, 'USCDC_N1_F')?.tm).toEqual({ min: 62, max: 62 });
    expect(
      probe?.variants.map((v) => [v.binding_site, v.samples, v.tm, v.delta_tm, v.tm_note ?? null]),
    ).toEqual([
      ['ACCCCGCATTACGTTTGGTGGACC', 83, 72.6, 0, null],
      ['ACTCCGCATTACGTTTGGTGGACC', 70, 66.9, -5.7, null],
      ['ACTTCGCATTACGTTTGGTGGACC', 2, null, null, expect.stringMatching(/side by side/)],
      ['ACCCCGCATTACGTTTGGTGGGCC', 1, 69.4, -3.2, null],
      ['ACCCCGCATTACGTTTGTTGGACC', 1, 70.7, -1.9, null],
      ['ACTCCGCATTACGTTTGGTGGGCC', 1, 62.6, -10, null],
    ]);
  });

  it('makes the probe ACTION by its Tm rule; the primers keep their positional verdicts', () => {
    const probe = insightOf(report, 'USCDC_N1_P');
    expect(probe?.verdict.level).toBe('ACTION');
    expect(probe?.verdict.reasons[0]).toBe(
      reportsTmMessages.probeTmDrop('44.3', 'ACTCCGCATTACGTTTGGTGGACC', '5.7', 5),
    );
    expect(insightOf(report, 'USCDC_N1_F')?.verdict.level).toBe('CAUTION');
    expect(insightOf(report, 'USCDC_N1_R')?.verdict.level).toBe('PASS');
  });

  it('suggests a redesign for each oligo at CAUTION or ACTION, its coverage checked by the engine', () => {
    expect(insightOf(report, 'USCDC_N1_P')?.suggestion).toEqual({
      sequence: 'ACYCCGCATTACGTTTGGTGGACC',
      coverage_percent: (100 * 153) / 158,
      degeneracy: 2,
      tm_min: 70.3,
      tm_max: 72.6,
    });
    expect(insightOf(report, 'USCDC_N1_F')?.suggestion).toEqual({
      sequence: 'GACCCCAAAAYCAGCGAAAT',
      coverage_percent: (100 * 156) / 158,
      degeneracy: 2,
      tm_min: 62,
      tm_max: 64.6,
    });
    // A passing oligo gets none.
    expect(insightOf(report, 'USCDC_N1_R')?.suggestion).toBeUndefined();
  });

  it('exports every variant with its Tm, change of Tm, flag and note', async () => {
    const started = await api('POST', `/v1/report/${report._id}/export`, {
      token,
      body: { kind: 'variants', oligo: 'USCDC_N1_P' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { export_id } = exportStartedResponseSchema.parse(started.body);
    const { value: state } = await pollUntil(
      async () =>
        exportStatusResponseSchema.parse(
          (await api('GET', `/v1/report/${report._id}/export/${export_id}`, { token })).body,
        ),
      (state) => state.status !== 'running',
    );
    if (state.status !== 'complete') throw new Error(`export ended ${JSON.stringify(state)}`);
    const [header, ...lines] = parseCsv(
      Buffer.from(await (await fetch(state.url)).arrayBuffer()).toString('utf8'),
    );
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(header?.slice(-4)).toEqual(['Tm (°C)', 'ΔTm (°C)', 'Tm Flag', 'Tm Note']);
    const byRank = lines.map((l) => [
      l[at('Samples')],
      l[at('Tm (°C)')],
      l[at('ΔTm (°C)')],
      l[at('Tm Flag')],
    ]);
    expect(byRank.slice(0, 3)).toEqual([
      ['83', '72.6', '0', 'no'],
      ['70', '66.9', '-5.7', 'yes'],
      ['2', '', '', 'no'],
    ]);
    expect(lines[2]?.[at('Tm Note')]).toMatch(/side by side/);
  });
});

describe('Tm conditions set for a report', () => {
  it('are validated by their schema: a unit slip is a 400 with the reason', async () => {
    const res = await generate(SARS_COV_2_CLADE, {
      tm_conditions: { ...DEFAULT_TM_CONDITIONS, mg_mm: 3000 },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Mg2+ must be a number from 0 to 100 mM.');
  });

  it('are frozen into the report and change every Tm', async () => {
    const conditions = { ...DEFAULT_TM_CONDITIONS, mg_mm: 1.5, na_mm: 20 };
    const own = await generated(SARS_COV_2_CLADE, { tm_conditions: conditions });
    expect(own.provenance.tm_conditions).toEqual(conditions);
    expect(own.insights?.tm_conditions).toEqual(conditions);
    const tm = insightOf(own, 'USCDC_N1_P')?.tm;
    // Less salt, lower Tm than the default's 72.6 °C.
    expect(tm?.min).toBeLessThan(72.6);
    expect(tm?.min).toBe(tm?.max);
  }, 120_000);
});
