import { expandProducts } from '../lib/catalog/expand-product';
import { listProducts } from '../lib/db/products-repository';
import { makeHandler } from '../lib/http/make-handler';

/** GET /v1/products_with_oligo_details: every product with each version's oligos spelled out. */
export const handler = makeHandler({}, async () => ({
  body: { products: await expandProducts(await listProducts()) },
}));
