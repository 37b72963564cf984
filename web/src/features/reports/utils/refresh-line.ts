import { reportsRefreshMessages } from '@oligowatch/shared/messages/reports';
import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import { formatDateTime } from '../../../lib/format-date';

/**
 * Issue 32: what a scheduled run's provenance says of the data it ran on, in words: the refresh it
 * ran first, the recent one it relied on, or, when the refresh failed, when the data was last
 * refreshed and why. Undefined for a report that asked for no refresh.
 */
export const refreshLine = (refresh: ReportProvenance['refresh']): string | undefined => {
  if (!refresh) return undefined;
  const m = reportsRefreshMessages;
  if (refresh.status === 'failed') {
    const reason = refresh.reason ?? '';
    return refresh.last_refreshed_at
      ? m.failed(formatDateTime(refresh.last_refreshed_at), reason)
      : m.failedNever(reason);
  }
  const at = refresh.finished_at ?? refresh.last_refreshed_at;
  if (refresh.reused)
    return refresh.refresh_id && at
      ? m.reused(formatDateTime(at), refresh.new ?? 0, refresh.updated ?? 0)
      : m.reusedImport(formatDateTime(refresh.last_refreshed_at ?? at ?? ''));
  return m.refreshed(
    formatDateTime(at ?? ''),
    refresh.new ?? 0,
    refresh.updated ?? 0,
    refresh.sample_count ?? 0,
  );
};
