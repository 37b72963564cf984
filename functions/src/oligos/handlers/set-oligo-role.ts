import { oligosApiMessages } from '@oligowatch/shared/messages/oligos';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { setOligoRoleRequestSchema } from '@oligowatch/shared/schemas/oligo';
import { toPublicOligo } from '@oligowatch/shared/tables/catalog';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { setOligoRole } from '../repository/oligos-repository';

/**
 * PUT /v1/oligos/{id}/role (ours, issue 23): a person sets or confirms an oligo's role, which is then
 * no longer marked inferred. The spec has no oligo edit screen; the role is the one field a person
 * must be able to correct after the fact (stored oligos got a guess), so it has its own call rather
 * than a general edit, and the name, sequence and strand stay as they were made.
 * Answers the oligo as it now is; repeating it changes nothing.
 */
export const handler = makeHandler(
  'setOligoRole',
  { params: idParamSchema, body: setOligoRoleRequestSchema },
  async ({ params, body }) => {
    const oligo = await setOligoRole(params.id, body.role);
    if (!oligo) throw notFound('oligo', oligosApiMessages.notFound);
    return { body: { data: { oligo: toPublicOligo(oligo) } } };
  },
);
