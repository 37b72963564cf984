import { targetsFollowMessages, targetsImportMessages } from '@oligowatch/shared/messages/targets';
import { makeHandler } from '../../lib/http/make-handler';
import { listRecentRefreshes, toPublicRefresh } from '../repository/follows-repository';
import { listRecentImportJobs, toImportProgress } from '../repository/imports-repository';

const RECENT_IMPORTS = 10;

/**
 * GET /v1/imports (ours): the latest imports, newest first, for the progress panel of /targets;
 * and (issue 32) the refreshes of followed clades running now, with their progress.
 */
export const handler = makeHandler('listImports', {}, async () => {
  const [jobs, refreshes] = await Promise.all([
    listRecentImportJobs(RECENT_IMPORTS),
    listRecentRefreshes(RECENT_IMPORTS),
  ]);
  return {
    body: {
      imports: jobs.map((job) => toImportProgress(job, targetsImportMessages.importInterrupted)),
      refreshes: refreshes
        .map((r) => toPublicRefresh(r, targetsFollowMessages.refreshInterrupted))
        .filter((r) => r.status === 'queued' || r.status === 'running'),
    },
  };
});
