import { productMessages, successMessages } from '@oligowatch/shared/messages';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { Conflict, NotFound } from '../../lib/http/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { deleteProduct, getProduct, ProductChangedError } from '../repository/products-repository';

/**
 * DELETE /v1/products/{id}: removes the product with all its versions and frees its name. Its
 * oligos stay in the catalogue; reports keep the product name they were made with.
 */
export const handler = makeHandler({ params: idParamSchema }, async ({ params }) => {
  const product = await getProduct(params.id);
  if (!product) throw new NotFound(productMessages.notFound);
  try {
    await deleteProduct(product);
  } catch (error) {
    if (error instanceof ProductChangedError) throw new Conflict(productMessages.changedMeanwhile);
    throw error;
  }
  return { body: { message: successMessages.deletion } };
});
