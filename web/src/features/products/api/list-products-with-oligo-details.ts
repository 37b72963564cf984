import {
  type ProductWithOligoDetails,
  productsWithOligoDetailsResponseSchema,
} from '@oligowatch/shared/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { productKeys } from './query-keys';

export const listProductsWithOligoDetails = async (): Promise<ProductWithOligoDetails[]> =>
  (await callRoute('listProductsWithOligoDetails', { schema: productsWithOligoDetailsResponseSchema }))
    .products;

export const useProductsWithOligoDetails = () =>
  useQuery({ queryKey: productKeys.withOligoDetails, queryFn: listProductsWithOligoDetails });
