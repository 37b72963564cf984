import { type Oligo, oligoListResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { oligoKeys } from './query-keys';

export const listAllOligos = async (): Promise<Oligo[]> =>
  (await callRoute('listAllOligos', { schema: oligoListResponseSchema })).data.oligos;

/** Active and archived: the add form checks a new name against both. */
export const useAllOligos = () => useQuery({ queryKey: oligoKeys.list('all'), queryFn: listAllOligos });
