import { oligosApiMessages } from '@oligowatch/shared/messages/oligos';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { askPort } from '../../lib/jobs/ask-port';
import { getOligo } from '../repository/oligos-repository';

/**
 * GET /v1/oligos/{id}/strand-checks (issue 23): the oligo's latest strand check on each clade a
 * report checked it on, with that report's current title, those that look reversed first. The
 * checks are the reports feature's: asked through its port (docs/decisions/0029-feature-owned-tables.md).
 */
export const handler = makeHandler('listOligoStrandChecks', { params: idParamSchema }, async ({ params }) => {
  if (!(await getOligo(params.id))) throw notFound('oligo', oligosApiMessages.notFound);
  const { strandChecks } = await askPort('reportsPort', { ask: 'strandChecksOfOligo', oligoId: params.id });
  return { body: { data: { strand_checks: strandChecks } } };
});
