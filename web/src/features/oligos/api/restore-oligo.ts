import { type Oligo, oligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { oligoKeys } from './query-keys';

export const restoreOligo = async (id: string): Promise<Oligo> =>
  (await callRoute('restoreOligo', { params: { id }, schema: oligoResponseSchema })).data.oligo;

// The oligo moves from the archived list back to the active one: every oligo list is refetched.
export const useRestoreOligo = () => useRefreshingMutation(restoreOligo, oligoKeys.all);
