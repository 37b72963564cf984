import { type Oligo, oligoListResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { productKeys } from './query-keys';

export const listAllOligos = async (): Promise<Oligo[]> =>
  (await callRoute('listAllOligos', { schema: oligoListResponseSchema })).data.oligos;

/** Active and archived: versions may name archived oligos, which the screens show in red. */
export const useAllOligos = () => useQuery({ queryKey: productKeys.allOligos, queryFn: listAllOligos });
