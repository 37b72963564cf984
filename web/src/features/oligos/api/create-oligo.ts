import {
  type CreateOligoRequest,
  createOligoResponseSchema,
  type Oligo,
} from '@oligowatch/shared/schemas/oligo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { oligoKeys } from './query-keys';

export const createOligo = async (body: CreateOligoRequest): Promise<Oligo> =>
  (await callRoute('createOligo', { body, schema: createOligoResponseSchema })).data;

export const useCreateOligo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOligo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oligoKeys.all }),
  });
};
