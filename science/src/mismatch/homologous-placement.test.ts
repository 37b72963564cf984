import { describe, expect, it } from 'vitest';
import type { Alignment } from './alignment';
import { createSampleAligner } from './create-sample-aligner';
import { findBestEnd } from './find-best-end';
import { inferOligoRole } from './infer-oligo-role';
import { toSampleBytes } from './iupac-codes';
import { ANCHOR_SAMPLE_LIMIT, learnAnchors } from './learn-anchors';
import { addToMismatchCounts, emptyMismatchCounts, type OligoMismatchCounts } from './mismatch-counts';
import type { OligoInput } from './prepare-oligo';
import {
  H3N2_SEGMENTS,
  readArticPrimers,
  readFixtureFasta,
  readFixtureOligos,
  readH3n2References,
  readH3n2Segment,
  readNextclade2024Genomes,
} from './testing/fixtures';
import { toMismatchFields } from './to-mismatch-fields';

/*
 * Homologous placement on real genomes (issue 22, docs/decisions/0018): each oligo is scored where
 * it sits in the clade, found through its flanks, not at the cheapest place anywhere.
 */

const withRole = (row: OligoInput): OligoInput => ({ ...row, role: inferOligoRole(row.name) });
const published = readFixtureOligos().map(withRole);
const oligo = (name: string): OligoInput => {
  const found = published.find((row) => row.name === name);
  if (!found) throw new Error(`no oligo ${name}`);
  return found;
};
const [wuhan] = readFixtureFasta('genomes/sars-cov-2/MN908947_wuhan-hu-1.reference.fasta');
if (!wuhan) throw new Error('no MN908947');
const WUHAN = wuhan.sequence;

/** A copy of `genome` with [from, to) replaced by N. */
const maskRun = (genome: string, from: number, to: number): string =>
  genome.slice(0, from) + 'N'.repeat(to - from) + genome.slice(to);

