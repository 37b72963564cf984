import { type Product, type ProductPayload, productResponseSchema } from '@oligowatch/shared/schemas/product';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { productKeys } from './query-keys';

export const updateProduct = async ({ id, ...body }: ProductPayload & { id: string }): Promise<Product> =>
  (await callRoute('updateProduct', { params: { id }, body, schema: productResponseSchema })).product;

export const useUpdateProduct = () => useRefreshingMutation(updateProduct, productKeys.all);
