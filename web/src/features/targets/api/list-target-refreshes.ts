import { IMPORT_POLL_INTERVAL_MS } from '@oligowatch/shared/constants';
import { refreshListResponseSchema } from '@oligowatch/shared/schemas/target-follow';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { targetKeys } from './query-keys';

/** A clade's follow, whether it may follow, the refresh running, and its latest refreshes. */
export const listTargetRefreshes = (cladeID: string) =>
  callRoute('listTargetRefreshes', {
    params: { id: cladeID },
    query: { limit: 100 },
    schema: refreshListResponseSchema,
  });

/** Polled every 2 s while a refresh is queued or running, as imports are. */
export const useTargetRefreshes = (cladeID: string | undefined) =>
  useQuery({
    queryKey: targetKeys.refreshes(cladeID ?? ''),
    queryFn: () => listTargetRefreshes(cladeID as string),
    enabled: cladeID !== undefined,
    retry: false,
    refetchInterval: (query) => (query.state.data?.running ? IMPORT_POLL_INTERVAL_MS : false),
  });
