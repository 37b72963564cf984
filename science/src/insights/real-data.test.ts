import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from '../mismatch/align-oligo-to-sample';
import { inferOligoRole } from '../mismatch/infer-oligo-role';
import { readFixtureFasta, readFixtureOligos, readSarsCov2Genomes } from '../mismatch/testing/fixtures';
import { addSampleToInsightCounts, emptyReportInsightCounts, type InsightOligo } from './insight-counts';
import { toInsightSample } from './insight-sample';
import { toOligoVariants, toReportInsights } from './to-report-insights';

/*
 * Variants and trends on real SARS-CoV-2 genomes (test/fixtures) with published assay oligos.
 * Dates and places are those of the genomes' metadata files (ncov_example*.metadata.tsv), or the
 * year and country of the strain name; Wuhan-Hu-1's are its GenBank record's.
 */
const T = DEFAULT_VERDICT_THRESHOLDS;
const META: Record<string, [string, string]> = {
  MN908947: ['2019-12', 'China: Wuhan'],
  'Australia/VIC29/2020': ['2020-03-10', 'Australia: Victoria'],
  'Greece/139_32716/2020': ['2020-03-12', 'Greece'],
  'Greece/259_31928/2020': ['2020-03-09', 'Greece'],
  'Australia/VIC1038/2020': ['2020-04-03', 'Australia: Victoria'],
  'Australia/VIC1135/2020': ['2020-04-08', 'Australia: Victoria'],
  'Australia/VIC157/2020': ['2020-03-17', 'Australia: Victoria'],
  'Japan/DP0078/2020': ['2020', 'Japan'],
  'ISR/hCov-19-Israel-CVL-n-5939/2020': ['2020', 'Israel'],
  'USA/WA-UW38/2020': ['2020', 'USA: Washington'],
  'USA/CA-LACPHL-AY03267/2023': ['2023', 'USA: California'],
  'USA/WA-UW-23102346451/2023': ['2023', 'USA: Washington'],
  'USA/LA-EVTL20384/2023': ['2023', 'USA: Louisiana'],
  OY754687: ['', ''],
  'USA/WA-UW315/2020': ['2020-03-13', 'USA: Washington'],
  'USA/FL_5125/2020': ['2020-02-28', 'USA: Florida'],
  'USA/UNC_200181/2020': ['2020-04-01', 'USA: North Carolina'],
};
const genomes = [
  ...readSarsCov2Genomes(),
  ...readFixtureFasta('genomes/sars-cov-2/ncov_example.usa.subset.fasta'),
].map((record) => {
  const [date, geo] = META[record.id] ?? ['', ''];
  return {
    sequence: record.sequence,
    sample: toInsightSample({ accessionID: record.id, collection_date: date, geo_loc_name: geo }),
  };
});

const NAMES = ['Charité_RdRp_F', 'ChinaCDC_N_F', 'ChinaCDC_N_R', 'USCDC_N1_F', 'USCDC_N1_P'];
const rows = readFixtureOligos().filter((row) => NAMES.includes(row.name));
const oligos: InsightOligo[] = rows.map((row) => ({
  name: row.name,
  written: row.sequence,
  strandPositive: row.strandPositive,
  role: inferOligoRole(row.name),
}));
const alignments = genomes.map((g) => rows.map((row) => alignOligoToSample(row, g.sequence)));
const counts = emptyReportInsightCounts(oligos);
for (const [i, g] of genomes.entries())
  addSampleToInsightCounts(counts, oligos, g.sample, alignments[i] ?? [], T, { sequence: g.sequence });
const insights = toReportInsights(oligos, counts, T, 10);
const indexOf = (name: string) => oligos.findIndex((o) => o.name === name);
const insightOf = (name: string) => insights.oligos[indexOf(name)];

