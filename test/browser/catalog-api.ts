import { randomInt } from 'node:crypto';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { Product } from '@oligowatch/shared/schemas/product';
import { apiCall, signInForToken } from './helpers';

/**
 * Catalogue data a spec needs before its screen, made through the real API as the Admin (the
 * screens that make them are tested on their own). Names carry a random tag: specs never depend
 * on data another spec made.
 */
export const uniqueName = (label: string): string => `${label}-${randomTag()}`;

/**
 * Digits only: a name's last part may be read as its role (guessRoleFromName), and a hex tag could
 * read as one. 'USCDC_N1_R-aeaf6f' reads as a forward primer, like '188F': its reverse primer then
 * counted as a forward one, and a report of the N1 assay detected nothing (a CI run failed so).
 */
const randomTag = (): string => String(randomInt(10 ** 8)).padStart(8, '0');

let token: string | undefined;

/** A request as the Admin that must succeed: its JSON body, or an error naming the answer. */
export const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  token ??= await signInForToken();
  const answer = await apiCall(method, path, body, token);
  if (answer.status >= 400)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
};

export const createOligoThroughApi = async (
  label: string,
  sequence: string,
  dnaStrandPositive = true,
): Promise<Oligo> =>
  (
    await call<{ data: Oligo }>('POST', '/v1/oligos', {
      name: uniqueName(label),
      sequence,
      dna_strand_positive: dnaStrandPositive,
    })
  ).data;

export const archiveOligoThroughApi = (id: string) => call('DELETE', `/v1/oligos/${id}/archive`);

export const createProductThroughApi = async (label: string, oligos: string[]): Promise<Product> =>
  (await call<{ product: Product }>('POST', '/v1/products', { name: uniqueName(label), oligos })).product;
