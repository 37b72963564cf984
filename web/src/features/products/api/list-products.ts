import { type Product, productListResponseSchema } from '@oligowatch/shared/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { productKeys } from './query-keys';

export const listProducts = async (): Promise<Product[]> =>
  (await callRoute('listProducts', { schema: productListResponseSchema })).products;

/** Every product: the add and edit forms check a name against them. */
export const useProducts = () => useQuery({ queryKey: productKeys.list, queryFn: listProducts });
