import { targetMessages } from '@oligowatch/shared/messages';
import { getTargetSummary } from '../db/targets-repository';
import type { EutilsClient } from '../ncbi/eutils-client';
import { NcbiError } from '../ncbi/ncbi-error';

export interface ImportTarget {
  taxonomicID: number;
  commonName: string;
}

/** The value found most often (the first of equals), or undefined for none. */
const mostCommon = (values: readonly string[]): string | undefined => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > (counts.get(best) ?? 0)) best = v;
  return best;
};

/**
 * The target an import's samples go under, and its name:
 * - by taxonomy: the given taxonomic ID; by search term: the taxonomic ID of the first hit's record;
 * - the name: the target's existing common name when it is known here, else the organism most of
 *   the first hits name (of that very taxon): one old record under a former name (MN908947 says
 *   'Wuhan seafood market pneumonia virus') does not name the whole target.
 * `ncbi` is the caller's client: on a request path, one with request-path limits (limitCalls).
 */
export const nameImportTarget = async (
  ncbi: EutilsClient,
  input: {
    taxonomicID?: number;
    searchTerm?: string;
    firstIds: string[];
  },
): Promise<ImportTarget> => {
  const { records } = await ncbi.efetchRecords({ ids: input.firstIds });
  const taxonomicID = input.taxonomicID ?? records.find((r) => r.taxonomicID !== undefined)?.taxonomicID;
  if (taxonomicID === undefined)
    throw new NcbiError(targetMessages.noTaxonOnRecords, { kind: 'bad-response', retryable: false });
  const known = await getTargetSummary(taxonomicID);
  const ofTaxon = records.filter((r) => r.taxonomicID === taxonomicID);
  const organisms = (ofTaxon.length > 0 ? ofTaxon : records).flatMap((r) => (r.organism ? [r.organism] : []));
  const commonName =
    known?.common_name ?? mostCommon(organisms) ?? input.searchTerm ?? `Taxonomic ID ${taxonomicID}`;
  return { taxonomicID, commonName };
};
