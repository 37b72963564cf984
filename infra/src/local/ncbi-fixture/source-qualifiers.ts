import type { FixtureRecord } from './fixture-records';

/**
 * The source feature's qualifiers, in the order efetch writes them in both GenBank layouts (flat
 * text and GBSeq XML); an undefined or empty value is left out by the writers.
 */
export const sourceQualifiers = (
  r: FixtureRecord,
  organism: string,
): readonly (readonly [name: string, value: string | undefined])[] => [
  ['organism', organism],
  ['mol_type', r.molType],
  ['isolate', r.isolate],
  ['strain', r.strain],
  ['host', r.host],
  ['db_xref', r.taxonomicID === undefined ? undefined : `taxon:${r.taxonomicID}`],
  ['geo_loc_name', r.geo_loc_name],
  ['collection_date', r.collection_date],
];
