import { type Account, deactivatedUsersResponseSchema } from '@oligowatch/shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const listDeactivatedUsers = async (): Promise<Account[]> =>
  (await callRoute('listDeactivatedUsers', { schema: deactivatedUsersResponseSchema })).data;

export const useDeactivatedUsers = () =>
  useQuery({ queryKey: accountKeys.deactivated, queryFn: listDeactivatedUsers });
