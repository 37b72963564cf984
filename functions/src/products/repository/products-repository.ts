import { compareNames } from '@oligowatch/shared/compare-names';
import { productsApiMessages } from '@oligowatch/shared/messages/products';
import { type Product, productNameKey } from '@oligowatch/shared/schemas/product';
import { catalogTable } from '@oligowatch/shared/tables';
import {
  catalogKeys,
  catalogKinds,
  type ProductRecord,
  productIndexKeys,
  toProductRecord,
  toPublicProduct,
} from '@oligowatch/shared/tables/catalog';
import { canBeStoredId } from '../../lib/db/client';
import { getItem, queryIndexPartition, tableNameOf } from '../../lib/db/items';
import { cancellationCodes, isConditionFailure, sendTransaction } from '../../lib/db/transactions';
import { DomainError } from '../../lib/errors';

const catalogTableName = () => tableNameOf(catalogTable);
const productKey = catalogKeys.product;
const nameGuardKey = catalogKeys.productName;
const indexKeys = productIndexKeys;
const toRecord = toProductRecord;

/** Another product has the name (compared trimmed and case-insensitively). */
export class ProductNameTakenError extends DomainError {
  constructor(name: string) {
    super({ code: 'conflict', reason: 'nameInUse', message: productsApiMessages.nameInUse(name) });
  }
}
/** The product changed (or vanished) between reading it and writing the edit. */
export class ProductChangedError extends DomainError {
  constructor() {
    super({ code: 'conflict', reason: 'changedMeanwhile', message: productsApiMessages.changedMeanwhile });
  }
}

export const findProductIdByName = async (name: string): Promise<string | undefined> => {
  const id = (await getItem(catalogTable, nameGuardKey(name)))?.productId;
  return typeof id === 'string' ? id : undefined;
};

export const getProduct = async (id: string): Promise<ProductRecord | undefined> =>
  canBeStoredId(id) ? toRecord(await getItem(catalogTable, productKey(id))) : undefined;

export const listProducts = async (): Promise<ProductRecord[]> =>
  (await queryIndexPartition(catalogTable, 'byKind', catalogKinds.products))
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
    if (isConditionFailure(error)) throw new ProductChangedError();
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
    if (isConditionFailure(error)) throw new ProductChangedError();
    throw error;
  }
};
