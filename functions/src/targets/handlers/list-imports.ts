import { targetMessages } from '@oligowatch/shared/messages';
import { makeHandler } from '../../lib/http/make-handler';
import { listRecentImportJobs, toImportProgress } from '../repository/imports-repository';

const RECENT_IMPORTS = 10;

/** GET /v1/imports (ours): the latest imports, newest first, for the progress panel of /targets. */
export const handler = makeHandler('listImports', {}, async () => {
  const jobs = await listRecentImportJobs(RECENT_IMPORTS);
  return { body: { imports: jobs.map((job) => toImportProgress(job, targetMessages.importInterrupted)) } };
});
