import { type CreateUserRequest, userResponseSchema } from '@oligowatch/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const createUser = (body: CreateUserRequest) =>
  callRoute('createUser', { body, schema: userResponseSchema });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
};
