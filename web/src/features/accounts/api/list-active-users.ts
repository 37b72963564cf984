import { type Account, activeUsersResponseSchema } from '@oligowatch/shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const listActiveUsers = async (): Promise<Account[]> =>
  (await callRoute('listActiveUsers', { schema: activeUsersResponseSchema })).users;

export const useActiveUsers = () => useQuery({ queryKey: accountKeys.active, queryFn: listActiveUsers });
