import {
  type FixtureRecord,
  loadFixtureRecords,
  SARS_COV_2_TAXON,
} from '../infra/src/local/ncbi-fixture/fixture-records';

/** The real SARS-CoV-2 records of test/fixtures, which bench:import serves and warms up with. */
export const benchGenomeRecords = (): FixtureRecord[] =>
  loadFixtureRecords().filter((r) => r.taxonomicID === SARS_COV_2_TAXON);

/**
 * What bench:import's fixture NCBI serves: each real record `copies` times, the first under its own
 * accession and the others numbered ('MT451709.bench7'), since the fixture alone is too small to time.
 */
export const benchImportRecords = (copies: number): FixtureRecord[] => {
  const real = benchGenomeRecords();
  return Array.from({ length: copies }, (_, copy) =>
    real.map((r) => ({ ...r, accessionID: copy === 0 ? r.accessionID : `${r.accessionID}.bench${copy}` })),
  ).flat();
};
