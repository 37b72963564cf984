import { type Product, type ProductPayload, productResponseSchema } from '@oligowatch/shared/schemas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { productKeys } from './query-keys';

export const createProduct = async (body: ProductPayload): Promise<Product> =>
  (await callRoute('createProduct', { body, schema: productResponseSchema })).product;

export const useCreateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};