describe('insights on real genomes', () => {
  it('groups identical binding sites, as a plain count of target lines does', () => {
    for (const [o, oligo] of oligos.entries()) {
      const expected = new Map<string, number>();
      for (const row of alignments) {
        const line = row[o]?.targetLine ?? '';
        expected.set(line, (expected.get(line) ?? 0) + 1);
      }
      const oligoCounts = counts.oligos[o];
      if (!oligoCounts) throw new Error(`no counts for ${oligo.name}`);
      const variants = toOligoVariants(oligoCounts);
      expect(Object.fromEntries(variants.map((v) => [v.binding_site, v.samples])), oligo.name).toEqual(
        Object.fromEntries(expected),
      );
      expect(variants.reduce((sum, v) => sum + v.samples, 0)).toBe(genomes.length);
    }
  });

  it("finds the B.1.1 GGG>AAC change under China CDC's N forward primer: a 3-mismatch variant, ACTION", () => {
    const n = insightOf('ChinaCDC_N_F');
    const aac = n?.variants.find((v) => v.binding_site.startsWith('AAC'));
    expect(aac).toMatchObject({
      binding_site: 'AACGAACTTCTCCTGCTAGAAT',
      mismatch_lines: 'xxx|||||||||||||||||||',
      real_mismatches: 3,
      three_prime_mismatches: 0,
      samples: 10,
    });
    expect(n?.verdict.level).toBe('ACTION');
    expect(n?.verdict.reasons[0]).toBe(
      'A variant carried by 58.8% of samples (AACGAACTTCTCCTGCTAGAAT) has 3 mismatches.',
    );
  });

  it("finds the Charité RdRp forward primer's mismatch in its last 3 bases: ACTION", () => {
    const rdrp = insightOf('Charité_RdRp_F');
    expect(rdrp?.variants[1]).toMatchObject({
      binding_site: 'GTGAAATGGTCATGTGTGGCAG',
      three_prime_mismatches: 1,
      samples: 4,
    });
    expect(rdrp?.verdict.level).toBe('ACTION');
  });

  it('breaks the share of samples with a mismatch down by month and by country, from the metadata', () => {
    for (const [o, oligo] of oligos.entries()) {
      const month = new Map<string, [number, number]>();
      const country = new Map<string, [number, number]>();
      for (const [i, g] of genomes.entries()) {
        const a = alignments[i]?.[o];
        const hit = a !== undefined && a.mismatchCount > 0 ? 1 : 0;
        const [date, geo] = META[g.sample.accession] ?? ['', ''];
        if (date.length >= 7) {
          const [n, m] = month.get(date.slice(0, 7)) ?? [0, 0];
          month.set(date.slice(0, 7), [n + 1, m + hit]);
        }
        const place = geo.split(':')[0]?.trim();
        if (place) {
          const [n, m] = country.get(place) ?? [0, 0];
          country.set(place, [n + 1, m + hit]);
        }
      }
      const insight = insights.oligos[o];
      expect(
        insight?.by_month.map((p) => [p.key, p.samples, p.with_mismatch]),
        oligo.name,
      ).toEqual([...month.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, [n, m]]) => [k, n, m]));
      expect(
        Object.fromEntries(insight?.by_country.map((p) => [p.key, [p.samples, p.with_mismatch]]) ?? []),
        oligo.name,
      ).toEqual(Object.fromEntries(country));
    }
    // Months oldest first; countries most samples first.
    expect(insights.oligos[0]?.by_month.map((p) => p.key)).toEqual([
      '2019-12',
      '2020-02',
      '2020-03',
      '2020-04',
    ]);
    expect(insights.oligos[0]?.by_country.map((p) => [p.key, p.samples])).toEqual([
      ['USA', 7],
      ['Australia', 4],
      ['Greece', 2],
      ['China', 1],
      ['Israel', 1],
      ['Japan', 1],
    ]);
  });

  it('keeps first and last collection dates, countries and the first accessions of a variant', () => {
    const aac = insightOf('ChinaCDC_N_F')?.variants.find((v) => v.binding_site.startsWith('AAC'));
    const carriers = genomes.filter((_, i) =>
      alignments[i]?.[indexOf('ChinaCDC_N_F')]?.targetLine.startsWith('AAC'),
    );
    expect(aac?.accessions).toEqual(carriers.slice(0, 5).map((c) => c.sample.accession));
    const dates = carriers
      .map((c) => c.sample.date)
      .filter((d): d is string => d !== null)
      .sort();
    expect([aac?.first_date, aac?.last_date]).toEqual([dates[0], dates[dates.length - 1]]);
    expect(aac?.countries).toEqual(
      [...new Set(carriers.map((c) => c.sample.country).filter((c) => c !== null))].sort(),
    );
  });
});
