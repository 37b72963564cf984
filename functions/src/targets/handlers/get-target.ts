import { targetsApiMessages } from '@oligowatch/shared/messages/targets';
import { taxonomicIdParamSchema } from '@oligowatch/shared/schemas/target';
import * as z from 'zod';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { getTargetSummary } from '../repository/target-queries';

/** GET /v1/targets/{id}: one target's summary; the id is its taxonomic ID. */
export const handler = makeHandler(
  'getTarget',
  { params: z.object({ id: taxonomicIdParamSchema }) },
  async ({ params }) => {
    const target = await getTargetSummary(params.id);
    if (!target) throw notFound('target', targetsApiMessages.targetNotFound);
    return { body: { target } };
  },
);
