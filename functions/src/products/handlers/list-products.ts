import { toPublicProduct } from '@oligowatch/shared/tables/catalog';
import { makeHandler } from '../../lib/http/make-handler';
import { listProducts } from '../repository/products-repository';

/** GET /v1/products: every product, sorted by name; versions carry oligo ids. */
export const handler = makeHandler('listProducts', {}, async () => ({
  body: { products: (await listProducts()).map(toPublicProduct) },
}));
