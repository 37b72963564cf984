import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  createOligo,
  findOligoIdByName,
  getOligo,
  OligoNameTakenError,
  setOligoRole,
} from '@oligowatch/functions/oligos/repository/oligos-repository';
import {
  createProduct,
  findProductIdByName,
  ProductNameTakenError,
} from '@oligowatch/functions/products/repository/products-repository';
import type { OligoCsvRow } from '@oligowatch/science';
import { readOligoCsvFile } from '@oligowatch/science/node';
import { type AssayRole, assayRoleSchema } from '@oligowatch/shared/schemas/oligo';
import type { ProductAssay } from '@oligowatch/shared/schemas/product';
import { REPO_ROOT } from './repo-paths';

/**
 * The published SARS-CoV-2, influenza and RSV assay oligos (every non-ARTIC row of
 * ../shared/data/oligos/real_oligos.csv, kept in the repo as a test fixture), and one product per
 * value of the CSV's `assay` column, made of those oligos in file order and grouped into the assays
 * of its `assay_in_product` column (the FHI InfA M primers F1|F2 and R1|R2 as alternatives in one
 * assay, the FHI B HA lineage probes likewise, Pasteur's IP2 and IP4 as two assays). Each oligo
 * carries the role of its `role` column: the source's annotation, or where the source labels it
 * wrongly (some FHI rows), its place in its amplicon (test/fixtures/README.md).
 */
export const PUBLISHED_OLIGOS_CSV = join(
  REPO_ROOT,
  'test',
  'fixtures',
  'oligos',
  'published_assay_oligos.csv',
);

const where = (row: OligoCsvRow) => `${PUBLISHED_OLIGOS_CSV}:${row.line}`;

/** The values of the file, in first-seen order, each with its rows. */
const groupBy = (rows: readonly OligoCsvRow[], column: string): Map<string, OligoCsvRow[]> => {
  const groups = new Map<string, OligoCsvRow[]>();
  for (const row of rows) {
    const value = row.extra[column]?.trim();
    if (!value) throw new Error(`${where(row)}: the ${column} column is empty`);
    groups.set(value, [...(groups.get(value) ?? []), row]);
  }
  return groups;
};

const roleOf = (row: OligoCsvRow): AssayRole => {
  const role = assayRoleSchema.safeParse(row.extra.role?.trim());
  if (!role.success) throw new Error(`${where(row)}: the role column is not forward, reverse or probe`);
  return role.data;
};

/**
 * The stored oligo of that name, given the row's role if it still has only an inferred one (it was
 * seeded before roles existed) and is the published oligo itself: what the source says beats a guess.
 */
const useExisting = async (id: string, row: OligoCsvRow): Promise<void> => {
  const oligo = await getOligo(id);
  const published = oligo?.sequence === row.sequence && oligo.dna_strand_positive === row.strandPositive;
  if (oligo?.role_inferred && published) await setOligoRole(id, roleOf(row));
};

/** The oligo's id: the stored one of that name, or a newly created one. */
const ensureOligo = async (row: OligoCsvRow): Promise<{ id: string; created: boolean }> => {
  const existing = await findOligoIdByName(row.name);
  if (existing) {
    await useExisting(existing, row);
    return { id: existing, created: false };
  }
  try {
    const oligo = await createOligo({
      _id: randomUUID(),
      name: row.name,
      sequence: row.sequence,
      dna_strand_positive: row.strandPositive,
      archived: false,
      role: roleOf(row),
      role_inferred: false,
    });
    return { id: oligo._id, created: true };
  } catch (error) {
    // Someone created it meanwhile (two stacks on one data dir): use theirs.
    const raced = error instanceof OligoNameTakenError ? await findOligoIdByName(row.name) : undefined;
    if (raced) return { id: raced, created: false };
    throw error;
  }
};

/**
 * Idempotent: oligos and products are looked up by name and only the missing ones are written,
 * so a restart (or a user who already made "US CDC (United States) N1") changes nothing. A product
 * seeded before assays existed keeps its version (one assay of every oligo); editing it groups it.
 */
export const seedCatalog = async (log: (line: string) => void): Promise<void> => {
  const rows = await readOligoCsvFile(PUBLISHED_OLIGOS_CSV);
  let oligosCreated = 0;
  let productsCreated = 0;
  for (const [product, productRows] of groupBy(rows, 'assay')) {
    const idOf = new Map<OligoCsvRow, string>();
    for (const row of productRows) {
      const { id, created } = await ensureOligo(row);
      idOf.set(row, id);
      if (created) oligosCreated++;
    }
    if (await findProductIdByName(product)) continue;
    const ids = productRows.map((row) => idOf.get(row) as string);
    const assays: ProductAssay[] = [...groupBy(productRows, 'assay_in_product')].map(([name, assayRows]) => ({
      name,
      oligos: assayRows.map((row) => idOf.get(row) as string),
    }));
    try {
      await createProduct({
        _id: randomUUID(),
        name: product,
        versions: [ids],
        version_assays: [assays],
        active_version_index: 0,
      });
      productsCreated++;
    } catch (error) {
      if (!(error instanceof ProductNameTakenError)) throw error;
    }
  }
  if (oligosCreated + productsCreated > 0)
    log(`Seeded ${oligosCreated} published oligos and ${productsCreated} products made of them.`);
};
