import { type Product, productResponseSchema } from '@oligowatch/shared/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { productKeys } from './query-keys';

export const getProduct = async (id: string): Promise<Product> =>
  (await callRoute('getProduct', { params: { id }, schema: productResponseSchema })).product;

export const useProduct = (id: string) =>
  useQuery({ queryKey: productKeys.one(id), queryFn: () => getProduct(id) });
