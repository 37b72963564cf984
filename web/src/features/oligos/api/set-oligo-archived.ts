import { type Oligo, oligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { oligoKeys } from './query-keys';

export const archiveOligo = async (id: string): Promise<Oligo> =>
  (await callRoute('archiveOligo', { params: { id }, schema: oligoResponseSchema })).data.oligo;

export const restoreOligo = async (id: string): Promise<Oligo> =>
  (await callRoute('restoreOligo', { params: { id }, schema: oligoResponseSchema })).data.oligo;

/** Archive or restore; either way every oligo list is refetched. */
const useSetArchived = (call: (id: string) => Promise<Oligo>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oligoKeys.all }),
  });
};

export const useArchiveOligo = () => useSetArchived(archiveOligo);
export const useRestoreOligo = () => useSetArchived(restoreOligo);
