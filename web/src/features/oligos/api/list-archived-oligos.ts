import { type Oligo, oligoListResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { oligoKeys } from './query-keys';

export const listArchivedOligos = async (): Promise<Oligo[]> =>
  (await callRoute('listArchivedOligos', { schema: oligoListResponseSchema })).data.oligos;

export const useArchivedOligos = () =>
  useQuery({ queryKey: oligoKeys.list('archived'), queryFn: listArchivedOligos });
