import { messageBodySchema } from '@oligowatch/shared/schemas/common';
import type { SetTargetFollowRequest } from '@oligowatch/shared/schemas/target-follow';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { targetKeys } from './query-keys';

/** Follows (or changes how often) or stops following; answers the server's message. */
export const setTargetFollow = async ({ cladeID, ...body }: SetTargetFollowRequest & { cladeID: string }) =>
  (await callRoute('setTargetFollow', { params: { id: cladeID }, body, schema: messageBodySchema })).message;

export const useSetTargetFollow = (cladeID: string) =>
  useRefreshingMutation(setTargetFollow, targetKeys.refreshes(cladeID));
