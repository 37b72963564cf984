import type { ImportProgress } from '@oligowatch/shared/schemas/target';
import type { Refresh } from '@oligowatch/shared/schemas/target-follow';
import { isImportActive } from '../api/list-imports';

/** What the imports panel last saw: the imports and refreshes running, and the imports finished, by id. */
export interface ImportsSnapshot {
  readonly running: readonly string[];
  readonly finished: readonly string[];
}

export const importsSnapshot = (
  imports: readonly ImportProgress[],
  refreshes: readonly Refresh[],
): ImportsSnapshot => ({
  running: [
    ...imports.filter(isImportActive).map((job) => `import:${job.cacheID}`),
    ...refreshes.map((refresh) => `refresh:${refresh.cladeID}:${refresh.refreshId}`),
  ].sort(),
  finished: imports
    .filter((job) => !isImportActive(job))
    .map((job) => job.cacheID)
    .sort(),
});

/**
 * Whether an import or a refresh ended between two looks, so the target list's counts are stale:
 * one that ran before and runs no more, or an import finished now that was not before. By ids,
 * not counts: one ending while another starts keeps the count; and a small import can start and
 * finish between two polls, never seen running (both seen on a busy CI machine).
 */
export const hasEndedSince = (before: ImportsSnapshot, now: ImportsSnapshot): boolean => {
  const running = new Set(now.running);
  const finishedBefore = new Set(before.finished);
  return (
    before.running.some((key) => !running.has(key)) || now.finished.some((id) => !finishedBefore.has(id))
  );
};
