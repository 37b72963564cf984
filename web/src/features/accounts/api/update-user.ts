import { type UpdateUserRequest, userResponseSchema } from '@oligowatch/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const updateUser = ({ id, body }: { id: string; body: UpdateUserRequest }) =>
  callRoute('updateUser', { params: { id }, body, schema: userResponseSchema });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(accountKeys.one(user._id), user);
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
};
