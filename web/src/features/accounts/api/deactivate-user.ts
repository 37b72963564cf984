import { messageBodySchema } from '@oligowatch/shared/schemas/common';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { accountKeys } from './query-keys';

/** DELETE /v1/users/delete/{id}: deactivates (the spec's "delete call"). */
export const deactivateUser = (id: string) =>
  callRoute('deactivateUser', { params: { id }, schema: messageBodySchema });

export const useDeactivateUser = () => useRefreshingMutation(deactivateUser, accountKeys.all);
