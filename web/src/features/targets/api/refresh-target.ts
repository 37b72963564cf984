import { refreshStartedResponseSchema } from '@oligowatch/shared/schemas/target-follow';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { targetKeys } from './query-keys';

/** Refresh now: starts a refresh of the followed clade; answers the server's message. */
export const refreshTarget = async (cladeID: string) =>
  (await callRoute('refreshTarget', { params: { id: cladeID }, schema: refreshStartedResponseSchema }))
    .message;

export const useRefreshTarget = (cladeID: string) =>
  useRefreshingMutation(refreshTarget, targetKeys.refreshes(cladeID), targetKeys.all);
