import { targetsImportMessages } from '@oligowatch/shared/messages/targets';
import * as z from 'zod';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { getImportJob, toImportProgress } from '../repository/imports-repository';

/** GET /v1/imports/{cacheID} (ours): the progress of one import. */
export const handler = makeHandler(
  'getImport',
  { params: z.object({ cacheID: z.string().trim().min(1, targetsImportMessages.importNotFound) }) },
  async ({ params }) => {
    const job = await getImportJob(params.cacheID);
    if (!job) throw notFound('import', targetsImportMessages.importNotFound);
    return { body: { import: toImportProgress(job, targetsImportMessages.importInterrupted) } };
  },
);
