import { readFileSync } from 'node:fs';
import { parseOligoCsv } from '@oligowatch/science';
import { oligoListResponseSchema, oligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
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

  it('holds every published oligo of the fixture, sequence, strand and role as published', async () => {
    const rows = parseOligoCsv(readFileSync(csv, 'utf8'), csv);
    expect(rows).toHaveLength(66);
    const res = await api('GET', '/v1/oligos/all', { token });
    const byName = new Map(oligoListResponseSchema.parse(res.body).data.oligos.map((o) => [o.name, o]));
    for (const row of rows) {
      // The role of the source data (science/src/assays/published-roles.test.ts checks the fixture), not a guess.
      expect(byName.get(row.name), row.name).toMatchObject({
        sequence: row.sequence,
        dna_strand_positive: row.strandPositive,
        role: row.extra.role,
        role_inferred: false,
      });
    }
  });

  it('groups each product into the assays of the fixture: FHI InfA M and B HA lineage as published', async () => {
    const res = await api('GET', '/v1/products_with_oligo_details', { token });
    const products = productsWithOligoDetailsResponseSchema.parse(res.body).products;
    const assaysOf = (name: string) => {
      const product = products.find((p) => p.name === name);
      const names = new Map(product?.versions[0]?.map((o) => [o._id, `${o.name} (${o.role})`]));
      return product?.version_assays[0]?.map((assay) => ({
        ...assay,
        oligos: assay.oligos.map((id) => names.get(id)),
      }));
    };
    expect(assaysOf('FHI Influenza A M (triplex)')).toEqual([
      {
        name: 'InfA M',
        oligos: [
          'triplex_INFA_F1_M (forward)',
          'triplex_INFA_F2_M (forward)',
          'triplex_INFA_R1_M (reverse)',
          'triplex_INFA_R2_M (reverse)',
          'triplex_INFA_Probe_M (probe)',
        ],
      },
    ]);
    expect(assaysOf('FHI Influenza B HA lineage (Victoria/Yamagata)')).toEqual([
      {
        name: 'B HA lineage',
        oligos: [
          'BHA-188F_HA (forward)',
          'BHA270R_HA (reverse)',
          'probe-VIC2_HA (probe)',
          'probe-YAM2_HA (probe)',
        ],
      },
    ]);
    expect(assaysOf('Institut Pasteur, Paris (France) RdRp')?.map((a) => a.name)).toEqual(['IP2', 'IP4']);
    expect(assaysOf('US CDC (United States) N1')).toEqual([
      { name: 'N1', oligos: ['USCDC_N1_F (forward)', 'USCDC_N1_P (probe)', 'USCDC_N1_R (reverse)'] },
    ]);
  });

  it('gives a published oligo seeded before roles existed the role of the source, and leaves confirmed roles alone', async () => {
    const all = oligoListResponseSchema.parse((await api('GET', '/v1/oligos/all', { token })).body).data
      .oligos;
    const tm = all.find((o) => o.name === 'FluSw-H1-TM324_HA');
    const rsv = all.find((o) => o.name === 'RSVQA');
    if (!tm || !rsv) throw new Error('seeded oligos missing');
    // TM324 as an earlier version stored it (no role: read as its name's guess), RSVQA set by a person.
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { tableNameOf } = await import('@oligowatch/functions/lib/db/items');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { catalogTable } = await import('@oligowatch/shared/tables');
    const { catalogKeys } = await import('@oligowatch/shared/tables/catalog');
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableNameOf(catalogTable),
        Key: catalogKeys.oligo(tm._id),
        UpdateExpression: 'REMOVE #role, role_inferred',
        ExpressionAttributeNames: { '#role': 'role' },
      }),
    );
    await api('PUT', `/v1/oligos/${rsv._id}/role`, { token, body: { role: 'reverse' } });
    const before = await api('GET', `/v1/oligos/${tm._id}`, { token });
    expect(oligoResponseSchema.parse(before.body).data.oligo).toMatchObject({
      role: 'probe',
      role_inferred: true,
    });

    await seed();
    const after = async (id: string) =>
      oligoResponseSchema.parse((await api('GET', `/v1/oligos/${id}`, { token })).body).data.oligo;
    expect(await after(tm._id)).toMatchObject({ role: 'probe', role_inferred: false });
    expect(await after(rsv._id)).toMatchObject({ role: 'reverse', role_inferred: false });
    await api('PUT', `/v1/oligos/${rsv._id}/role`, { token, body: { role: 'probe' } });
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
