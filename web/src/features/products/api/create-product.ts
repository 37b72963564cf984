import { type Product, type ProductPayload, productResponseSchema } from '@oligowatch/shared/schemas/product';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { productKeys } from './query-keys';

export const createProduct = async (body: ProductPayload): Promise<Product> =>
  (await callRoute('createProduct', { body, schema: productResponseSchema })).product;

export const useCreateProduct = () => useRefreshingMutation(createProduct, productKeys.all);
