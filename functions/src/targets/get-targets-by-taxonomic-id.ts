import { taxonomicIdParamSchema } from '@oligowatch/shared/schemas/target';
import { z } from 'zod';
import { InvalidCursorError, listSamplesOfTarget } from '../lib/db/targets-repository';
import { ValidationError } from '../lib/http/errors';
import { makeHandler } from '../lib/http/make-handler';

const MAX_PAGE = 500;
const invalidLimit = `limit must be a whole number from 1 to ${MAX_PAGE}.`;
const pagingSchema = z.object({
  limit: z.coerce
    .number({ error: invalidLimit })
    .int(invalidLimit)
    .min(1, invalidLimit)
    .max(MAX_PAGE, invalidLimit)
    .optional(),
  cursor: z.string().min(1).optional(),
});

/**
 * GET /v1/targets/taxonomy/{taxonomicId}[?limit=N&cursor=C]: the target's samples without their
 * sequences, by accession. With `limit`, one page and a `nextCursor` while more follow; without,
 * every page (the detail screen pages on the client).
 */
export const handler = makeHandler(
  { params: z.object({ taxonomicId: taxonomicIdParamSchema }) },
  async ({ params, query }) => {
    const paging = pagingSchema.safeParse({ limit: query.limit, cursor: query.cursor });
    if (!paging.success) throw new ValidationError(paging.error.issues[0]?.message ?? 'Invalid paging');
    try {
      if (paging.data.limit !== undefined) {
        const page = await listSamplesOfTarget(params.taxonomicId, paging.data);
        return { body: { target: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
      }
      const samples = [];
      let cursor = paging.data.cursor;
      do {
        const page = await listSamplesOfTarget(params.taxonomicId, { limit: MAX_PAGE, cursor });
        samples.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return { body: { target: samples } };
    } catch (error) {
      if (error instanceof InvalidCursorError)
        throw new ValidationError('cursor is not one this API gave out.');
      throw error;
    }
  },
);
