import { type Oligo, oligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { oligoKeys } from './query-keys';

export const archiveOligo = async (id: string): Promise<Oligo> =>
  (await callRoute('archiveOligo', { params: { id }, schema: oligoResponseSchema })).data.oligo;

// The oligo moves from the active list to the archived one: every oligo list is refetched.
export const useArchiveOligo = () => useRefreshingMutation(archiveOligo, oligoKeys.all);
