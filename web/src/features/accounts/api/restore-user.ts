import { messageBodySchema } from '@oligowatch/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const restoreUser = (id: string) =>
  callRoute('restoreUser', { params: { id }, schema: messageBodySchema });

export const useRestoreUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
};
