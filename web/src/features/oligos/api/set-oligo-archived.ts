import { type Oligo, oligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { oligoKeys } from './query-keys';

export const archiveOligo = async (id: string): Promise<Oligo> =>
  (await callRoute('archiveOligo', { params: { id }, schema: oligoResponseSchema })).data.oligo;

export const restoreOligo = async (id: string): Promise<Oligo> =>
  (await callRoute('restoreOligo', { params: { id }, schema: oligoResponseSchema })).data.oligo;

// Archive or restore; either way every oligo list is refetched.
export const useArchiveOligo = () => useRefreshingMutation(archiveOligo, oligoKeys.all);
export const useRestoreOligo = () => useRefreshingMutation(restoreOligo, oligoKeys.all);
