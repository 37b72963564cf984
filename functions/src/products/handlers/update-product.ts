import { productMessages } from '@oligowatch/shared/messages';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { productPayloadSchema } from '@oligowatch/shared/schemas/product';
import { toPublicProduct } from '@oligowatch/shared/tables/catalog';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { applyProductEdit, uniqueIds } from '../domain/apply-product-edit';
import {
  findProductIdByName,
  getProduct,
  ProductNameTakenError,
  updateProduct,
} from '../repository/products-repository';
import { requireKnownOligos } from '../require-known-oligos';

/**
 * PUT /v1/products/{id}: name and oligos. The same rules as create, the product itself excluded
 * from the name check. A changed oligo list becomes a new active version (applyProductEdit).
 */
export const handler = makeHandler(
  'updateProduct',
  { body: productPayloadSchema, params: idParamSchema },
  async ({ body, params }) => {
    // Two independent reads: one round trip instead of two.
    const [current, owner] = await Promise.all([getProduct(params.id), findProductIdByName(body.name)]);
    if (!current) throw notFound('product', productMessages.notFound);
    if (owner !== undefined && owner !== current._id) throw new ProductNameTakenError(body.name);
    const oligoIds = uniqueIds(body.oligos);
    await requireKnownOligos(oligoIds);
    // A name taken or a change made meanwhile: the repository's conflicts say so.
    const product = await updateProduct(current, applyProductEdit(current, body.name, oligoIds));
    return { body: { product: toPublicProduct(product) } };
  },
);
