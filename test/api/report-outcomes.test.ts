import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_OUTCOME_RULES } from '@oligowatch/science';
import type { LeftOut } from '@oligowatch/shared/schemas/insights';
import { generateReportResponseSchema, type ReportDetail } from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { streamCladeSequences } from '../support/clade-sequences';
import { readFixtureGenome } from '../support/fixture-genomes';
import {
  fileUnderClade,
  productIdByName,
  seedDemoCatalogAndTargets,
  waitForReport,
} from '../support/reports';

/**
 * Issue 22 through the product, on real genomes: a report scores each oligo at its homologous site
 * and leaves out, listed with their reasons, the samples where that site is too undetermined to
 * judge (not assessable) or missing (not covered). Neither kind enters any figure of the oligo.
 */

let token: string;

const generate = async (title: string, cladeID: string, targetName: string, product: string) => {
  const res = await api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: `${title} ${randomUUID().slice(0, 8)}`,
      clade_id: cladeID,
      target_name: targetName,
      product: await productIdByName(token, product),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForReport(token, generateReportResponseSchema.parse(res.body).reportId);
};

/** What a report stores of one oligo: its statistics, its insight and its rows' accessions. */
const oligoOf = (report: ReportDetail, name: string) => ({
  stats: report.mismatchStats[name],
  insight: report.insights?.oligos.find((o) => o.name === name),
  rowAccessions: report.mismatches.filter((row) => row.oligoName === name).map((r) => r.targetAccessionID),
});

/**
 * `npm run check` on the report's own data: its oligos as a CSV, its clade's samples as a FASTA in
 * clade order (so the CLI learns its anchors from the same first genomes the report did). Returns
 * the TSV's rows as records.
 */
const runCheck = async (report: ReportDetail): Promise<Record<string, string>[]> => {
  const dir = await mkdtemp(join(tmpdir(), 'ow-check-'));
  try {
    const oligos = join(dir, 'oligos.csv');
    await writeFile(
      oligos,
      [
        'name,sequence,strand',
        ...report.provenance.oligos.map(
          (o) => `${o.name},${o.sequence},${o.dna_strand_positive ? '+' : '-'}`,
        ),
      ].join('\n'),
    );
    const fasta = join(dir, 'samples.fasta');
    const records: string[] = [];
    Object.assign(process.env, stack().env);
    for await (const sample of streamCladeSequences(report.provenance.clade_id))
      records.push(`>${sample.accessionID}\n${Buffer.from(sample.sequence).toString('latin1')}`);
    await writeFile(fasta, `${records.join('\n')}\n`);
    const out = join(dir, 'check.tsv');
    const root = fileURLToPath(new URL('../../', import.meta.url));
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'science/src/mismatch/cli/check.ts',
        '--oligos',
        oligos,
        '--fasta',
        fasta,
        '--out',
        out,
        '--workers',
        '0',
      ],
      { cwd: root },
    );
    const [header, ...lines] = (await readFile(out, 'utf8')).trimEnd().split('\n');
    const columns = (header ?? '').split('\t');
    return lines.map((line) => Object.fromEntries(line.split('\t').map((v, i) => [columns[i], v])));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * The report and `npm run check` on the same data agree pair by pair: each scored pair's counts
 * and place (the report's row, or none when the site is clean), each pair left out listed in the
 * insights with the same reason, and the same counts per outcome in the statistics.
 */
const expectCheckToMatch = async (report: ReportDetail) => {
  const rows = await runCheck(report);
  expect(rows).toHaveLength(report.provenance.oligos.length * report.progress.done);
  for (const { name } of report.provenance.oligos) {
    const own = rows.filter((r) => r.oligo === name);
    const insight = report.insights?.oligos.find((o) => o.name === name);
    const leftOut = (outcome: string) =>
      own.filter((r) => r.outcome === outcome).map((r) => [r.sample, r.reason]);
    const listed = (l: LeftOut | undefined) => (l?.accessions ?? []).map((a, i) => [a, l?.reasons?.[i]]);
    expect(leftOut('not_assessable'), name).toEqual(listed(insight?.not_assessable));
    expect(leftOut('not_covered'), name).toEqual(listed(insight?.not_covered));
    const scored = own.filter((r) => r.outcome === 'scored');
    expect(report.mismatchStats[name]?.samples, name).toBe(scored.length);
    const shown = scored
      .filter((r) => r.mismatches !== '0' || r.undetermined !== '0')
      .map((r) => [r.sample, r.mismatches, r.undetermined, r.start, r.end, r.match_line]);
    const reportRows = report.mismatches
      .filter((m) => m.oligoName === name)
      .map((m) => [
        m.targetAccessionID,
        String(m.mismatchCount),
        String(m.undeterminedCount),
        String(m.start_index),
        String(m.end_index),
        m.mismatchLines,
      ]);
    expect(reportRows.sort(), name).toEqual(shown.sort());
  }
};

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
}, 120_000);

