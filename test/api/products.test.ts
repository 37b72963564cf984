import { randomUUID } from 'node:crypto';
import { NAME_MAX_LENGTH } from '@oligowatch/shared/constants';
import { commonApiMessages, commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { productsApiMessages } from '@oligowatch/shared/messages/products';
import { createOligoResponseSchema, type Oligo } from '@oligowatch/shared/schemas/oligo';
import {
  type Product,
  productListResponseSchema,
  productResponseSchema,
  productsWithOligoDetailsResponseSchema,
} from '@oligowatch/shared/schemas/product';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';

/** Names no other test (or earlier run on the same data) uses. */
const uniqueName = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

let token: string;
let f: Oligo;
let p: Oligo;
let r: Oligo;

const newOligo = async (label: string, sequence: string): Promise<Oligo> => {
  const res = await api('POST', '/v1/oligos', {
    token,
    body: { name: uniqueName(label), sequence, dna_strand_positive: true },
  });
  expect(res.status).toBe(201);
  return createOligoResponseSchema.parse(res.body).data;
};

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  // The US CDC N1 primers and probe: real published sequences.
  f = await newOligo('USCDC_N1_F', 'GACCCCAAAATCAGCGAAAT');
  p = await newOligo('USCDC_N1_P', 'ACCCCGCATTACGTTTGGTGGACC');
  r = await newOligo('USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG');
});

const createProduct = (body: unknown) => api('POST', '/v1/products', { token, body });
const updateProduct = (id: string, body: unknown) => api('PUT', `/v1/products/${id}`, { token, body });

const createValid = async (oligos = [f._id, r._id], name = uniqueName('CDC N1')): Promise<Product> => {
  const res = await createProduct({ name, oligos });
  expect(res.status).toBe(201);
  return productResponseSchema.parse(res.body).product;
};

const fetchProduct = async (id: string): Promise<Product> => {
  const res = await api('GET', `/v1/products/${id}`, { token });
  expect(res.status).toBe(200);
  return productResponseSchema.parse(res.body).product;
};