describe('US CDC N1 forward primer with N laid over its site in MN908947', () => {
  const n1 = oligo('USCDC_N1_F');
  // 0-based: GACCCCAAAATCAGCGAAAT at 28286-28305 (1-based 28287-28306).
  const SITE = 28286;
  const anchors = learnAnchors([n1], [{ id: 'MN908947', sequence: WUHAN }], 'reference');
  const aligner = createSampleAligner([n1], { anchors });

  it('refuses anchors learned for another oligo set', () => {
    expect(() => createSampleAligner([oligo('USCDC_N1_R')], { anchors })).toThrow(RangeError);
    expect(() => createSampleAligner([n1, oligo('USCDC_N1_R')], { anchors })).toThrow(RangeError);
  });

  it('has its anchor on the reference, 200 bases each side', () => {
    expect(anchors.oligos[0]).toMatchObject({ source: 'MN908947', start: SITE });
    expect(anchors.oligos[0] && 'left' in anchors.oligos[0] ? anchors.oligos[0].left.length : 0).toBe(200);
  });

  it.each(Array.from({ length: 20 }, (_, i) => i + 1))(
    'k = %i N from its 5 end: stays at its site, 0 real mismatches, k undetermined; not assessable from k = 5',
    (k) => {
      const [result] = aligner.alignSample(maskRun(WUHAN, SITE, SITE + k));
      expect(result).toMatchObject({
        start: SITE,
        end: SITE + 20,
        mismatchCount: 0,
        undeterminedCount: k,
        outcome: k < 5 ? 'scored' : 'not_assessable',
      });
      expect(result?.matchLine).toBe('?'.repeat(k) + '|'.repeat(20 - k));
      // The exact search (engine 1: an N counted as an edit) leaves the site from k = 6, for a
      // chance site at 1639 with 6 edits.
      const bytes = toSampleBytes(maskRun(WUHAN, SITE, SITE + k));
      const exact = findBestEnd(aligner.oligos[0] ?? (undefined as never), bytes, 0, bytes.length);
      expect(exact.end === SITE + 20).toBe(k < 6);
    },
  );

  it("is not assessable with a single N in a primer's last 3 bases, scored when the probe's", () => {
    const [primer] = aligner.alignSample(maskRun(WUHAN, SITE + 18, SITE + 19));
    expect(primer).toMatchObject({ outcome: 'not_assessable', reason: 'undetermined_at_three_prime' });
    const probe = { ...n1, role: 'probe' as const };
    const [asProbe] = createSampleAligner([probe], { anchors }).alignSample(
      maskRun(WUHAN, SITE + 18, SITE + 19),
    );
    expect(asProbe).toMatchObject({ outcome: 'scored', mismatchCount: 0, undeterminedCount: 1 });
  });

  it('finds the site through one flank when an amplicon-sized N run covers the site and the other', () => {
    const [result] = aligner.alignSample(maskRun(WUHAN, SITE - 300, SITE + 60));
    expect(result).toMatchObject({ start: SITE, undeterminedCount: 20, outcome: 'not_assessable' });
  });

  // The flanks give no home (fewer than MIN_HOME_COVER determined bases); the sample's coordinates
  // still say where the site is, and the exact search's placement there is judged as it is.
  it('scores a clean site whose flanks are both under N where the coordinates put it', () => {
    const sample = maskRun(maskRun(WUHAN, SITE - 300, SITE), SITE + 20, SITE + 320);
    const [result] = aligner.alignSample(sample);
    expect(result).toMatchObject({ outcome: 'scored', start: SITE, end: SITE + 20, mismatchCount: 0 });
    expect(result).toMatchObject({ undeterminedCount: 0, matchLine: '|'.repeat(20) });
  });

  it('leaves a copy of the site far from where the coordinates put it not covered', () => {
    // Site and flanks under N, and the site's sequence written 2,000 bases before: the exact
    // search finds that copy with no edit, but nothing says it is this oligo's homolog.
    const masked = maskRun(WUHAN, SITE - 300, SITE + 320);
    const copyAt = SITE - 2000;
    const sample = masked.slice(0, copyAt) + WUHAN.slice(SITE, SITE + 20) + masked.slice(copyAt + 20);
    const exact = findBestEnd(
      aligner.oligos[0] ?? (undefined as never),
      toSampleBytes(sample),
      0,
      sample.length,
    );
    expect(exact).toMatchObject({ end: copyAt + 20, distance: 0 });
    const [result] = aligner.alignSample(sample);
    expect(result).toMatchObject({ outcome: 'not_covered', reason: 'no_homologous_site' });
  });

  // Past the genome's end reads N (issue 31): a site the end cuts is judged on what is there.
  it.each([
    // cut, outcome, reason, undetermined columns
    ['half the site', SITE + 10, 'not_assessable', 'genome_ends_in_site', 10],
    ["the primer's last 3 bases", SITE + 17, 'not_assessable', 'genome_ends_in_site', 3],
    [
      "4 bases (20%) short, the primer's 3' end among them",
      SITE + 16,
      'not_assessable',
      'genome_ends_in_site',
      4,
    ],
  ] as const)('a genome that ends inside the site: %s', (_, cut, outcome, reason, undetermined) => {
    const [result] = aligner.alignSample(WUHAN.slice(0, cut));
    expect(result).toMatchObject({ outcome, reason, start: SITE, end: SITE + 20, mismatchCount: 0 });
    expect(result?.undeterminedCount).toBe(undetermined);
    expect(result?.targetLine).toBe(`${WUHAN.slice(SITE, cut)}${'N'.repeat(SITE + 20 - cut)}`);
  });

  it("scores a genome that starts 4 bases into the site (20%, the primer's 5' end)", () => {
    const [result] = aligner.alignSample(WUHAN.slice(SITE + 4));
    expect(result).toMatchObject({
      outcome: 'scored',
      start: -4,
      end: 16,
      mismatchCount: 0,
      undeterminedCount: 4,
    });
    expect(toMismatchFields(result as Alignment, undefined, WUHAN.length - SITE - 4)).toMatchObject({
      start_index: 1,
      end_index: 16,
    });
  });

  it.each([
    ['just before the site', SITE - 1, 'genome_ends'],
    ['150 bases before the site', SITE - 150, 'genome_ends'],
    ['1,000 bases before the site', SITE - 1000, 'no_homologous_site'],
  ])('a genome cut short %s is not covered (%s)', (_, cut, reason) => {
    const [result] = aligner.alignSample(WUHAN.slice(0, cut));
    expect(result).toMatchObject({ outcome: 'not_covered', reason, mismatchCount: 0, undeterminedCount: 0 });
  });
});

