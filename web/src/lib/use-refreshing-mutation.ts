import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that, once it succeeds, refetches every query under each of `queryKeys` (the lists and
 * items it changed) before the caller's own onSuccess runs.
 */
export const useRefreshingMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  ...queryKeys: QueryKey[]
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
