import { type Product, productListResponseSchema } from '@oligowatch/shared/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const listProducts = async (): Promise<Product[]> =>
  (await callRoute('listProducts', { schema: productListResponseSchema })).products;

/** The oligo view names the products (and versions) using the oligo. */
export const useProducts = () => useQuery({ queryKey: ['products', 'list'], queryFn: listProducts });
