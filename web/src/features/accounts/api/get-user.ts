import { type Account, userResponseSchema } from '@oligowatch/shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const getUser = async (id: string): Promise<Account> =>
  (await callRoute('getUser', { params: { id }, schema: userResponseSchema })).user;

export const useUser = (id: string) =>
  useQuery({ queryKey: accountKeys.one(id), queryFn: () => getUser(id) });
