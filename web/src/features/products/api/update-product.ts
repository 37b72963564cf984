import { type Product, type ProductPayload, productResponseSchema } from '@oligowatch/shared/schemas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { productKeys } from './query-keys';

export const updateProduct = async ({ id, ...body }: ProductPayload & { id: string }): Promise<Product> =>
  (await callRoute('updateProduct', { params: { id }, body, schema: productResponseSchema })).product;

export const useUpdateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};
