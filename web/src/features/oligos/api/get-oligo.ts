import { type Oligo, oligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { oligoKeys } from './query-keys';

export const getOligo = async (id: string): Promise<Oligo> =>
  (await callRoute('getOligo', { params: { id }, schema: oligoResponseSchema })).data.oligo;

export const useOligo = (id: string) =>
  useQuery({ queryKey: oligoKeys.one(id), queryFn: () => getOligo(id), enabled: id !== '' });
