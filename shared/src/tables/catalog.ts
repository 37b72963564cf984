import { type Oligo, oligoNameKey } from '../schemas/oligo';
import { type Product, productNameKey } from '../schemas/product';
import { toStoredRecord } from './stored-item';

/**
 * The catalog table's published contract (owners: the oligos and products features, one item kind
 * each; see `catalogTable` in ../tables.ts). Reports read a product's version and its oligos, and
 * products read the oligos they name, only through what this file publishes.
 */

/** The stored oligo: the public Oligo plus when it was made and last changed. */
export interface OligoRecord extends Oligo {
  created_at: string;
  updated_at: string;
}

/**
 * The stored product: the public Product (versions are lists of oligo ids) plus a revision that
 * every write checks and bumps, so two concurrent edits cannot silently overwrite each other.
 */
export interface ProductRecord extends Product {
  revision: number;
  created_at: string;
  updated_at: string;
}

export const catalogKeys = {
  oligo: (id: string) => ({ pk: `OLIGO#${id}` }),
  /** Oligo names are unique trimmed and lower-cased, across active and archived oligos alike. */
  oligoName: (name: string) => ({ pk: `OLIGONAME#${oligoNameKey(name)}` }),
  product: (id: string) => ({ pk: `PRODUCT#${id}` }),
  /** Product names are unique trimmed and lower-cased. */
  productName: (name: string) => ({ pk: `PRODUCTNAME#${productNameKey(name)}` }),
  /** The version a cached whole list is current at (bumped after every write of the list). */
  listVersion: (list: string) => ({ pk: `LISTVERSION#${list}` }),
} as const;

/** byKind partitions: oligos by state, products all together; each sorted by name. */
export const catalogKinds = {
  oligos: (archived: boolean) => (archived ? 'OLIGOS#archived' : 'OLIGOS#active'),
  products: 'PRODUCTS',
} as const;

export const oligoIndexKeys = (oligo: Pick<Oligo, '_id' | 'name' | 'archived'>) => ({
  gsi1pk: catalogKinds.oligos(oligo.archived),
  gsi1sk: `${oligoNameKey(oligo.name)}#${oligo._id}`,
});

export const productIndexKeys = (product: Pick<Product, '_id' | 'name'>) => ({
  gsi1pk: catalogKinds.products,
  gsi1sk: `${productNameKey(product.name)}#${product._id}`,
});

export const toOligoRecord = (item: Record<string, unknown> | undefined): OligoRecord | undefined =>
  item ? toStoredRecord<OligoRecord>(item) : undefined;

export const toProductRecord = (item: Record<string, unknown> | undefined): ProductRecord | undefined =>
  item ? toStoredRecord<ProductRecord>(item) : undefined;

/** The shape every API answer uses. */
export const toPublicOligo = (record: Oligo): Oligo => ({
  _id: record._id,
  name: record.name,
  sequence: record.sequence,
  dna_strand_positive: record.dna_strand_positive,
  archived: record.archived,
});

export const toPublicProduct = (record: Product): Product => ({
  _id: record._id,
  name: record.name,
  versions: record.versions,
  active_version_index: record.active_version_index,
});
