import { describe, expect, it } from 'vitest';
import { type Alignment, GAP_CHAR } from './alignment';
import { createSampleAligner } from './create-sample-aligner';
import { inferOligoRole } from './infer-oligo-role';
import { ANCHOR_SAMPLE_LIMIT, learnAnchors } from './learn-anchors';
import type { OligoInput } from './prepare-oligo';
import {
  readArticPrimers,
  readArticV532Primers,
  readFixtureOligos,
  readNextclade2024Genomes,
} from './testing/fixtures';

/*
 * Issue 31 on real genomes: a site that a genome's end cuts, an N run at a site's edge, or a region
 * that is gone never reads as gap "mismatches". The 165 genomes of Nextclade's 2024 example set in
 * the order a clade stores them (by accession, as DynamoDB sorts keys), so the anchors are learned
 * from the same first 64 genomes a report of that clade learns them from: one of those genomes lacks
 * 26 bases of SARS-CoV-2's 3' UTR, which splits the flank votes of the last amplicon's primers.
 */

const byStorageOrder = (a: { id: string }, b: { id: string }) =>
  Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
const genomes = readNextclade2024Genomes().sort(byStorageOrder);
const withRole = (oligo: OligoInput): OligoInput => ({
  ...oligo,
  role: inferOligoRole(oligo.name) ?? 'primer',
});

const alignAll = (oligos: readonly OligoInput[]) => {
  const anchors = learnAnchors(oligos, genomes.slice(0, ANCHOR_SAMPLE_LIMIT));
  const aligner = createSampleAligner(oligos, { anchors });
  const rows = genomes.map((genome) => aligner.alignSample(genome.sequence));
  return (name: string) => {
    const o = oligos.findIndex((oligo) => oligo.name === name);
    if (o < 0) throw new Error(`no oligo ${name}`);
    return new Map(genomes.map((genome, g) => [genome.id, rows[g]?.[o] as Alignment]));
  };
};

const v41 = alignAll(
  readArticPrimers()
    .filter((row) => row.name.startsWith('SARS-CoV-2_'))
    .map(withRole),
);
const v532 = alignAll(readArticV532Primers().map(withRole));
const scored = (results: Map<string, Alignment>) =>
  [...results.values()].filter((result) => result.outcome === 'scored');
const gapped = (result: Alignment) => result.matchLine.includes(GAP_CHAR);

describe('ARTIC V4.1 amplicon 99, right primer (the last amplicon of the scheme)', () => {
  const results = v41('SARS-CoV-2_99_RIGHT');

  it('reads an N run that masks the genome end as 18 undetermined bases, not 10 gap mismatches', () => {
    expect(results.get('England/ALDP-1004959/2021')).toMatchObject({
      outcome: 'not_assessable',
      reason: 'undetermined_over_limit',
      mismatchCount: 0,
      undeterminedCount: 18,
      targetLine: `GTGCTATCC${'N'.repeat(18)}`,
    });
  });

  it('says the genome ends inside the site where it does (USA/NY-PRL-230901_81A11/2023 ends at 29,780)', () => {
    expect(results.get('USA/NY-PRL-230901_81A11/2023')).toMatchObject({
      outcome: 'not_assessable',
      reason: 'genome_ends_in_site',
      mismatchCount: 0,
      undeterminedCount: 8,
      end: 29_780 + 8,
    });
  });

  it('scores a site 2 bases short of the genome end at the primer 5 end (AUS/VIC10882/2020)', () => {
    expect(results.get('AUS/VIC10882/2020')).toMatchObject({
      outcome: 'scored',
      mismatchCount: 0,
      undeterminedCount: 2,
    });
  });

  it('raises no false alarm: 2 of 64 scored samples with a mismatch, none of them a gap', () => {
    const sites = scored(results);
    expect(sites).toHaveLength(64);
    expect(sites.filter((result) => result.mismatchCount > 0)).toHaveLength(2);
    expect(sites.filter(gapped)).toHaveLength(0);
  });
});

