import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from './align-oligo-to-sample';
import { alignReference } from './align-reference';
import { computeMismatchStats } from './compute-mismatch-stats';
import { createSampleAligner } from './create-sample-aligner';
import type { OligoCsvRow } from './io/parse-oligo-csv';
import { toSampleBytes } from './iupac-codes';
import { DEFAULT_OUTCOME_RULES } from './outcome-rules';
import { placeUnanchored } from './place-homologous';
import { prepareOligo } from './prepare-oligo';
import { resolveEndGaps } from './resolve-end-gaps';
import { readFixtureFasta, readFixtureOligos } from './testing/fixtures';
import { toMismatchFields } from './to-mismatch-fields';

/*
 * Facts about real genomes and published assays (test/fixtures, see its README): what the engine
 * must find, and that on real data every fast path still equals the plain computations.
 */

const oligos = readFixtureOligos();
const oligo = (name: string): OligoCsvRow => {
  const found = oligos.find((row) => row.name === name);
  if (!found) throw new Error(`no oligo ${name} in the fixtures`);
  return found;
};
const sequenceOf = (file: string, id: string): string => {
  const record = readFixtureFasta(file).find((entry) => entry.id === id);
  if (!record) throw new Error(`no ${id} in ${file}`);
  return record.sequence;
};

const WUHAN = sequenceOf('genomes/sars-cov-2/MN908947_wuhan-hu-1.reference.fasta', 'MN908947');
const OMICRON = readFixtureFasta('genomes/sars-cov-2/nextclade_2024-02-16.subset.fasta');
const B_1_1 = [
  'Australia/VIC29/2020',
  'Greece/139_32716/2020',
  'Greece/259_31928/2020',
  'Australia/VIC1038/2020',
].map((id) => ({ id, sequence: sequenceOf('genomes/sars-cov-2/ncov_example.subset.fasta', id) }));

