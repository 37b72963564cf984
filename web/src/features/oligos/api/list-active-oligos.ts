import { type Oligo, oligoListResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { oligoKeys } from './query-keys';

export const listActiveOligos = async (): Promise<Oligo[]> =>
  (await callRoute('listActiveOligos', { schema: oligoListResponseSchema })).data.oligos;

export const useActiveOligos = () =>
  useQuery({ queryKey: oligoKeys.list('active'), queryFn: listActiveOligos });
