import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  createOligo,
  findOligoIdByName,
  OligoNameTakenError,
} from '@oligowatch/functions/oligos/repository/oligos-repository';
import {
  createProduct,
  findProductIdByName,
  ProductNameTakenError,
} from '@oligowatch/functions/products/repository/products-repository';
import type { OligoCsvRow } from '@oligowatch/shared/mismatch/io/parse-oligo-csv';
import { readOligoCsvFile } from '@oligowatch/shared/mismatch/io/read-oligo-csv-file';
import { REPO_ROOT } from './repo-paths';

/**
 * The published SARS-CoV-2, influenza and RSV assay oligos (every non-ARTIC row of
 * ../shared/data/oligos/real_oligos.csv, kept in the repo as a test fixture), and one product per
 * assay of the CSV's `assay` column, made of that assay's oligos in file order.
 */
export const PUBLISHED_OLIGOS_CSV = join(
  REPO_ROOT,
  'test',
  'fixtures',
  'oligos',
  'published_assay_oligos.csv',
);

/** The assays of the file, in first-seen order, each with its rows. */
const groupByAssay = (rows: readonly OligoCsvRow[]): Map<string, OligoCsvRow[]> => {
  const groups = new Map<string, OligoCsvRow[]>();
  for (const row of rows) {
    const assay = row.extra.assay?.trim();
    if (!assay) throw new Error(`${PUBLISHED_OLIGOS_CSV}:${row.line}: the assay column is empty`);
    groups.set(assay, [...(groups.get(assay) ?? []), row]);
  }
  return groups;
};

/** The oligo's id: the stored one of that name, or a newly created one. */
const ensureOligo = async (row: OligoCsvRow): Promise<{ id: string; created: boolean }> => {
  const existing = await findOligoIdByName(row.name);
  if (existing) return { id: existing, created: false };
  try {
    const oligo = await createOligo({
      _id: randomUUID(),
      name: row.name,
      sequence: row.sequence,
      dna_strand_positive: row.strandPositive,
      archived: false,
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
 * so a restart (or a user who already made "US CDC (United States) N1") changes nothing.
 */
export const seedCatalog = async (log: (line: string) => void): Promise<void> => {
  const rows = await readOligoCsvFile(PUBLISHED_OLIGOS_CSV);
  let oligosCreated = 0;
  let productsCreated = 0;
  for (const [assay, assayRows] of groupByAssay(rows)) {
    const ids: string[] = [];
    for (const row of assayRows) {
      const { id, created } = await ensureOligo(row);
      ids.push(id);
      if (created) oligosCreated++;
    }
    if (await findProductIdByName(assay)) continue;
    try {
      await createProduct({ _id: randomUUID(), name: assay, versions: [ids], active_version_index: 0 });
      productsCreated++;
    } catch (error) {
      if (!(error instanceof ProductNameTakenError)) throw error;
    }
  }
  if (oligosCreated + productsCreated > 0)
    log(`Seeded ${oligosCreated} published oligos and ${productsCreated} products made of them.`);
};
