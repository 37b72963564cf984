import { oligosApiMessages } from '@oligowatch/shared/messages/oligos';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { toPublicOligo } from '@oligowatch/shared/tables/catalog';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { getOligo } from '../repository/oligos-repository';

/** GET /v1/oligos/{id}: one oligo, active or archived. */
export const handler = makeHandler('getOligo', { params: idParamSchema }, async ({ params }) => {
  const oligo = await getOligo(params.id);
  if (!oligo) throw notFound('oligo', oligosApiMessages.notFound);
  return { body: { data: { oligo: toPublicOligo(oligo) } } };
});
