import { makeHandler } from '../../lib/http/make-handler';
import { expandProducts } from '../expand-product';
import { listProducts } from '../repository/products-repository';

/** GET /v1/products_with_oligo_details: every product with each version's oligos spelled out. */
export const handler = makeHandler('listProductsWithOligoDetails', {}, async () => ({
  body: { products: await expandProducts(await listProducts()) },
}));
