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
      cladeID: '2697049',
      source: 'Fixture',
    });
    // RSV-A by its INSDC accession, complete by genome coverage.
    expect(byAccession.get('JQ901447.1')).toMatchObject({
      cladeID: '208893',
      complete: true,
      geo_loc_name: 'Netherlands',
    });
    expect(byAccession.get('MN908947')?.sequence_length).toBe(29903);
  });

  it('puts every influenza segment in its own clade', () => {
    const clades = new Set(
      all.filter(({ seed }) => seed.commonName.startsWith('Influenza')).map(({ sample }) => sample.cladeID),
    );
    expect([...clades].sort()).toEqual(['H1N1pdm-HA', 'H1N1pdm-MP', 'H3N2-HA', 'H3N2-MP']);
  });
});
