import { targetsApiMessages } from '@oligowatch/shared/messages/targets';
import type { ManualTargetPayload, SampleSummary, TargetSummary } from '@oligowatch/shared/schemas/target';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { readFixtureGenome } from '../support/fixture-genomes';

/** Real genomes from test/fixtures (see its README): entered by hand as a user would paste them. */
const wuhanHu1 = readFixtureGenome('sars-cov-2/MN908947_wuhan-hu-1.reference.fasta');
// The H3N2 MP reference (NC_007367.1, A/New York/392/2004; its RefSeq record gives the place and
// date). No other API test file writes this taxon (the fixture NCBI serves no H3N2 record), so the
// exact counts below hold whatever order the files run in.
const h3n2Mp = readFixtureGenome('influenza/A_H3N2/mp.reference.fasta');
const H3N2_TAXON = 119210;

let token: string;
beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
});

const manual = (overrides: Partial<Record<keyof ManualTargetPayload, unknown>> = {}) => ({
  common_name: 'Influenza A virus (H3N2)',
  taxonomicID: H3N2_TAXON,
  genomic_sequence: h3n2Mp,
  accessionID: 'NC_007367.1',
  geo_loc_name: 'USA: Tompkins County, NY',
  islolate: 'A/New York/392/2004',
  sequence_length: h3n2Mp.length,
  collection_date: '2004-12-21',
  ...overrides,
});

const samplesOf = async (taxonomicID: number) =>
  api<{ target: SampleSummary[]; nextCursor?: string }>('GET', `/v1/targets/taxonomy/${taxonomicID}`, {
    token,
  });