describe('POST /v1/products', () => {
  it('creates a product with one active version of the given oligos and answers { product }', async () => {
    const name = uniqueName('CDC 2019-nCoV N1');
    const res = await createProduct({ name: ` ${name} `, oligos: [f._id, p._id, r._id, p._id] });
    expect(res.status).toBe(201);
    const product = productResponseSchema.parse(res.body).product;
    expect(product).toEqual({
      _id: expect.any(String),
      name,
      versions: [[f._id, p._id, r._id]],
      // No assays sent: one assay of every oligo (issue 23).
      version_assays: [[{ name: 'Assay 1', oligos: [f._id, p._id, r._id] }]],
      active_version_index: 0,
    });
    expect(await fetchProduct(product._id)).toEqual(product);
  });

  it.each([
    ['an empty name', ''],
    ['a blank name', '  \t'],
  ])('refuses %s with 400 and the spec message', async (_, name) => {
    expect(await createProduct({ name, oligos: [f._id] })).toEqual({
      status: 400,
      body: { message: productsApiMessages.invalidName },
    });
  });

  it.each([
    ['the same name', (n: string) => n],
    ['case', (n: string) => n.toLowerCase()],
    ['surrounding spaces', (n: string) => `   ${n}  `],
  ])('refuses a duplicate name differing only in %s with 409 and the spec message', async (_, vary) => {
    const product = await createValid();
    expect(await createProduct({ name: vary(product.name), oligos: [p._id] })).toEqual({
      status: 409,
      body: { message: productsApiMessages.nameInUse(vary(product.name).trim()) },
    });
  });

  it('refuses a name too long to store with 400 and says the limit', async () => {
    expect(await createProduct({ name: 'K'.repeat(NAME_MAX_LENGTH + 1), oligos: [f._id] })).toEqual({
      status: 400,
      body: { message: productsApiMessages.nameTooLong },
    });
    const product = await createValid([f._id], uniqueName('kit').padEnd(NAME_MAX_LENGTH, 'x'));
    expect(
      await updateProduct(product._id, { name: 'K'.repeat(NAME_MAX_LENGTH + 1), oligos: [f._id] }),
    ).toEqual({ status: 400, body: { message: productsApiMessages.nameTooLong } });
  });

  it('refuses an oligo id too long to be one, with 400', async () => {
    const id = 'y'.repeat(3000);
    expect(await createProduct({ name: uniqueName('kit'), oligos: [id] })).toEqual({
      status: 400,
      body: { message: commonApiMessages.valueTooLong('oligos') },
    });
  });

  it('refuses a product without oligos with 400 and our message, after the name rules', async () => {
    const name = uniqueName('empty kit');
    expect(await createProduct({ name, oligos: [] })).toEqual({
      status: 400,
      body: { message: productsApiMessages.noOligos },
    });
    // The spec's name rules come first: a taken name is still a 409.
    const taken = await createValid();
    expect(await createProduct({ name: taken.name, oligos: [] })).toEqual({
      status: 409,
      body: { message: productsApiMessages.nameInUse(taken.name) },
    });
    const list = productListResponseSchema.parse((await api('GET', '/v1/products', { token })).body);
    expect(list.products.some((x) => x.name === name)).toBe(false);
  });

  it('refuses an unknown oligo id with 400 and a message naming it', async () => {
    expect(await createProduct({ name: uniqueName('kit'), oligos: [f._id, 'no-such-oligo'] })).toEqual({
      status: 400,
      body: { message: productsApiMessages.unknownOligos(['no-such-oligo']) },
    });
  });

  it('lets exactly one of 20 concurrent creates of the same name succeed', async () => {
    const name = uniqueName('race kit');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createProduct({ name: i % 2 ? name.toUpperCase() : `${name} `, oligos: [f._id] }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const listed = productListResponseSchema.parse((await api('GET', '/v1/products', { token })).body);
    expect(listed.products.filter((x) => x.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it('answers a malformed body with 400 and a message', async () => {
    const res = await api('POST', '/v1/products', {
      token,
      rawBody: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toEqual({ status: 400, body: { message: commonApiMessages.malformedJson } });
    const noOligos = await createProduct({ name: uniqueName('kit') });
    expect(noOligos.status).toBe(400);
    expect(noOligos.body).toEqual({ message: expect.any(String) });
  });
});

describe('PUT /v1/products/{id}', () => {
  it('appends a new active version when the oligo list differs, and keeps the earlier one', async () => {
    const product = await createValid([f._id, r._id]);
    const res = await updateProduct(product._id, { name: product.name, oligos: [f._id, p._id, r._id] });
    expect(res.status).toBe(200);
    const expected = {
      ...product,
      versions: [
        [f._id, r._id],
        [f._id, p._id, r._id],
      ],
      version_assays: [
        [{ name: 'Assay 1', oligos: [f._id, r._id] }],
        [{ name: 'Assay 1', oligos: [f._id, p._id, r._id] }],
      ],
      active_version_index: 1,
    };
    expect(productResponseSchema.parse(res.body).product).toEqual(expected);
    expect(await fetchProduct(product._id)).toEqual(expected);
  });

  it('keeps the versions when only the name changes, and frees the old name', async () => {
    const product = await createValid();
    const newName = uniqueName('renamed');
    const res = await updateProduct(product._id, { name: newName, oligos: [r._id, f._id] });
    expect(productResponseSchema.parse(res.body).product).toEqual({ ...product, name: newName });
    // The old name is free again; the new one is taken.
    expect((await createProduct({ name: product.name, oligos: [f._id] })).status).toBe(201);
    expect((await createProduct({ name: newName, oligos: [f._id] })).status).toBe(409);
  });

  it('lets a product keep its own name in another case', async () => {
    const product = await createValid();
    const res = await updateProduct(product._id, { name: product.name.toUpperCase(), oligos: [f._id] });
    expect(res.status).toBe(200);
    expect(productResponseSchema.parse(res.body).product.name).toBe(product.name.toUpperCase());
  });

  it('refuses the name of another product with 409 and the spec message', async () => {
    const one = await createValid();
    const other = await createValid();
    expect(await updateProduct(other._id, { name: ` ${one.name.toUpperCase()}`, oligos: [f._id] })).toEqual({
      status: 409,
      body: { message: productsApiMessages.nameInUse(one.name.toUpperCase()) },
    });
  });

  it('refuses an edit that leaves no oligo with 400 and our message, and keeps the product', async () => {
    const product = await createValid();
    expect(await updateProduct(product._id, { name: product.name, oligos: [] })).toEqual({
      status: 400,
      body: { message: productsApiMessages.noOligos },
    });
    expect(await fetchProduct(product._id)).toEqual(product);
  });

  it('refuses a blank name and an unknown oligo id with 400', async () => {
    const product = await createValid();
    expect(await updateProduct(product._id, { name: ' ', oligos: [f._id] })).toEqual({
      status: 400,
      body: { message: productsApiMessages.invalidName },
    });
    expect(await updateProduct(product._id, { name: product.name, oligos: ['nope'] })).toEqual({
      status: 400,
      body: { message: productsApiMessages.unknownOligos(['nope']) },
    });
    expect(await fetchProduct(product._id)).toEqual(product);
  });

  it('lets exactly one of 20 concurrent renames to the same free name succeed', async () => {
    const products = await Promise.all(Array.from({ length: 20 }, () => createValid([f._id])));
    const name = uniqueName('contested');
    const answers = await Promise.all(products.map((x) => updateProduct(x._id, { name, oligos: [f._id] })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  });

  it('loses no edit under concurrency: each accepted edit adds its version, the others are refused', async () => {
    const product = await createValid([f._id]);
    const lists = [[p._id], [r._id], [f._id, p._id], [f._id, r._id], [p._id, r._id]];
    const answers = await Promise.all(
      lists.map((oligos) => updateProduct(product._id, { name: product.name, oligos })),
    );
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused).toEqual({ status: 409, body: { message: productsApiMessages.changedMeanwhile } });
    const stored = await fetchProduct(product._id);
    expect(stored.versions).toHaveLength(1 + accepted.length);
    expect(stored.active_version_index).toBe(accepted.length);
  });

  it('answers a malformed body with 400 and a message, and changes nothing', async () => {
    const product = await createValid();
    const res = await api('PUT', `/v1/products/${product._id}`, {
      token,
      rawBody: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toEqual({ status: 400, body: { message: commonApiMessages.malformedJson } });
    const wrongTypes = await updateProduct(product._id, { name: product.name, oligos: 'not a list' });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body).toEqual({ message: expect.any(String) });
    expect(await fetchProduct(product._id)).toEqual(product);
  });

  it('answers 404 for an unknown id', async () => {
    expect(await updateProduct('no-such-product', { name: uniqueName('x'), oligos: [] })).toEqual({
      status: 404,
      body: { message: productsApiMessages.notFound },
    });
  });
});

describe('assays inside a version (issue 23)', () => {
  /** The FHI Influenza A M triplex: F1|F2 and R1|R2 are alternatives, one probe. */
  let infa: Record<'f1' | 'f2' | 'r1' | 'r2' | 'probe', Oligo>;
  beforeAll(async () => {
    infa = {
      f1: await newOligo('triplex_INFA_F1_M', 'CAAGACCAATCYTGTCACCTCTGAC'),
      f2: await newOligo('triplex_INFA_F2_M', 'CAAGACCAATYCTGTCACCTYTGAC'),
      r1: await newOligo('triplex_INFA_R1_M', 'GCATTYTGGACAAAVCGTCTACG'),
      r2: await newOligo('triplex_INFA_R2_M', 'GCATTTTGGATAAAGCGTCTACG'),
      probe: await newOligo('triplex_INFA_Probe_M', 'TGCAGTCCTCGCTCACTGGGCACG'),
    };
  });
  const ids = () => [f._id, p._id, r._id, ...Object.values(infa).map((o) => o._id)];
  const mixed = () => [
    { name: 'SARS-CoV-2 N1', oligos: [f._id, p._id, r._id] },
    { name: 'InfA M', oligos: Object.values(infa).map((o) => o._id) },
  ];

  it('stores the assays sent with the version, names trimmed and each oligo once, and answers them everywhere', async () => {
    const name = uniqueName('SARS-CoV-2 + InfA');
    const [n1, m] = mixed();
    const res = await createProduct({
      name,
      oligos: ids(),
      assays: [
        { ...n1, name: ' SARS-CoV-2 N1 ' },
        { ...m, oligos: [...(m?.oligos ?? []), infa.f1._id] },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = productResponseSchema.parse(res.body).product;
    expect(product.version_assays).toEqual([mixed()]);
    expect(await fetchProduct(product._id)).toEqual(product);
    const listed = productListResponseSchema.parse((await api('GET', '/v1/products', { token })).body);
    expect(listed.products.find((x) => x._id === product._id)?.version_assays).toEqual([mixed()]);
    const detailed = productsWithOligoDetailsResponseSchema.parse(
      (await api('GET', '/v1/products_with_oligo_details', { token })).body,
    );
    expect(detailed.products.find((x) => x._id === product._id)?.version_assays).toEqual([mixed()]);
  });

  it('lets two assays share an oligo', async () => {
    const shared = [
      { name: 'A', oligos: [f._id, p._id, r._id] },
      { name: 'B', oligos: [infa.f1._id, r._id] },
    ];
    const res = await createProduct({
      name: uniqueName('shared R'),
      oligos: [f._id, p._id, r._id, infa.f1._id],
      assays: shared,
    });
    expect(productResponseSchema.parse(res.body).product.version_assays).toEqual([shared]);
  });

  it.each([
    ['a blank assay name', () => [{ name: ' ', oligos: ids() }], () => productsApiMessages.assayNameRequired],
    [
      'two assays of one name (case and spaces aside)',
      () => [mixed()[0], { ...mixed()[1], name: ' sars-cov-2 n1' }],
      () => productsApiMessages.assayNameTwice('sars-cov-2 n1'),
    ],
    [
      'an assay naming an oligo the product does not hold',
      () => [...mixed(), { name: 'Extra', oligos: ['no-such-oligo'] }],
      () => productsApiMessages.assayOligoNotInProduct('Extra'),
    ],
    [
      'an assay without oligos',
      () => [...mixed(), { name: 'Spare', oligos: [] }],
      () => productsApiMessages.assayEmpty('Spare'),
    ],
    [
      'an oligo in no assay',
      () => [mixed()[0], { name: 'InfA M', oligos: [infa.f1._id, infa.r1._id, infa.r2._id, infa.probe._id] }],
      () => productsApiMessages.oligoInNoAssay(infa.f2.name),
    ],
    [
      'an assay name too long to store',
      () => [{ name: 'A'.repeat(NAME_MAX_LENGTH + 1), oligos: ids() }],
      () => productsApiMessages.assayNameTooLong,
    ],
  ])('refuses %s with 400 and our message, on create and on edit', async (_, assays, message) => {
    const name = uniqueName('grouped');
    expect(await createProduct({ name, oligos: ids(), assays: assays() })).toEqual({
      status: 400,
      body: { message: message() },
    });
    const product = await createValid();
    expect(await updateProduct(product._id, { name: product.name, oligos: ids(), assays: assays() })).toEqual(
      {
        status: 400,
        body: { message: message() },
      },
    );
    expect(await fetchProduct(product._id)).toEqual(product);
  });

  it("checks the spec's name rules first: a taken name is a 409 before a bad assay", async () => {
    const taken = await createValid();
    expect(
      await createProduct({ name: taken.name, oligos: ids(), assays: [{ name: '', oligos: [] }] }),
    ).toEqual({
      status: 409,
      body: { message: productsApiMessages.nameInUse(taken.name) },
    });
  });

  it('makes a regrouping of the same oligos a new active version, and the same grouping in another order none', async () => {
    const product = productResponseSchema.parse(
      (await createProduct({ name: uniqueName('regroup'), oligos: ids() })).body,
    ).product;
    const reordered = [...mixed()]
      .reverse()
      .map((assay) => ({ ...assay, oligos: [...assay.oligos].reverse() }));
    const regrouped = productResponseSchema.parse(
      (await updateProduct(product._id, { name: product.name, oligos: ids(), assays: mixed() })).body,
    ).product;
    expect(regrouped).toEqual({
      ...product,
      versions: [ids(), ids()],
      version_assays: [[{ name: 'Assay 1', oligos: ids() }], mixed()],
      active_version_index: 1,
    });
    const same = await updateProduct(product._id, {
      name: product.name,
      oligos: [...ids()].reverse(),
      assays: reordered,
    });
    expect(productResponseSchema.parse(same.body).product).toEqual(regrouped);
  });

  it('keeps the grouping when an edit sends no assays and keeps the oligos (a client of SPEC renames), and makes one assay when it changes them', async () => {
    const product = productResponseSchema.parse(
      (await createProduct({ name: uniqueName('keep'), oligos: ids(), assays: mixed() })).body,
    ).product;
    const renamed = productResponseSchema.parse(
      (await updateProduct(product._id, { name: uniqueName('kept'), oligos: ids() })).body,
    ).product;
    expect(renamed.versions).toHaveLength(1);
    expect(renamed.version_assays).toEqual([mixed()]);
    const changed = productResponseSchema.parse(
      (await updateProduct(product._id, { name: renamed.name, oligos: [f._id, r._id] })).body,
    ).product;
    expect(changed.version_assays).toEqual([mixed(), [{ name: 'Assay 1', oligos: [f._id, r._id] }]]);
  });

  it('reads a product stored before assays existed as one assay of every oligo per version, and groups it on an edit', async () => {
    Object.assign(process.env, stack().env);
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { tableNameOf } = await import('@oligowatch/functions/lib/db/items');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { catalogTable } = await import('@oligowatch/shared/tables');
    const { catalogKeys, productIndexKeys } = await import('@oligowatch/shared/tables/catalog');
    // An item as an earlier version wrote it: versions only, no version_assays (and no name guard:
    // this product is only read and edited here, never renamed).
    const legacy = {
      _id: randomUUID(),
      name: uniqueName('legacy'),
      versions: [[f._id], [f._id, r._id]],
      active_version_index: 1,
    };
    const now = new Date().toISOString();
    await getDocumentClient().send(
      new PutCommand({
        TableName: tableNameOf(catalogTable),
        Item: {
          ...catalogKeys.product(legacy._id),
          ...productIndexKeys(legacy),
          ...legacy,
          revision: 1,
          created_at: now,
          updated_at: now,
        },
      }),
    );
    const read = await fetchProduct(legacy._id);
    expect(read).toEqual({
      ...legacy,
      version_assays: [[{ name: 'Assay 1', oligos: [f._id] }], [{ name: 'Assay 1', oligos: [f._id, r._id] }]],
    });
    // The same single assay sent back: nothing changes; a grouping is a new version.
    const same = await updateProduct(legacy._id, {
      name: legacy.name,
      oligos: [f._id, r._id],
      assays: read.version_assays[1],
    });
    expect(productResponseSchema.parse(same.body).product).toEqual(read);
    const split = [
      { name: 'F', oligos: [f._id] },
      { name: 'R', oligos: [r._id] },
    ];
    const grouped = productResponseSchema.parse(
      (await updateProduct(legacy._id, { name: legacy.name, oligos: [f._id, r._id], assays: split })).body,
    ).product;
    expect(grouped.version_assays).toEqual([...read.version_assays, split]);
    expect(grouped.active_version_index).toBe(2);
  });
});

describe('reading and deleting products', () => {
  it('spells out every version with its oligos, archived ones flagged', async () => {
    const product = await createValid([f._id]);
    await updateProduct(product._id, { name: product.name, oligos: [f._id, p._id] });
    const archived = await newOligo('to-archive', 'ACGTN');
    await updateProduct(product._id, { name: product.name, oligos: [archived._id] });
    await api('DELETE', `/v1/oligos/${archived._id}/archive`, { token });

    const res = await api('GET', '/v1/products_with_oligo_details', { token });
    expect(res.status).toBe(200);
    const detailed = productsWithOligoDetailsResponseSchema
      .parse(res.body)
      .products.find((x) => x._id === product._id);
    expect(detailed).toEqual({
      _id: product._id,
      name: product.name,
      versions: [[f], [f, p], [{ ...archived, archived: true }]],
      version_assays: [
        [{ name: 'Assay 1', oligos: [f._id] }],
        [{ name: 'Assay 1', oligos: [f._id, p._id] }],
        [{ name: 'Assay 1', oligos: [archived._id] }],
      ],
      active_version_index: 2,
    });
  });

  it('lists products sorted by name', async () => {
    await createValid();
    const res = await api('GET', '/v1/products', { token });
    expect(res.status).toBe(200);
    const names = productListResponseSchema.parse(res.body).products.map((x) => x.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('deletes a product and frees its name', async () => {
    const product = await createValid();
    expect(await api('DELETE', `/v1/products/${product._id}`, { token })).toEqual({
      status: 200,
      body: { message: commonSuccessMessages.deletion },
    });
    expect((await api('GET', `/v1/products/${product._id}`, { token })).status).toBe(404);
    expect((await createProduct({ name: product.name, oligos: [f._id] })).status).toBe(201);
  });

  it.each([
    ['GET', '/v1/products/no-such-product'],
    ['DELETE', '/v1/products/no-such-product'],
  ])('%s %s answers 404 for an unknown id', async (method, path) => {
    expect(await api(method, path, { token })).toEqual({
      status: 404,
      body: { message: productsApiMessages.notFound },
    });
  });

  it('answers 400 for an id far too long to be one (not a failed lookup)', async () => {
    const id = 'x'.repeat(3000);
    // Refused before any lookup, like every path parameter past INPUT_VALUE_MAX_BYTES.
    const tooLong = { status: 400, body: { message: commonApiMessages.valueTooLong('id') } };
    for (const [method, path] of [
      ['GET', `/v1/products/${id}`],
      ['DELETE', `/v1/products/${id}`],
    ] as const)
      expect(await api(method, path, { token })).toEqual(tooLong);
    expect(await updateProduct(id, { name: uniqueName('x'), oligos: [] })).toEqual(tooLong);
  });

  it('requires a signed-in caller', async () => {
    expect((await api('GET', '/v1/products')).status).toBe(401);
    expect((await api('POST', '/v1/products', { body: { name: 'x', oligos: [] } })).status).toBe(401);
  });
});
