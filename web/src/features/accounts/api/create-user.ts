import { type CreateUserRequest, userResponseSchema } from '@oligowatch/shared/schemas/account';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { accountKeys } from './query-keys';

export const createUser = (body: CreateUserRequest) =>
  callRoute('createUser', { body, schema: userResponseSchema });

export const useCreateUser = () => useRefreshingMutation(createUser, accountKeys.all);
