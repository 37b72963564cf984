import { listProducts, toPublicProduct } from '../lib/db/products-repository';
import { makeHandler } from '../lib/http/make-handler';

/** GET /v1/products: every product, sorted by name; versions carry oligo ids. */
export const handler = makeHandler({}, async () => ({
  body: { products: (await listProducts()).map(toPublicProduct) },
}));
