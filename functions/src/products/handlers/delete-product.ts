import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { productsApiMessages } from '@oligowatch/shared/messages/products';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { deleteProduct, getProduct } from '../repository/products-repository';

/**
 * DELETE /v1/products/{id}: removes the product with all its versions and frees its name. Its
 * oligos stay in the catalogue; reports keep the product name they were made with.
 */
export const handler = makeHandler('deleteProduct', { params: idParamSchema }, async ({ params }) => {
  const product = await getProduct(params.id);
  if (!product) throw notFound('product', productsApiMessages.notFound);
  await deleteProduct(product);
  return { body: { message: commonSuccessMessages.deletion } };
});