describe('real genomes, published oligos', () => {
  it('US CDC N1 probe: exact on Wuhan-Hu-1 at 28309-28332, so its third base sits on 28311', () => {
    const fields = toMismatchFields(alignOligoToSample(oligo('USCDC_N1_P'), WUHAN));
    expect(fields).toMatchObject({ mismatchCount: 0, start_index: 28309, end_index: 28332 });
  });

  it('US CDC N1 probe mismatches Omicron genomes at C28311T (N:P13L), its third base', () => {
    const probe = prepareOligo(oligo('USCDC_N1_P'));
    expect(OMICRON).toHaveLength(4);
    const alignments = OMICRON.map((genome) => alignOligoToSample(probe, genome.sequence));
    for (const alignment of alignments) {
      expect(alignment.mismatchCount).toBe(1);
      expect(alignment.matchLine).toBe('||x|||||||||||||||||||||');
      expect(alignment.oligoLine.charAt(2)).toBe('C');
      expect(alignment.targetLine.charAt(2)).toBe('T');
    }
    const stats = computeMismatchStats([{ oligo: probe, alignments }]).USCDC_N1_P;
    expect(stats?.total_percent).toBe(100);
    expect(stats?.byIndex[2]).toEqual({ count: 4, percent: 100, base: 'C', undetermined: 0 });
  });

  it('China CDC N forward primer: exact on Wuhan-Hu-1 at 28881-28902', () => {
    expect(toMismatchFields(alignOligoToSample(oligo('ChinaCDC_N_F'), WUHAN))).toMatchObject({
      mismatchCount: 0,
      start_index: 28881,
      end_index: 28902,
    });
  });

  it('China CDC N forward primer mismatches B.1.1-derived genomes at GGG->AAC (28881-28883)', () => {
    for (const genome of [...B_1_1, ...OMICRON]) {
      const alignment = alignOligoToSample(oligo('ChinaCDC_N_F'), genome.sequence);
      expect({ id: genome.id, line: alignment.matchLine, target: alignment.targetLine.slice(0, 3) }).toEqual({
        id: genome.id,
        line: 'xxx|||||||||||||||||||',
        target: 'AAC',
      });
    }
  });

  it('Charite RdRp reverse primer mismatches Wuhan-Hu-1 once (S in the primer over T), at 15505-15530', () => {
    const alignment = alignOligoToSample(oligo('Charité_RdRp_R'), WUHAN);
    expect(toMismatchFields(alignment)).toMatchObject({
      mismatchCount: 1,
      start_index: 15505,
      end_index: 15530,
    });
    // The primer binds as its reverse complement; its written 12th base S is the 15th from the left.
    expect(alignment.oligoLine).toBe('TATGCTAATAGTGTSTTTAACATYTG');
    expect(alignment.matchLine).toBe('||||||||||||||x|||||||||||');
    expect(alignment.targetLine.charAt(14)).toBe('T');
    const stats = computeMismatchStats([
      { oligo: prepareOligo(oligo('Charité_RdRp_R')), alignments: [alignment] },
    ]);
    expect(stats.Charité_RdRp_R?.byIndex[11]).toEqual({ count: 1, percent: 100, base: 'S', undetermined: 0 });
  });

  it.each([
    ['triplex_INFA_Probe_M', 'genomes/influenza/A_H1N1pdm/mp.reference.fasta', 'NC_026431.1', 201, 224, 0],
    ['H3_F_HA', 'genomes/influenza/A_H3N2/ha.reference.fasta', 'CY163680.1', 923, 943, 0],
    ['FluSw-H1-F236_HA', 'genomes/influenza/A_H1N1pdm/ha.reference.fasta', 'CY121680.1', 256, 280, 0],
    ['RSVQA1', 'genomes/rsv/a/reference_EPI_ISL_412866.fasta', 'EPI_ISL_412866', 1114, 1139, 0],
    ['RSVQB1', 'genomes/rsv/b/reference_EPI_ISL_1653999.fasta', 'EPI_ISL_1653999', 1096, 1121, 1],
  ])('%s binds %s at %s-%s with %s mismatches', (name, file, id, start, end, mismatches) => {
    expect(toMismatchFields(alignOligoToSample(oligo(name), sequenceOf(file, id)))).toMatchObject({
      mismatchCount: mismatches,
      start_index: start,
      end_index: end,
    });
  });

  it('reads lower-case influenza segments like upper-case ones', () => {
    const records = readFixtureFasta('genomes/influenza/A_H1N1pdm/mp.subset.fasta');
    expect(records.some((record) => /[acgt]/.test(record.sequence))).toBe(true);
    for (const record of records) {
      expect(alignOligoToSample(oligo('triplex_INFA_Probe_M'), record.sequence)).toEqual(
        alignOligoToSample(oligo('triplex_INFA_Probe_M'), record.sequence.toUpperCase()),
      );
    }
  });

  it('equals the reference DP (as the engine finishes it) for every published oligo on Wuhan-Hu-1 and the RSV and flu references', () => {
    const genomes = [
      WUHAN,
      sequenceOf('genomes/rsv/a/reference_EPI_ISL_412866.fasta', 'EPI_ISL_412866'),
      sequenceOf('genomes/influenza/A_H3N2/mp.reference.fasta', 'NC_007367.1'),
    ];
    const aligner = createSampleAligner(oligos);
    for (const genome of genomes) {
      const bytes = toSampleBytes(genome);
      const batch = aligner.alignSample(genome);
      aligner.oligos.forEach((prepared, o) => {
        const reference = resolveEndGaps(alignReference(prepared.masks, bytes), bytes);
        expect(batch[o]).toEqual(placeUnanchored(reference, prepared, bytes, DEFAULT_OUTCOME_RULES));
      });
    }
  });

  it('the batch aligner equals the single-pair search on every fixture genome', () => {
    const files = [
      'genomes/sars-cov-2/ncov_example.subset.fasta',
      'genomes/sars-cov-2/nextclade_2021-06-25.subset.fasta',
      'genomes/sars-cov-2/nextclade_2024-02-16.subset.fasta',
      'genomes/rsv/a/nextstrain_rsv_example.subset.fasta',
      'genomes/rsv/b/nextstrain_rsv_example.subset.fasta',
      'genomes/influenza/A_H1N1pdm/ha.subset.fasta',
      'genomes/influenza/A_H1N1pdm/mp.subset.fasta',
      'genomes/influenza/A_H3N2/ha.subset.fasta',
      'genomes/influenza/A_H3N2/mp.subset.fasta',
    ];
    const aligner = createSampleAligner(oligos);
    for (const record of files.flatMap(readFixtureFasta)) {
      const batch = aligner.alignSample(record.sequence);
      aligner.oligos.forEach((prepared, o) => {
        expect(batch[o]).toEqual(alignOligoToSample(prepared, record.sequence));
      });
    }
  });
});
