import { messageBodySchema } from '@oligowatch/shared/schemas/common';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { accountKeys } from './query-keys';

export const restoreUser = (id: string) =>
  callRoute('restoreUser', { params: { id }, schema: messageBodySchema });

export const useRestoreUser = () => useRefreshingMutation(restoreUser, accountKeys.all);
