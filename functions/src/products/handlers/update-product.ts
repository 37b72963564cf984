import { productsApiMessages } from '@oligowatch/shared/messages/products';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { productPayloadSchema } from '@oligowatch/shared/schemas/product';
import { toPublicProduct } from '@oligowatch/shared/tables/catalog';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { applyProductEdit, requestedAssays, uniqueIds } from '../domain/apply-product-edit';
import {
  findProductIdByName,
  getProduct,
  ProductNameTakenError,
  updateProduct,
} from '../repository/products-repository';
import { requireKnownOligos } from '../require-known-oligos';
import { requireValidAssays } from '../require-valid-assays';

/**
 * PUT /v1/products/{id}: name, oligos and (ours) assays. The same rules as create, the product
 * itself excluded from the name check. Changed oligos or assays become a new active version
 * (applyProductEdit); without assays, an edit keeping the oligos keeps the active version's assays.
 */
export const handler = makeHandler(
  'updateProduct',
  { body: productPayloadSchema, params: idParamSchema },
  async ({ body, params }) => {
    // Two independent reads: one round trip instead of two.
    const [current, owner] = await Promise.all([getProduct(params.id), findProductIdByName(body.name)]);
    if (!current) throw notFound('product', productsApiMessages.notFound);
    if (owner !== undefined && owner !== current._id) throw new ProductNameTakenError(body.name);
    const oligoIds = uniqueIds(body.oligos);
    const oligos = await requireKnownOligos(oligoIds);
    const assays = requestedAssays(oligoIds, body.assays, current);
    requireValidAssays(oligoIds, assays, oligos);
    // A name taken or a change made meanwhile: the repository's conflicts say so.
    const product = await updateProduct(current, applyProductEdit(current, body.name, oligoIds, assays));
    return { body: { product: toPublicProduct(product) } };
  },
);
