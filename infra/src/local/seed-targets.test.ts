import { describe, expect, it } from 'vitest';
import { CLADE_SEEDS, loadCladeSamples } from './seed-targets';

describe('seed targets from the repo fixtures', () => {
  const all = CLADE_SEEDS.flatMap((seed) => loadCladeSamples(seed).map((sample) => ({ seed, sample })));

  it('loads every fixture genome once, each with a unique accession and a length matching its sequence', () => {
    expect(all.length).toBeGreaterThan(50);
    const accessions = all.map(({ sample }) => sample.accessionID);
    expect(new Set(accessions).size).toBe(accessions.length);
    for (const { sample } of all) {
      expect(sample.sequence_length).toBe(sample.genomic_sequence.length);
      expect(sample.genomic_sequence).toMatch(/^[ACGTRYSWKMBDHVNU]+$/);
    }
  });

  it('keeps the metadata where the fixtures have it', () => {
    const byAccession = new Map(all.map(({ sample }) => [sample.accessionID, sample]));
    // ncov_example metadata row of Australia/VIC1038/2020 (GenBank MT451709).
    expect(byAccession.get('MT451709')).toMatchObject({
      strain: 'Australia/VIC1038/2020',
      collection_date: '2020-04-03',
      collection_date_enriched_iso: '2020-04-03',
      host: 'Homo sapiens',
      geo_loc_name: 'Australia: Victoria',
      taxonomicID: 2697049,
      source: 'Fixture',
    });
    expect(byAccession.get('MT451709')?.has_accession).toBeUndefined();
    // RSV-A by its INSDC accession, complete by genome coverage.
    expect(byAccession.get('JQ901447.1')).toMatchObject({
      taxonomicID: 208893,
      complete: true,
      geo_loc_name: 'Netherlands',
    });
    expect(byAccession.get('MN908947')?.sequence_length).toBe(29903);
  });

  it('gives every seeded genome the metadata of the public data: MN908947 is Wuhan/Hu-1/2019', () => {
    const byAccession = new Map(all.map(({ sample }) => [sample.accessionID, sample]));
    expect(byAccession.get('MN908947')).toMatchObject({
      strain: 'Wuhan/Hu-1/2019',
      collection_date: '2019-12-26',
      collection_date_enriched_iso: '2019-12-26',
      geo_loc_name: 'China',
      host: 'Homo sapiens',
    });
    expect(byAccession.get('MN908947')?.has_accession).toBeUndefined();
    // The RSV references by the GenBank accessions the data names for them, not GISAID ids.
    expect(byAccession.get('PP109421')).toMatchObject({
      strain: 'hRSV/A/England/397/2017',
      collection_date: '2017',
    });
    expect(byAccession.get('OP975389')).toMatchObject({ strain: 'hRSV/B/Australia/VIC-RCH056/2019' });
    expect(byAccession.get('OY754687')?.has_accession).toBeUndefined();
  });

  it('marks a genome without an INSDC accession as having none, keyed by its strain', () => {
    for (const id of ['Japan/DP0078/2020', 'ISR/hCov-19-Israel-CVL-n-5939/2020', 'A/Ohio/49/2025'])
      expect(all.find(({ sample }) => sample.accessionID === id)?.sample).toMatchObject({
        has_accession: false,
        strain: id,
      });
    expect(all.find(({ sample }) => sample.accessionID === 'Japan/DP0078/2020')?.sample).toMatchObject({
      collection_date: '2020',
      geo_loc_name: 'Japan',
    });
    // Every influenza subset genome has none; the references carry their accession.
    const influenza = all.filter(({ seed }) => seed.commonName.startsWith('Influenza'));
    expect(influenza.filter(({ sample }) => sample.has_accession === false)).toHaveLength(16);
    expect(
      influenza
        .filter(({ sample }) => sample.has_accession === undefined)
        .map(({ sample }) => sample.accessionID)
        .sort(),
    ).toEqual(['CY121680.1', 'CY163680.1', 'NC_007367.1', 'NC_026431.1']);
  });

  it('puts every influenza segment in its own clade', () => {
    const clades = new Set(
      all.filter(({ seed }) => seed.commonName.startsWith('Influenza')).map(({ seed }) => seed.cladeID),
    );
    expect([...clades].sort()).toEqual(['H1N1pdm-HA', 'H1N1pdm-MP', 'H3N2-HA', 'H3N2-MP']);
  });
});
