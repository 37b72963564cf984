import {
  type CreateOligoRequest,
  createOligoResponseSchema,
  type Oligo,
} from '@oligowatch/shared/schemas/oligo';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { oligoKeys } from './query-keys';

export const createOligo = async (body: CreateOligoRequest): Promise<Oligo> =>
  (await callRoute('createOligo', { body, schema: createOligoResponseSchema })).data;

export const useCreateOligo = () => useRefreshingMutation(createOligo, oligoKeys.all);
