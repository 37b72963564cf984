import { type Oligo, oligoListResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { type Product, productListResponseSchema } from '@oligowatch/shared/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './api-client';

/**
 * The two lists both the oligo and the product screens read, fetched once under one cache key each.
 * The keys sit under the features' own prefixes ('oligos', 'products'), so a feature's mutation that
 * refreshes its prefix refreshes these too.
 */
export const allOligosQueryKey = ['oligos', 'list', 'all'] as const;
export const productListQueryKey = ['products', 'list'] as const;

export const listAllOligos = async (): Promise<Oligo[]> =>
  (await callRoute('listAllOligos', { schema: oligoListResponseSchema })).data.oligos;

export const listProducts = async (): Promise<Product[]> =>
  (await callRoute('listProducts', { schema: productListResponseSchema })).products;

/** Active and archived oligos: names are checked against both, and versions may name archived ones. */
export const useAllOligos = () => useQuery({ queryKey: allOligosQueryKey, queryFn: listAllOligos });

/** Every product: forms check a name against them; the oligo view names the products using an oligo. */
export const useProducts = () => useQuery({ queryKey: productListQueryKey, queryFn: listProducts });
