import {
  INFLUENZA_A_TAXON,
  loadFixtureRecords,
  RSV_A_TAXON,
  RSV_B_TAXON,
  SARS_COV_2_TAXON,
} from './fixture-records';

/** One taxon as the fixture's taxonomy esummary describes it. */
export interface FixtureTaxon {
  taxonomicID: number;
  scientificName: string;
  rank: string;
}

/**
 * The taxa the fixture NCBI's taxonomy answers for: those its records declare (named by their
 * /organism, as NCBI names a strain-level taxon) and the parents its searches expand. Names are
 * NCBI's as commonly cited; ranks are UNVERIFIED (ncbi/NOTES.md), like the fixture's taxon ids.
 */
const PARENTS: readonly FixtureTaxon[] = [
  {
    taxonomicID: SARS_COV_2_TAXON,
    scientificName: 'Severe acute respiratory syndrome coronavirus 2',
    rank: 'no rank',
  },
  { taxonomicID: RSV_A_TAXON, scientificName: 'Human respiratory syncytial virus A', rank: 'no rank' },
  { taxonomicID: RSV_B_TAXON, scientificName: 'Human respiratory syncytial virus B', rank: 'no rank' },
  { taxonomicID: INFLUENZA_A_TAXON, scientificName: 'Influenza A virus', rank: 'species' },
  { taxonomicID: 114727, scientificName: 'H1N1 subtype', rank: 'serotype' },
  { taxonomicID: 119210, scientificName: 'H3N2 subtype', rank: 'serotype' },
];

let cached: Map<number, FixtureTaxon> | undefined;

export const loadFixtureTaxa = (): Map<number, FixtureTaxon> => {
  if (cached) return cached;
  const taxa = new Map(PARENTS.map((t) => [t.taxonomicID, t]));
  for (const r of loadFixtureRecords())
    if (r.taxonomicID !== undefined && r.organism && !taxa.has(r.taxonomicID))
      taxa.set(r.taxonomicID, { taxonomicID: r.taxonomicID, scientificName: r.organism, rank: 'no rank' });
  cached = taxa;
  return taxa;
};