describe('ARTIC V5.3.2', () => {
  it('96_RIGHT: OK016320 ends 7 bases short of the site: not assessable (7 of 33 is over 20%)', () => {
    const results = v532('SARS-CoV-2_96_RIGHT');
    expect(results.get('OK016320')).toMatchObject({
      outcome: 'not_assessable',
      reason: 'genome_ends_in_site',
      mismatchCount: 0,
      undeterminedCount: 7,
      targetLine: `GTGATTTTAATAGCTTCTTAGGAGAA${'N'.repeat(7)}`,
    });
    expect(scored(results).filter(gapped)).toHaveLength(0);
  });

  it('63_RIGHT: an N run over the site last 7 bases is 7 undetermined bases, not 7 deletions (OY754651)', () => {
    expect(v532('SARS-CoV-2_63_RIGHT').get('OY754651')).toMatchObject({
      outcome: 'not_assessable',
      reason: 'undetermined_over_limit',
      mismatchCount: 0,
      undeterminedCount: 7,
      targetLine: `GTTAATGTAGCATTTGAGC${'N'.repeat(7)}`,
    });
  });

  it.each([
    ['SARS-CoV-2_89_RIGHT', 'USA/VA-CDC-ASC210374497/2021'],
    ['SARS-CoV-2_89_RIGHT', 'USA/CO-CDC-MMB10752210/2021'],
    ['SARS-CoV-2_89_RIGHT', 'USA/TX-CDC-ASC210376640/2021'],
    ['SARS-CoV-2_89_RIGHT', 'Scotland/QEUH-27B5322/2021'],
    ['SARS-CoV-2_90_LEFT', 'USA/TX-CDC-ASC210376640/2021'],
  ])('%s on %s, whose region is deleted: not covered, no site', (primer, genome) => {
    expect(v532(primer).get(genome)).toMatchObject({ outcome: 'not_covered', reason: 'region_absent' });
  });

  it('1_LEFT: scores the genomes that start inside the site with at least 80% of it and its 3 end', () => {
    const sites = scored(v532('SARS-CoV-2_1_LEFT'));
    const cut = sites.filter((result) => result.start < 0);
    expect(cut.length).toBeGreaterThan(0);
    // 31 bases: at most 6 (20%) before the genome's first base.
    expect(cut.every((result) => result.start >= -6 && result.undeterminedCount <= 6)).toBe(true);
  });
});

describe('a diverged site stays a site', () => {
  it('China CDC N forward primer with GGG->AAC beside a codon deletion is scored with 6 (Switzerland/BE-ETHZ-630376/2021)', () => {
    const oligos = readFixtureOligos().filter((row) => row.name === 'ChinaCDC_N_F');
    const results = alignAll(oligos)('ChinaCDC_N_F');
    expect(results.get('Switzerland/BE-ETHZ-630376/2021')).toMatchObject({
      outcome: 'scored',
      mismatchCount: 6,
      targetLine: 'AACGAACTTCTCCTG---GAAT',
    });
  });

  it('US CDC N1 probe with 8 substitutions (another lineage, say) is scored with 8 mismatches', () => {
    const probe = {
      name: 'N1_P',
      sequence: 'ACCCCGCATTACGTTTGGTGGACC',
      strandPositive: true,
      role: 'probe',
    } as const;
    const [wuhan] = readNextclade2024Genomes().filter((genome) => genome.sequence.includes(probe.sequence));
    if (!wuhan) throw new Error('no genome holds the N1 probe exactly');
    const at = wuhan.sequence.indexOf(probe.sequence);
    const changed = [...probe.sequence].map((base, i) =>
      i % 3 === 1 && i < 24 ? ({ A: 'C', C: 'A', G: 'T', T: 'G' } as Record<string, string>)[base] : base,
    );
    const sample = `${wuhan.sequence.slice(0, at)}${changed.join('')}${wuhan.sequence.slice(at + 24)}`;
    const anchors = learnAnchors([probe], [wuhan]);
    const [result] = createSampleAligner([probe], { anchors }).alignSample(sample);
    expect(result).toMatchObject({ outcome: 'scored', mismatchCount: 8, start: at, end: at + 24 });
  });
});
