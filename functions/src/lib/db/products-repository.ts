import { compareNames } from '@oligowatch/shared/compare-names';
import { type Product, productNameKey } from '@oligowatch/shared/schemas/product';
import {
  catalogTableName,
  findIdByNameGuard,
  getCatalogRecord,
  queryWholeKind,
  toCatalogRecord,
} from './catalog-table';
import { cancellationCodes, isConditionFailure, sendTransaction } from './transactions';

/**
 * The stored product: the public Product (versions are lists of oligo ids) plus a revision that
 * every write checks and bumps, so two concurrent edits cannot silently overwrite each other.
 */
export interface ProductRecord extends Product {
  revision: number;
  created_at: string;
  updated_at: string;
}

const PRODUCTS_KIND = 'PRODUCTS';
const productKey = (id: string) => ({ pk: `PRODUCT#${id}` });
/** Names are unique trimmed and lower-cased. */
const nameGuardKey = (name: string) => ({ pk: `PRODUCTNAME#${productNameKey(name)}` });
const indexKeys = (product: Pick<Product, '_id' | 'name'>) => ({
  gsi1pk: PRODUCTS_KIND,
  gsi1sk: `${productNameKey(product.name)}#${product._id}`,
});

export class ProductNameTakenError extends Error {}
/** The product changed (or vanished) between reading it and writing the edit. */
export class ProductChangedError extends Error {}

const toRecord = (item: Record<string, unknown> | undefined) => toCatalogRecord<ProductRecord>(item);

export const toPublicProduct = (record: Product): Product => ({
  _id: record._id,
  name: record.name,
  versions: record.versions,
  active_version_index: record.active_version_index,
});

export const findProductIdByName = (name: string): Promise<string | undefined> =>
  findIdByNameGuard(nameGuardKey(name), 'productId');

export const getProduct = (id: string): Promise<ProductRecord | undefined> =>
  getCatalogRecord<ProductRecord>(id, productKey);

export const listProducts = async (): Promise<ProductRecord[]> =>
  (await queryWholeKind(PRODUCTS_KIND))
    .map((item) => toRecord(item) as ProductRecord)
    .sort((a, b) => compareNames(a.name, b.name));

const guardPut = (product: Pick<Product, '_id' | 'name'>) => ({
  Put: {
    TableName: catalogTableName(),
    Item: { ...nameGuardKey(product.name), productId: product._id },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const guardDelete = (product: Pick<Product, '_id' | 'name'>) => ({
  Delete: {
    TableName: catalogTableName(),
    Key: nameGuardKey(product.name),
    ConditionExpression: 'productId = :id',
    ExpressionAttributeValues: { ':id': product._id },
  },
});

/** Creates the product and its name guard in one transaction (concurrent same-name creates: one wins). */
export const createProduct = async (product: Product): Promise<ProductRecord> => {
  const now = new Date().toISOString();
  const record: ProductRecord = {
    ...toPublicProduct(product),
    revision: 1,
    created_at: now,
    updated_at: now,
  };
  try {
    await sendTransaction({
      TransactItems: [
        guardPut(product),
        {
          Put: {
            TableName: catalogTableName(),
            Item: { ...productKey(product._id), ...indexKeys(product), ...record },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new ProductNameTakenError(product.name);
    throw error;
  }
  return record;
};

/**
 * Writes an edit read at `previous.revision`. A rename moves the name guard in the same
 * transaction, so the old name is freed exactly when the new one is taken.
 */
export const updateProduct = async (previous: ProductRecord, next: Product): Promise<ProductRecord> => {
  const record: ProductRecord = {
    ...toPublicProduct(next),
    revision: previous.revision + 1,
    created_at: previous.created_at,
    updated_at: new Date().toISOString(),
  };
  const renamed = productNameKey(previous.name) !== productNameKey(next.name);
  const productPut = {
    Put: {
      TableName: catalogTableName(),
      Item: { ...productKey(next._id), ...indexKeys(next), ...record },
      ConditionExpression: 'revision = :revision',
      ExpressionAttributeValues: { ':revision': previous.revision },
    },
  };
  try {
    await sendTransaction({
      TransactItems: renamed ? [productPut, guardDelete(previous), guardPut(next)] : [productPut],
    });
  } catch (error) {
    const codes = cancellationCodes(error);
    if (renamed && codes[2] === 'ConditionalCheckFailed') throw new ProductNameTakenError(next.name);
    if (isConditionFailure(error)) throw new ProductChangedError(next._id);
    throw error;
  }
  return record;
};

/** Deletes the product and frees its name, in one transaction. */
export const deleteProduct = async (product: ProductRecord): Promise<void> => {
  try {
    await sendTransaction({
      TransactItems: [
        {
          Delete: {
            TableName: catalogTableName(),
            Key: productKey(product._id),
            ConditionExpression: 'revision = :revision',
            ExpressionAttributeValues: { ':revision': product.revision },
          },
        },
        guardDelete(product),
      ],
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new ProductChangedError(product._id);
    throw error;
  }
};