describe('a sample whose N run covers the oligos’ sites', () => {
  // The demo SARS-CoV-2 clade (17 real genomes): Australia/VIC1038/2020 (MT451709) has a run of N
  // over the US CDC N2 amplicon. Engine 1 placed each N2 oligo at a chance site elsewhere with 4 to
  // 7 "mismatches"; at their true sites (0-based 29118, 29142, 29167) every base is N.
  const N2 = ['USCDC_N2_F', 'USCDC_N2_P', 'USCDC_N2_R'];
  const VIC1038 = 'MT451709';
  let report: ReportDetail;

  beforeAll(async () => {
    // A clade of its own: other files add samples to the demo clade the suite shares.
    const cladeID = `SARS-CoV-2-demo-${randomUUID().slice(0, 6)}`;
    await fileUnderClade(
      ['2697049'],
      cladeID,
      'Severe acute respiratory syndrome coronavirus 2',
      'SARS-CoV-2, the demo genomes',
    );
    report = await generate('N2 with an N run', cladeID, 'SARS-CoV-2 (Covid)', 'US CDC (United States) N2');
  }, 120_000);

  it('is not assessable for each N2 oligo: listed with its reason, absent from statistics, rows and verdict', () => {
    expect(report.status).toBe('complete');
    const samples = report.progress.done;
    expect(samples).toBe(17);
    for (const name of N2) {
      const { stats, insight, rowAccessions } = oligoOf(report, name);
      expect(insight?.not_assessable, name).toEqual({
        count: 1,
        accessions: [VIC1038],
        reasons: ['undetermined_over_limit'],
        by_reason: { undetermined_over_limit: 1 },
      });
      expect(insight?.not_covered, name).toEqual({ count: 0, accessions: [], reasons: [], by_reason: {} });
      // Every figure is of the 16 samples scored: none of them has a mismatch.
      expect(stats, name).toMatchObject({
        samples: 16,
        total: 0,
        total_percent: 0,
        undetermined_total: 0,
        not_assessable: 1,
        not_covered: 0,
      });
      expect(
        stats?.byIndex.every((s) => s.count === 0 && s.undetermined === 0),
        name,
      ).toBe(true);
      expect(insight, name).toMatchObject({ samples: 16, undetermined_samples: 1, samples_with_mismatch: 0 });
      expect(insight?.verdict.level, name).toBe('PASS');
      expect(
        insight?.variants.map((v) => [v.mismatch_count, v.samples]),
        name,
      ).toEqual([[0, 16]]);
      expect(rowAccessions, name).toEqual([]);
    }
    expect(report.mismatch_total).toBe(0);
    expect(report.insights?.product).toMatchObject({
      verdict: { level: 'PASS' },
      samples: 16,
      included_samples: 16,
      inclusivity_percent: 100,
      undetermined_samples: 1,
    });
  });

  it('is what `npm run check` says of the same oligos and genomes, pair by pair', async () => {
    await expectCheckToMatch(report);
  }, 60_000);
});