describe('POST /v1/target (manual entry)', () => {
  it('stores a real genome typed by hand, lists its target and shows the sample without its sequence', async () => {
    const res = await api<{ message: string; target: TargetSummary }>('POST', '/v1/target', {
      token,
      body: manual(),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(targetsApiMessages.created);
    expect(res.body.target).toEqual({
      taxonomicID: H3N2_TAXON,
      common_name: 'Influenza A virus (H3N2)',
      count: 1,
    });

    const active = await api<{ targets: TargetSummary[] }>('GET', '/v1/targets', { token });
    expect(active.body.targets).toContainEqual(res.body.target);
    const one = await api('GET', `/v1/targets/${H3N2_TAXON}`, { token });
    expect(one.body).toEqual({ target: res.body.target });

    const detail = await samplesOf(H3N2_TAXON);
    expect(detail.status).toBe(200);
    expect(detail.body.target).toEqual([
      {
        accessionID: 'NC_007367.1',
        collection_date: '2004-12-21',
        collection_date_enriched_iso: '2004-12-21',
        host: '',
        isolate: 'A/New York/392/2004',
        geo_loc_name: 'USA: Tompkins County, NY',
        sequence_length: h3n2Mp.length,
        taxonomicID: H3N2_TAXON,
        cladeIDs: [String(H3N2_TAXON)],
        source: 'Manual',
      },
    ]);
    expect(JSON.stringify(detail.body)).not.toContain('genomic_sequence');
  });

  it('updates a known accession instead of adding it twice', async () => {
    const again = await api('POST', '/v1/target', {
      token,
      body: manual({ geo_loc_name: 'USA: New York, Tompkins County' }),
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: targetsApiMessages.created, target: { count: 1 } });
    const detail = await samplesOf(H3N2_TAXON);
    expect(detail.body.target).toHaveLength(1);
    expect(detail.body.target[0]?.geo_loc_name).toBe('USA: New York, Tompkins County');
  });

  it('refuses an existing accession under another taxonomic ID with 409 naming it and its target, changing nothing', async () => {
    const res = await api('POST', '/v1/target', {
      token,
      body: manual({ taxonomicID: 999002, common_name: 'Somewhere else', geo_loc_name: 'Elsewhere' }),
    });
    expect(res).toEqual({
      status: 409,
      body: {
        message: targetsApiMessages.accessionUnderOtherTarget(
          'NC_007367.1',
          'Influenza A virus (H3N2)',
          H3N2_TAXON,
        ),
      },
    });
    expect((await api('GET', '/v1/targets/999002', { token })).status).toBe(404);
    const detail = await samplesOf(H3N2_TAXON);
    expect(detail.body.target).toHaveLength(1);
    expect(detail.body.target[0]?.geo_loc_name).toBe('USA: New York, Tompkins County');
    expect((await api('GET', `/v1/targets/${H3N2_TAXON}`, { token })).body).toMatchObject({
      target: { count: 1 },
    });
  });

  it('refuses another common name for a known taxonomic ID with 409, and accepts the same name in another case', async () => {
    const res = await api('POST', '/v1/target', {
      token,
      body: manual({ accessionID: 'NOT-STORED.2', common_name: 'Flu H3' }),
    });
    expect(res).toEqual({
      status: 409,
      body: { message: targetsApiMessages.commonNameDiffers(H3N2_TAXON, 'Influenza A virus (H3N2)') },
    });
    expect((await samplesOf(H3N2_TAXON)).body.target.map((s) => s.accessionID)).toEqual(['NC_007367.1']);
    const sameName = await api('POST', '/v1/target', {
      token,
      body: manual({
        common_name: ' influenza a virus (h3n2) ',
        geo_loc_name: 'USA: New York, Tompkins County',
      }),
    });
    expect(sameName.status).toBe(200);
  });

  it.each([['hello'], ['2024-02-30'], ['2023-13'], ['31-Apr-2020'], ['2019/2020']])(
    'refuses the collection date %j with 400 and our message',
    async (collection_date) => {
      const res = await api('POST', '/v1/target', {
        token,
        body: manual({ accessionID: 'NOT-STORED.1', collection_date }),
      });
      expect(res).toEqual({ status: 400, body: { message: targetsApiMessages.invalidCollectionDate } });
    },
  );

  it.each([
    ['2004', '2004'],
    ['Dec-2004', '2004-12'],
    ['21-Dec-2004', '2004-12-21'],
    ['2004-12', '2004-12'],
  ])('accepts the collection date %j, stored with ISO %j', async (collection_date, iso) => {
    const res = await api('POST', '/v1/target', { token, body: manual({ collection_date }) });
    expect(res.status).toBe(200);
    const stored = (await samplesOf(H3N2_TAXON)).body.target[0];
    expect(stored).toMatchObject({ collection_date, collection_date_enriched_iso: iso });
  });

  it.each([
    ['a missing common name', { common_name: '' }, targetsApiMessages.missingFields],
    ['a blank accession', { accessionID: '   ' }, targetsApiMessages.missingFields],
    ['no isolate (islolate)', { islolate: undefined }, targetsApiMessages.missingFields],
    ['no collection date', { collection_date: undefined }, targetsApiMessages.missingFields],
    ['no location', { geo_loc_name: '' }, targetsApiMessages.missingFields],
    ['no sequence', { genomic_sequence: '' }, targetsApiMessages.missingFields],
    ['no sequence length', { sequence_length: '' }, targetsApiMessages.missingFields],
    ['no taxonomic ID', { taxonomicID: '' }, targetsApiMessages.missingFields],
    ['a taxonomic ID with letters', { taxonomicID: '11432O' }, targetsApiMessages.invalidTaxonomicId],
    ['a negative taxonomic ID', { taxonomicID: -5 }, targetsApiMessages.invalidTaxonomicId],
    // Beyond 2^53 a JSON number no longer holds it exactly (and DynamoDB refused it: a 500).
    [
      'a taxonomic ID too large to hold exactly',
      { taxonomicID: '99999999999999999999' },
      targetsApiMessages.invalidTaxonomicId,
    ],
    // The accession is a key (a 1,024-byte sort key): a 2,000-character one was a 500.
    [
      'an accession of 2,000 characters',
      { accessionID: 'A'.repeat(2000) },
      targetsApiMessages.fieldTooLong(200),
    ],
    ['an isolate of 201 characters', { islolate: 'x'.repeat(201) }, targetsApiMessages.fieldTooLong(200)],
    ['a fractional sequence length', { sequence_length: '982.5' }, targetsApiMessages.invalidSequenceLength],
    [
      'a sequence with non-IUPAC letters',
      { genomic_sequence: `${h3n2Mp.slice(0, 40)}XZ` },
      targetsApiMessages.invalidGenome,
    ],
    [
      'a length that is not the sequence length',
      { sequence_length: h3n2Mp.length + 1 },
      targetsApiMessages.lengthMismatch(h3n2Mp.length, h3n2Mp.length + 1),
    ],
    // Missing fields come first (SPEC.md section 5), even when the taxonomic ID is wrong too.
    [
      'a bad ID and a missing field',
      { taxonomicID: 'abc', collection_date: '' },
      targetsApiMessages.missingFields,
    ],
  ])('refuses %s with its message', async (_, overrides, message) => {
    const res = await api('POST', '/v1/target', {
      token,
      body: manual({ accessionID: 'NOT-STORED.1', ...overrides }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('never stored a refused entry', async () => {
    const detail = await samplesOf(H3N2_TAXON);
    expect(detail.body.target.map((s) => s.accessionID)).not.toContain('NOT-STORED.1');
  });

  it('needs a signed-in caller', async () => {
    const res = await api('POST', '/v1/target', { body: manual() });
    expect(res.status).toBe(401);
  });
});

describe('target lists and detail', () => {
  it('pages the samples of a target with limit and cursor, every sample once', async () => {
    // Whitespace and lower case are accepted: the stored sequence is upper case without it.
    const pasted = `${wuhanHu1.slice(0, 60).toLowerCase()}\n${wuhanHu1.slice(60)}`;
    for (const accessionID of ['MN908947.3', 'MN908947.2', 'MN908947.1']) {
      const res = await api('POST', '/v1/target', {
        token,
        body: {
          common_name: 'Severe acute respiratory syndrome coronavirus 2',
          taxonomicID: '2697049',
          genomic_sequence: pasted,
          accessionID,
          geo_loc_name: 'China: Wuhan',
          islolate: 'Wuhan-Hu-1',
          sequence_length: String(wuhanHu1.length),
          collection_date: 'Dec-2019',
        },
      });
      expect(res.status).toBeLessThan(300);
    }
    const all = await samplesOf(2697049);
    const mine = all.body.target.filter((s) => /^MN908947\.[123]$/.test(s.accessionID));
    expect(mine.map((s) => s.collection_date_enriched_iso)).toEqual(['2019-12', '2019-12', '2019-12']);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const query = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await api<{ target: SampleSummary[]; nextCursor?: string }>(
        'GET',
        `/v1/targets/taxonomy/2697049${query}`,
        { token },
      );
      expect(page.status).toBe(200);
      expect(page.body.target.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.target.map((s) => s.accessionID));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    expect(seen).toEqual(all.body.target.map((s) => s.accessionID));
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad paging and bad IDs with a clear 400, and an unknown target with 404', async () => {
    expect((await api('GET', '/v1/targets/taxonomy/2697049?limit=0', { token })).status).toBe(400);
    const badCursor = await api('GET', '/v1/targets/taxonomy/2697049?limit=2&cursor=nonsense', { token });
    expect(badCursor.status).toBe(400);
    const badId = await api('GET', '/v1/targets/taxonomy/abc', { token });
    expect(badId).toEqual({ status: 400, body: { message: targetsApiMessages.invalidTaxonomicId } });
    const unknown = await api('GET', '/v1/targets/999999999', { token });
    expect(unknown).toEqual({ status: 404, body: { message: targetsApiMessages.targetNotFound } });
  });

  it.each([
    ['a bare array', 'WzFd'],
    ['an empty object', 'e30'],
    ['not base64 JSON at all', '%E0%A4%A'],
  ])('answers a forged cursor (%s) with 400, never a 500', async (_label, cursor) => {
    for (const query of [`?cursor=${cursor}`, `?limit=1&cursor=${cursor}`]) {
      const res = await api('GET', `/v1/targets/taxonomy/2697049${query}`, { token });
      expect(res).toEqual({ status: 400, body: { message: 'cursor is not one this API gave out.' } });
    }
  });

  it('answers a real cursor of another taxon, or one whose start key was edited, with 400', async () => {
    for (const accessionID of ['MN908947.2', 'MN908947.3'])
      expect(
        (
          await api('POST', '/v1/target', {
            token,
            body: manual({
              common_name: 'Severe acute respiratory syndrome coronavirus 2',
              taxonomicID: '2697049',
              genomic_sequence: wuhanHu1,
              sequence_length: String(wuhanHu1.length),
              accessionID,
              geo_loc_name: 'China: Wuhan',
              islolate: 'Wuhan-Hu-1',
              collection_date: 'Dec-2019',
            }),
          })
        ).status,
      ).toBeLessThan(300);
    const first = await api<{ nextCursor?: string }>('GET', '/v1/targets/taxonomy/2697049?limit=1', {
      token,
    });
    const cursor = first.body.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    // The same cursor continues its own taxon...
    expect(
      (await api('GET', `/v1/targets/taxonomy/2697049?limit=1&cursor=${cursor}`, { token })).status,
    ).toBe(200);
    // ...and no other.
    const foreign = await api('GET', `/v1/targets/taxonomy/${H3N2_TAXON}?limit=1&cursor=${cursor}`, {
      token,
    });
    expect(foreign.status).toBe(400);
    // Its scope kept, its start key edited: checked against the query's keys, not passed to DynamoDB.
    const envelope = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    for (const k of [
      {},
      { pk: 'x' },
      { ...envelope.k, gsi1pk: 'SAMPLES#1' },
      { ...envelope.k, extra: 'y' },
    ]) {
      const edited = Buffer.from(JSON.stringify({ ...envelope, k })).toString('base64url');
      const res = await api('GET', `/v1/targets/taxonomy/2697049?limit=1&cursor=${edited}`, { token });
      expect(res.status).toBe(400);
    }
  });

  it('lists every target under /all and the clades with their sample counts as report options', async () => {
    const all = await api<{ targets: TargetSummary[] }>('GET', '/v1/targets/all', { token });
    expect(all.body.targets.map((t) => t.taxonomicID)).toEqual(expect.arrayContaining([H3N2_TAXON, 2697049]));
    const options = await api<{ targets: { cladeName: string; sampleCount: number; cladeID: string }[] }>(
      'GET',
      '/v1/report/targetOptions',
      { token },
    );
    expect(options.status).toBe(200);
    expect(options.body.targets).toContainEqual({
      cladeName: 'Influenza A virus (H3N2)',
      sampleCount: 1,
      cladeID: String(H3N2_TAXON),
    });
    const sars = options.body.targets.find((o) => o.cladeID === '2697049');
    const sarsTarget = all.body.targets.find((t) => t.taxonomicID === 2697049);
    expect(sars?.sampleCount).toBe(sarsTarget?.count);
  });
});
