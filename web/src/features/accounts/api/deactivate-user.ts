import { messageBodySchema } from '@oligowatch/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** DELETE /v1/users/delete/{id}: deactivates (the spec's "delete call"). */
export const deactivateUser = (id: string) =>
  callRoute('deactivateUser', { params: { id }, schema: messageBodySchema });

export const useDeactivateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
};
