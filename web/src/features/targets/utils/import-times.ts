import type { ImportProgress } from '@oligowatch/shared/schemas/target';
import { formatDateTime } from '../../../lib/format-date';

/**
 * When an import started and ended, as its row in the import panel shows it under the summary; a
 * finished one also says how many records the completeness/USA-origin filters left out.
 */
export const importTimesText = (
  job: Pick<ImportProgress, 'started_at' | 'finished_at' | 'filtered'>,
): string => {
  const started = `Started ${formatDateTime(job.started_at)}`;
  const ended = job.finished_at ? `, ended ${formatDateTime(job.finished_at)}` : '';
  const filtered = job.filtered > 0 ? ` · ${job.filtered} outside the filters` : '';
  return `${started}${ended}${filtered}`;
};
