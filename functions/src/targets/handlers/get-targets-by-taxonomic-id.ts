import { taxonomicIdParamSchema } from '@oligowatch/shared/schemas/target';
import * as z from 'zod';
import { makeHandler } from '../../lib/http/make-handler';
import { listSamplesOfTarget } from '../repository/target-queries';

const MAX_PAGE = 500;
const invalidLimit = `limit must be a whole number from 1 to ${MAX_PAGE}.`;
const pagingSchema = z.object({
  limit: z.coerce
    .number({ error: invalidLimit })
    .int(invalidLimit)
    .min(1, invalidLimit)
    .max(MAX_PAGE, invalidLimit)
    .optional(),
  cursor: z.string().min(1).max(2000).optional(),
});

/**
 * GET /v1/targets/taxonomy/{taxonomicId}[?limit=N&cursor=C]: the target's samples without their
 * sequences, by accession. With `limit`, one page and a `nextCursor` while more follow; without,
 * every page (the detail screen pages on the client). A cursor not issued for this target is a 400.
 */
export const handler = makeHandler(
  'getTargetsByTaxonomicId',
  { params: z.object({ taxonomicId: taxonomicIdParamSchema }), query: pagingSchema },
  async ({ params, query }) => {
    if (query.limit !== undefined) {
      const page = await listSamplesOfTarget(params.taxonomicId, {
        limit: query.limit,
        cursor: query.cursor,
      });
      return { body: { target: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
    }
    const samples = [];
    let cursor = query.cursor;
    do {
      const page = await listSamplesOfTarget(params.taxonomicId, { limit: MAX_PAGE, cursor });
      samples.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return { body: { target: samples } };
  },
);