describe('a clade holding all 8 segments of the A/H3N2 genomes', () => {
  const mOligos = published.filter((row) => row.name.startsWith('triplex_INFA_'));
  const bySegment = new Map(H3N2_SEGMENTS.map((segment) => [segment, readH3n2Segment(segment)]));
  const clade = H3N2_SEGMENTS.flatMap((segment) =>
    (bySegment.get(segment) ?? []).map((record) => ({
      segment,
      id: `${segment}:${record.id}`,
      sequence: record.sequence,
    })),
  );
  const mOnly = clade.filter((sample) => sample.segment === 'mp');

  const run = (
    samples: typeof clade,
    anchors = learnAnchors(mOligos, samples.slice(0, ANCHOR_SAMPLE_LIMIT)),
  ) => {
    const aligner = createSampleAligner(mOligos, { anchors });
    return new Map(samples.map((sample) => [sample.id, aligner.alignSample(sample.sequence)]));
  };

  it('has the FHI Influenza A M oligos all on segment 7', () => {
    expect(mOligos.map((row) => row.name)).toEqual([
      'triplex_INFA_F1_M',
      'triplex_INFA_F2_M',
      'triplex_INFA_R1_M',
      'triplex_INFA_R2_M',
      'triplex_INFA_Probe_M',
    ]);
    expect(clade).toHaveLength(8 * 48);
  });

  it('reports the M oligos as not covered on the 7 other segments, and scores the M segments as a clade of M alone', () => {
    const mixed = run(clade);
    const alone = run(mOnly);
    for (const sample of clade) {
      const results = mixed.get(sample.id) ?? [];
      if (sample.segment === 'mp') {
        expect(results, sample.id).toEqual(alone.get(sample.id));
        continue;
      }
      for (const result of results)
        expect(result, sample.id).toMatchObject({ outcome: 'not_covered', reason: 'no_homologous_site' });
    }
    // The counts of the mixed clade are those of the M segments, plus 336 not covered.
    const counts = (results: Map<string, Alignment[]>, samples: typeof clade) =>
      mOligos.map((row, o) => {
        const prepared = {
          name: row.name,
          written: row.sequence.toUpperCase(),
          strandPositive: row.strandPositive,
        };
        const c: OligoMismatchCounts = emptyMismatchCounts(prepared);
        for (const sample of samples)
          addToMismatchCounts(c, prepared, results.get(sample.id)?.[o] as Alignment);
        return c;
      });
    const mixedCounts = counts(mixed, clade);
    const aloneCounts = counts(alone, mOnly);
    mixedCounts.forEach((c, o) => {
      expect({ ...c, notCovered: (c.notCovered ?? 0) - 7 * 48 }).toEqual(aloneCounts[o]);
    });
    expect(aloneCounts.every((c) => c.samples === 48 - (c.notAssessable ?? 0) - (c.notCovered ?? 0))).toBe(
      true,
    );
  });

  it('does the same with anchors from the M reference genome (NC_007367.1) instead', () => {
    const reference = readH3n2References().find((record) => record.id === 'NC_007367.1');
    if (!reference) throw new Error('no M reference');
    const anchors = learnAnchors(mOligos, [reference], 'reference');
    expect(anchors.oligos.every((entry) => 'left' in entry)).toBe(true);
    const mixed = run(clade, anchors);
    const alone = run(mOnly, anchors);
    for (const sample of clade) {
      const results = mixed.get(sample.id) ?? [];
      if (sample.segment === 'mp') expect(results).toEqual(alone.get(sample.id));
      else expect(results.every((result) => result.outcome === 'not_covered')).toBe(true);
    }
    const scored = [...alone.values()].flat().filter((result) => result.outcome === 'scored');
    expect(scored.length).toBeGreaterThan(0.9 * 5 * 48);
  });

  it('finds no site for an oligo whose segment the learning sample lacks, and scores it where it is closer than chance', () => {
    const haFirst = learnAnchors(
      mOligos,
      (bySegment.get('ha') ?? []).map((r) => ({ id: r.id, sequence: r.sequence })),
    );
    expect(haFirst.oligos.every((entry) => 'none' in entry)).toBe(true);
    const results = run(clade, haFirst);
    for (const sample of clade) {
      const outcomes = (results.get(sample.id) ?? []).map((result) => result.outcome);
      if (sample.segment !== 'mp') expect(outcomes.every((outcome) => outcome === 'not_covered')).toBe(true);
      else expect(outcomes.filter((outcome) => outcome === 'scored').length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('the ARTIC primers on the 2024 example genomes', () => {
  const primers = readArticPrimers().map(withRole);
  const genomes = readNextclade2024Genomes();
  const anchors = learnAnchors(primers, genomes.slice(0, ANCHOR_SAMPLE_LIMIT));
  const aligner = createSampleAligner(primers, { anchors });
  const results = genomes.map((genome) => aligner.alignSample(genome.sequence));
  /** Primers with 2 or more real mismatches in at least 15% of their scored samples. */
  const flagged = primers.flatMap((primer, o) => {
    const scored = results.map((row) => row[o] as Alignment).filter((result) => result.outcome === 'scored');
    const many = scored.filter((result) => result.mismatchCount >= 2).length;
    return many * 100 >= 15 * scored.length && scored.length > 0 ? [primer.name] : [];
  });

  it('reads the whole example set: 165 genomes, most with a run of 10 N or more', () => {
    expect(genomes).toHaveLength(165);
    expect(genomes.filter((genome) => /N{10}/i.test(genome.sequence)).length).toBe(103);
    expect(primers).toHaveLength(427);
    expect(anchors.oligos.every((entry) => 'left' in entry)).toBe(true);
  });

  it('flags only primers whose true sites differ (Omicron under amplicons 34, 72, 75 of V3 and 76, 88 of V4.1)', () => {
    expect(flagged).toEqual([
      'nCoV-2019_34_RIGHT',
      'nCoV-2019_72_RIGHT',
      'nCoV-2019_75_RIGHT',
      'SARS-CoV-2_76_LEFT',
      'SARS-CoV-2_76_RIGHT',
      'SARS-CoV-2_88_LEFT',
    ]);
  });

  it("scores SARS-CoV-2_1_LEFT where at least 80% of its site, its 3' end included, lies in the genome", () => {
    // The primer sits at the genomes' very 5' end. Before issue 31 a site cut by the genome's start
    // was not covered: 20 scored, 3 (15.0%) with other bases there (non-viral lead-in on OU150047 and
    // OU187687), so it was flagged. Read as N before the first base, the 19 genomes that start at most
    // 5 bases into the site are scored too: 3 of 39 (7.7%), not flagged.
    const o = primers.findIndex((primer) => primer.name === 'SARS-CoV-2_1_LEFT');
    const outcomes = results.map((row) => row[o] as Alignment);
    const scored = outcomes.filter((result) => result.outcome === 'scored');
    expect(scored).toHaveLength(39);
    expect(scored.filter((result) => result.mismatchCount >= 2)).toHaveLength(3);
    expect(scored.filter((result) => result.start < 0)).toHaveLength(19);
    expect(scored.every((result) => result.start >= -5)).toBe(true);
  });

  it("scores nCoV-2019_42_RIGHT on OY732068, whose N runs leave its flanks no home, where the genome's coordinates put it", () => {
    // Before engine 3.1.0 not covered (no homologous site); the exact search places it 9 bases from
    // its anchor's position, with 2 ambiguity codes and no real mismatch.
    const o = primers.findIndex((primer) => primer.name === 'nCoV-2019_42_RIGHT');
    const g = genomes.findIndex((genome) => genome.id === 'OY732068');
    expect(results[g]?.[o]).toMatchObject({
      outcome: 'scored',
      start: 12779,
      end: 12802,
      mismatchCount: 0,
      undeterminedCount: 2,
      matchLine: '|||?|||||||||||||?|||||',
    });
  });

  it('no longer flags the primers the cheapest-anywhere search flagged for N runs and genome ends', () => {
    // The exact search with an N counted as an edit (engine 1): 2 or more edits in 15% of all genomes.
    const formerlyFlagged = ['nCoV-2019_1_LEFT', 'nCoV-2019_98_RIGHT', 'SARS-CoV-2_99_RIGHT'];
    for (const name of formerlyFlagged) {
      const prepared = aligner.oligos.find((candidate) => candidate.name === name);
      if (!prepared) throw new Error(`no primer ${name}`);
      const many = genomes.filter((genome) => {
        const bytes = toSampleBytes(genome.sequence);
        return findBestEnd(prepared, bytes, 0, bytes.length).distance >= 2;
      }).length;
      expect(many * 100, name).toBeGreaterThanOrEqual(15 * genomes.length);
      expect(flagged).not.toContain(name);
    }
  });

  it('leaves the undetermined apart: no scored pair is over 20% undetermined or has one in the last 3 bases', () => {
    for (const row of results)
      for (const [o, result] of row.entries()) {
        if (result.outcome !== 'scored') continue;
        const length = aligner.oligos[o]?.length ?? 0;
        expect(result.undeterminedCount * 100).toBeLessThanOrEqual(20 * length);
      }
    const outcomes = results.flat().map((result) => result.outcome);
    expect(outcomes.filter((outcome) => outcome === 'scored').length).toBeGreaterThan(0.9 * outcomes.length);
  });
});

describe('the China CDC N probe on the 2024 example genomes', () => {
  const assay = published.filter((row) => row.name.startsWith('ChinaCDC_N'));
  const genomes = readNextclade2024Genomes();
  const anchors = learnAnchors(assay, genomes.slice(0, ANCHOR_SAMPLE_LIMIT));
  const aligner = createSampleAligner(assay, { anchors });

  it('leaves it not covered on LR991190, whose N run covers its site, rather than at a 3-edit chance match in M', () => {
    const genome = genomes.find((candidate) => candidate.id === 'LR991190');
    if (!genome) throw new Error('no LR991190');
    const o = assay.findIndex((row) => row.name === 'ChinaCDC_N_P');
    const bytes = toSampleBytes(genome.sequence);
    const exact = findBestEnd(aligner.oligos[o] ?? (undefined as never), bytes, 0, bytes.length);
    expect(exact).toMatchObject({ end: 26702, distance: 3 });
    expect(aligner.alignSample(genome.sequence)[o]).toMatchObject({
      outcome: 'not_covered',
      reason: 'no_homologous_site',
    });
  });
});
