import { randomUUID } from 'node:crypto';
import { productPayloadSchema } from '@oligowatch/shared/schemas/product';
import { toPublicProduct } from '@oligowatch/shared/tables/catalog';
import { makeHandler } from '../../lib/http/make-handler';
import { requestedAssays, uniqueIds } from '../domain/apply-product-edit';
import { createProduct, findProductIdByName, ProductNameTakenError } from '../repository/products-repository';
import { requireKnownOligos } from '../require-known-oligos';
import { requireValidAssays } from '../require-valid-assays';

/**
 * POST /v1/products: name and oligos (ids). Rules in SPEC.md section 5 order: a name (400), a name
 * no other product has (409); then every oligo id must name a stored oligo (400), and the assays
 * (ours, issue 23; absent: one assay of every oligo) must group them (400). The product starts with
 * one version, the active one.
 */
export const handler = makeHandler('createProduct', { body: productPayloadSchema }, async ({ body }) => {
  if (await findProductIdByName(body.name)) throw new ProductNameTakenError(body.name);
  const oligoIds = uniqueIds(body.oligos);
  const oligos = await requireKnownOligos(oligoIds);
  const assays = requestedAssays(oligoIds, body.assays);
  requireValidAssays(oligoIds, assays, oligos);
  const product = await createProduct({
    _id: randomUUID(),
    name: body.name,
    versions: [oligoIds],
    version_assays: [assays],
    active_version_index: 0,
  });
  return { statusCode: 201, body: { product: toPublicProduct(product) } };
});
