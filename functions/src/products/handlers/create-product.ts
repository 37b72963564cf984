import { randomUUID } from 'node:crypto';
import { productPayloadSchema } from '@oligowatch/shared/schemas/product';
import { toPublicProduct } from '@oligowatch/shared/tables/catalog';
import { makeHandler } from '../../lib/http/make-handler';
import { uniqueIds } from '../domain/apply-product-edit';
import { createProduct, findProductIdByName, ProductNameTakenError } from '../repository/products-repository';
import { requireKnownOligos } from '../require-known-oligos';

/**
 * POST /v1/products: name and oligos (ids). Rules in SPEC.md section 5 order: a name (400), a name
 * no other product has (409); then every oligo id must name a stored oligo (400). The product
 * starts with one version, the active one.
 */
export const handler = makeHandler('createProduct', { body: productPayloadSchema }, async ({ body }) => {
  if (await findProductIdByName(body.name)) throw new ProductNameTakenError(body.name);
  const oligoIds = uniqueIds(body.oligos);
  await requireKnownOligos(oligoIds);
  const product = await createProduct({
    _id: randomUUID(),
    name: body.name,
    versions: [oligoIds],
    active_version_index: 0,
  });
  return { statusCode: 201, body: { product: toPublicProduct(product) } };
});
