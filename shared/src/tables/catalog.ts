import { inferStoredRole } from '../guess-role-from-name';
import { type AssayRole, assayRoleSchema, type Oligo, oligoNameKey } from '../schemas/oligo';
import { type Product, productNameKey } from '../schemas/product';
import { versionAssaysOf } from '../version-assays';
import { toStoredRecord } from './stored-item';

/**
 * The catalog table's published contract (owners: the oligos and products features, one item kind
 * each; see `catalogTable` in ../tables.ts). Reports read a product's version and its oligos, and
 * products read the oligos they name, only through what this file publishes.
 */

/**
 * The stored oligo: the public Oligo plus when it was made and last changed. An oligo stored before
 * roles existed has no `role`: it reads with the role its name suggests, marked inferred
 * (`toOligoRecord`), and the local stack's start stores that once (backfillOligoRoles). A stored
 * `role: null` is an unknown role (issue 34: created without one, its name telling nothing): kept
 * unknown, never backfilled.
 */
export interface OligoRecord extends Oligo {
  created_at: string;
  updated_at: string;
}

/**
 * The stored product: the public Product (versions are lists of oligo ids) plus a revision that
 * every write checks and bumps, so two concurrent edits cannot silently overwrite each other.
 * `version_assays` holds each version's assays by version index; a product stored before assays
 * existed has none, and reads (`toProductRecord`) as one assay of every oligo per version. Every
 * write stores the whole list, so versions stay as immutable as their oligo lists.
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

/** The stored role, if the item has a valid one: items from before roles existed have none. */
const storedRoleOf = (item: Record<string, unknown>): AssayRole | undefined => {
  const role = assayRoleSchema.safeParse(item.role);
  return role.success ? role.data : undefined;
};

export const toOligoRecord = (item: Record<string, unknown> | undefined): OligoRecord | undefined => {
  if (!item) return undefined;
  const record = toStoredRecord<OligoRecord>(item);
  if (item.role === null) return { ...record, role: null, role_inferred: true };
  const role = storedRoleOf(item);
  return role
    ? { ...record, role, role_inferred: item.role_inferred === true }
    : { ...record, role: inferStoredRole(record.name), role_inferred: true };
};

/**
 * The oligo id an oligo name guard (catalogKeys.oligoName) holds, if the item is one. Names are unique
 * and never change, so a name a report froze finds its oligo (the strand checks of issue 23).
 */
export const oligoIdOfNameGuard = (item: Record<string, unknown> | undefined): string | undefined =>
  typeof item?.oligoId === 'string' ? item.oligoId : undefined;

/**
 * Whether a stored oligo item lacks its role (written before roles existed): the backfill's
 * question. An unknown role (null) is a role stored as unknown, not a missing one.
 */
export const lacksStoredRole = (item: Record<string, unknown>): boolean =>
  item.role !== null && storedRoleOf(item) === undefined;

export const toProductRecord = (item: Record<string, unknown> | undefined): ProductRecord | undefined => {
  if (!item) return undefined;
  const record = toStoredRecord<ProductRecord>(item);
  return { ...record, version_assays: versionAssaysOf(record.versions, record.version_assays) };
};

/** The shape every API answer uses. */
export const toPublicOligo = (record: Oligo): Oligo => ({
  _id: record._id,
  name: record.name,
  sequence: record.sequence,
  dna_strand_positive: record.dna_strand_positive,
  archived: record.archived,
  role: record.role,
  role_inferred: record.role_inferred,
});

export const toPublicProduct = (record: Product): Product => ({
  _id: record._id,
  name: record.name,
  versions: record.versions,
  active_version_index: record.active_version_index,
  version_assays: record.version_assays,
});