describe('sites a genome holds only in part (issue 31)', () => {
  // Wuhan-Hu-1 (MN908947.3) with the US CDC N1 assay: forward primer at 0-based 28286 (20 bases),
  // probe at 28308 (24), reverse primer (minus strand) at 28334 (24), so a genome cut before 28334
  // holds none of the reverse primer's site. Each sample is the real genome
  // cut, or masked, where a sequencing run would leave it so.
  const WUHAN = readFixtureGenome('sars-cov-2/MN908947_wuhan-hu-1.reference.fasta');
  const F = 28_286;
  const P = 28_308;
  const tag = randomUUID().slice(0, 8);
  const taxon = 900_000 + Math.floor(Math.random() * 99_999);
  const samples = {
    // The whole genome: where the clade's anchors come from (the most flank bases), as in a real clade.
    [`WHOLE-${tag}`]: WUHAN,
    // Ends 10 bases into the forward primer's site: half of it, its 3' end among them.
    [`CUT-F-${tag}`]: WUHAN.slice(0, F + 10),
    // Ends 2 bases short of the probe's site end (8%): the probe is scored, the reverse primer has no site.
    [`CUT-P-${tag}`]: WUHAN.slice(0, P + 22),
    // An N run over the forward primer's last 4 bases and beyond: 4 of 20 undetermined, at its 3' end.
    [`NEDGE-${tag}`]: `${WUHAN.slice(0, F + 16)}${'N'.repeat(40)}${WUHAN.slice(F + 56)}`,
    // Starts 2 bases into the forward primer's site: 90% of it readable, its 5' end read as N.
    [`START-${tag}`]: WUHAN.slice(F + 2),
  };
  let report: ReportDetail;

  beforeAll(async () => {
    for (const [accessionID, genome] of Object.entries(samples)) {
      const res = await api('POST', '/v1/target', {
        token,
        body: {
          common_name: `Partial sites ${tag}`,
          taxonomicID: taxon,
          genomic_sequence: genome,
          accessionID,
          geo_loc_name: 'China: Wuhan',
          islolate: accessionID,
          sequence_length: genome.length,
          collection_date: '2019-12-26',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    report = await generate(
      'N1 on partial sites',
      String(taxon),
      `Partial sites ${tag}`,
      'US CDC (United States) N1',
    );
  }, 120_000);

  const outcomeOf = (oligo: string, accession: string) => {
    const insight = report.insights?.oligos.find((o) => o.name === oligo);
    for (const outcome of ['not_assessable', 'not_covered'] as const) {
      const leftOut = insight?.[outcome];
      const at = leftOut?.accessions.indexOf(accession) ?? -1;
      if (at >= 0) return [outcome, leftOut?.reasons?.[at]];
    }
    return ['scored', undefined];
  };

  it.each([
    ['USCDC_N1_F', 'CUT-F', 'not_assessable', 'genome_ends_in_site'],
    ['USCDC_N1_P', 'CUT-F', 'not_covered', 'genome_ends'],
    ['USCDC_N1_R', 'CUT-F', 'not_covered', 'genome_ends'],
    ['USCDC_N1_F', 'CUT-P', 'scored', undefined],
    ['USCDC_N1_P', 'CUT-P', 'scored', undefined],
    ['USCDC_N1_R', 'CUT-P', 'not_covered', 'genome_ends'],
    ['USCDC_N1_F', 'NEDGE', 'not_assessable', 'undetermined_at_three_prime'],
    ['USCDC_N1_P', 'WHOLE', 'scored', undefined],
    ['USCDC_N1_F', 'START', 'scored', undefined],
    ['USCDC_N1_R', 'START', 'scored', undefined],
  ])('%s on %s: %s %s', (oligo, sample, outcome, reason) => {
    expect(report.status).toBe('complete');
    expect(outcomeOf(oligo, `${sample}-${tag}`)).toEqual([outcome, reason]);
  });

  it('counts no gap as a mismatch, and shows the probe cut by the genome end with its positions inside it', () => {
    expect(report.mismatch_total).toBe(0);
    const probeRow = report.mismatches.find(
      (row) => row.oligoName === 'USCDC_N1_P' && row.targetAccessionID === `CUT-P-${tag}`,
    );
    expect(probeRow).toMatchObject({
      mismatchCount: 0,
      undeterminedCount: 2,
      start_index: P + 1,
      end_index: P + 22,
      targetSequence: `${WUHAN.slice(P, P + 22)}NN`,
      mismatchLines: `${'|'.repeat(22)}??`,
    });
    expect(
      report.mismatches.find(
        (row) => row.oligoName === 'USCDC_N1_F' && row.targetAccessionID === `START-${tag}`,
      ),
    ).toMatchObject({
      undeterminedCount: 2,
      start_index: 1,
      end_index: 18,
      targetSequence: `NN${WUHAN.slice(F + 2, F + 20)}`,
    });
  });

  it('is what `npm run check` says of the same oligos and genomes, pair by pair', async () => {
    await expectCheckToMatch(report);
  }, 60_000);
});

describe('a clade holding a segment without the oligos’ site', () => {
  // The demo's real A/H3N2 HA and MP (segment 7) records filed under one clade, as an import by
  // taxon files every segment of a taxon together; 'FHI Influenza A M (triplex)' targets segment 7.
  const M = ['triplex_INFA_F1_M', 'triplex_INFA_F2_M', 'triplex_INFA_R1_M', 'triplex_INFA_R2_M'];
  const PROBE = 'triplex_INFA_Probe_M';
  const cladeID = `H3N2-segments-${randomUUID().slice(0, 6)}`;
  let ha: string[];
  let mp: string[];
  let report: ReportDetail;

  beforeAll(async () => {
    const [haAccessions = [], mpAccessions = []] = await fileUnderClade(
      ['H3N2-HA', 'H3N2-MP'],
      cladeID,
      'Influenza A virus (H3N2)',
      'Influenza A H3N2, every segment',
    );
    ha = haAccessions;
    mp = mpAccessions;
    report = await generate('M on every segment', cladeID, 'Influenza A H3N2', 'FHI Influenza A M (triplex)');
  }, 120_000);

  it('leaves the HA records not covered for every M oligo, with the reason, and scores the MP records alone', () => {
    expect(report.status).toBe('complete');
    expect(report.progress.done).toBe(ha.length + mp.length);
    expect(report.provenance.outcome_rules).toEqual(DEFAULT_OUTCOME_RULES);
    // The anchors were learned where the clade holds the site: on MP records.
    for (const anchor of report.provenance.anchors?.oligos ?? [])
      expect('source' in anchor && mp.includes(anchor.source), anchor.name).toBe(true);
    for (const name of [...M, PROBE]) {
      const { stats, insight, rowAccessions } = oligoOf(report, name);
      expect(insight?.not_covered?.count, name).toBe(ha.length);
      expect([...(insight?.not_covered?.accessions ?? [])].sort(), name).toEqual(ha);
      expect(insight?.not_covered?.reasons, name).toEqual(ha.map(() => 'no_homologous_site'));
      expect(insight?.not_covered?.by_reason, name).toEqual({ no_homologous_site: ha.length });
      expect(insight?.not_assessable?.count, name).toBe(0);
      expect(insight?.samples, name).toBe(mp.length);
      expect(stats, name).toMatchObject({ samples: mp.length, not_covered: ha.length, not_assessable: 0 });
      expect(
        rowAccessions.filter((a) => ha.includes(a)),
        name,
      ).toEqual([]);
    }
    // The MP records' real drift stays: F1_M differs from H3N2 at 1 or 2 bases in each of them.
    expect(oligoOf(report, 'triplex_INFA_F1_M').insight?.samples_with_mismatch).toBe(mp.length);
    expect(oligoOf(report, 'triplex_INFA_F2_M').insight?.samples_with_mismatch).toBe(0);
    // Inclusivity is of the samples scored for every oligo: the MP records, not 0% of all.
    expect(report.insights?.product).toMatchObject({ samples: mp.length, undetermined_samples: ha.length });
  });

  it('is what `npm run check` says of the same oligos and genomes, pair by pair', async () => {
    await expectCheckToMatch(report);
  }, 60_000);
});
