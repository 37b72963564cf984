import { readFileSync } from 'node:fs';
import { parseOligoCsv } from '@oligowatch/shared/mismatch/io/parse-oligo-csv';
import { oligoListResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { productsWithOligoDetailsResponseSchema } from '@oligowatch/shared/schemas/product';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';

/**
 * The `npm start` demo catalogue, seeded into this suite's stack through the same code `npm start`
 * runs (the handlers' environment is loaded first, so the repositories reach this DynamoDB Local).
 */
const seed = async () => {
  Object.assign(process.env, stack().env);
  const { seedCatalog, PUBLISHED_OLIGOS_CSV } = await import('@oligowatch/infra/local/seed-catalog');
  const lines: string[] = [];
  await seedCatalog((line) => lines.push(line));
  return { lines, csv: PUBLISHED_OLIGOS_CSV };
};

describe('the demo catalogue of npm start', () => {
  let token: string;
  let csv: string;
  beforeAll(async () => {
    token = await signIn(stack().admin.email, stack().admin.password);
    csv = (await seed()).csv;
  });

  it('holds every published oligo of the fixture, sequence and strand as published', async () => {
    const rows = parseOligoCsv(readFileSync(csv, 'utf8'), csv);
    expect(rows).toHaveLength(66);
    const res = await api('GET', '/v1/oligos/all', { token });
    const byName = new Map(oligoListResponseSchema.parse(res.body).data.oligos.map((o) => [o.name, o]));
    for (const row of rows) {
      expect(byName.get(row.name), row.name).toMatchObject({
        sequence: row.sequence,
        dna_strand_positive: row.strandPositive,
      });
    }
  });

  it('makes one product per assay of the CSV, of that assay oligos', async () => {
    const res = await api('GET', '/v1/products_with_oligo_details', { token });
    const products = productsWithOligoDetailsResponseSchema.parse(res.body).products;
    const n1 = products.find((p) => p.name === 'US CDC (United States) N1');
    expect(n1?.versions).toHaveLength(1);
    expect(n1?.versions[0]?.map((o) => [o.name, o.sequence, o.dna_strand_positive])).toEqual([
      ['USCDC_N1_F', 'GACCCCAAAATCAGCGAAAT', true],
      ['USCDC_N1_P', 'ACCCCGCATTACGTTTGGTGGACC', true],
      ['USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG', false],
    ]);
    const pasteur = products.find((p) => p.name === 'Institut Pasteur, Paris (France) RdRp');
    expect(pasteur?.versions[0]).toHaveLength(6);
    for (const assay of ['FHI RSV-A', 'FHI Influenza A M (triplex)', 'Charité (Germany) E']) {
      expect(products.map((p) => p.name)).toContain(assay);
    }
  });

  it('writes nothing when run again', async () => {
    const before = await api('GET', '/v1/products', { token });
    const again = await seed();
    expect(again.lines).toEqual([]);
    expect((await api('GET', '/v1/products', { token })).body).toEqual(before.body);
  });
});
