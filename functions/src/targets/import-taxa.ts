import { targetsImportMessages } from '@oligowatch/shared/messages/targets';
import type { TaxonCount } from '@oligowatch/shared/schemas/target';
import type { EutilsClient } from '../lib/ncbi/eutils-client';
import { NcbiError } from '../lib/ncbi/ncbi-error';
import { getTargetSummary } from './repository/target-queries';

/** How many of a search's hits are read for their taxa before the import (one esummary call). */
export const TAXON_BREAKDOWN_MAX = 500;

/**
 * The names of taxa: a known target keeps its common name; any other taxon is named as NCBI's
 * taxonomy names it (one esummary call for all of them), never after one of its records' strains;
 * 'Taxonomic ID N' when NCBI does not know it.
 */
export const nameTaxa = async (
  ncbi: EutilsClient,
  taxonomicIDs: readonly number[],
): Promise<Map<number, string>> => {
  const unique = [...new Set(taxonomicIDs)];
  const known = await Promise.all(unique.map(getTargetSummary));
  const names = new Map<number, string>();
  unique.forEach((id, i) => {
    const name = known[i]?.common_name;
    if (name) names.set(id, name);
  });
  const missing = unique.filter((id) => !names.has(id));
  for (const taxon of await ncbi.taxonomySummary(missing)) names.set(taxon.taxonomicID, taxon.scientificName);
  for (const id of missing) if (!names.has(id)) names.set(id, `Taxonomic ID ${id}`);
  return names;
};

export interface ImportTaxa {
  /** The taxon of an import by taxonomy; by search term, the one most hits declare. */
  taxonomicID: number;
  commonName: string;
  /** Hits per declared taxon, most first (by taxonomy: the one taxon and the whole count). */
  taxa: TaxonCount[];
  /** Hits beyond TAXON_BREAKDOWN_MAX or without a taxon: their taxa are read by the import. */
  unsortedCount: number;
}

/**
 * What an import's confirmation shows before anything is stored. By taxonomy, every hit of
 * txid<N>[Organism:exp] lies inside N and goes under it. By search term, each hit goes under the
 * taxon its own record declares: the first TAXON_BREAKDOWN_MAX hits are summarized (esummary on
 * the History set: the TaxId of each record, no sequence) and counted per taxon.
 * `ncbi` is the caller's client: on a request path, one with request-path limits (limitCalls).
 */
export const describeImportTaxa = async (
  ncbi: EutilsClient,
  input: { taxonomicID?: number; count: number; webEnv: string; queryKey: string },
): Promise<ImportTaxa> => {
  if (input.taxonomicID !== undefined) {
    const names = await nameTaxa(ncbi, [input.taxonomicID]);
    const commonName = names.get(input.taxonomicID) ?? `Taxonomic ID ${input.taxonomicID}`;
    return {
      taxonomicID: input.taxonomicID,
      commonName,
      taxa: [{ taxonomicID: input.taxonomicID, commonName, count: input.count }],
      unsortedCount: 0,
    };
  }
  const summaries = await ncbi.esummary({
    webEnv: input.webEnv,
    queryKey: input.queryKey,
    retstart: 0,
    retmax: Math.min(input.count, TAXON_BREAKDOWN_MAX),
  });
  const counts = new Map<number, number>();
  for (const s of summaries)
    if (s.taxonomicID !== undefined) counts.set(s.taxonomicID, (counts.get(s.taxonomicID) ?? 0) + 1);
  if (counts.size === 0)
    throw new NcbiError(targetsImportMessages.noTaxonOnRecords, { kind: 'bad-response', retryable: false });
  const names = await nameTaxa(ncbi, [...counts.keys()]);
  const taxa = [...counts]
    .map(([taxonomicID, count]) => ({ taxonomicID, commonName: names.get(taxonomicID) ?? '', count }))
    .sort((a, b) => b.count - a.count || a.taxonomicID - b.taxonomicID);
  const sorted = taxa.reduce((sum, t) => sum + t.count, 0);
  const main = taxa[0] as TaxonCount;
  return {
    taxonomicID: main.taxonomicID,
    commonName: main.commonName,
    taxa,
    unsortedCount: input.count - sorted,
  };
};
