import { productsApiMessages } from '@oligowatch/shared/messages/products';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { toPublicProduct } from '@oligowatch/shared/tables/catalog';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { getProduct } from '../repository/products-repository';

/** GET /v1/products/{id}: name, versions (lists of oligo ids) and active_version_index. */
export const handler = makeHandler('getProduct', { params: idParamSchema }, async ({ params }) => {
  const product = await getProduct(params.id);
  if (!product) throw notFound('product', productsApiMessages.notFound);
  return { body: { product: toPublicProduct(product) } };
});
