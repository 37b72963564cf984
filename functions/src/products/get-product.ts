import { productMessages } from '@oligowatch/shared/messages';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { getProduct, toPublicProduct } from '../lib/db/products-repository';
import { NotFound } from '../lib/http/errors';
import { makeHandler } from '../lib/http/make-handler';

/** GET /v1/products/{id}: name, versions (lists of oligo ids) and active_version_index. */
export const handler = makeHandler({ params: idParamSchema }, async ({ params }) => {
  const product = await getProduct(params.id);
  if (!product) throw new NotFound(productMessages.notFound);
  return { body: { product: toPublicProduct(product) } };
});
