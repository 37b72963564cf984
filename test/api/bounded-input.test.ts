import { INPUT_VALUE_MAX_BYTES } from '@oligowatch/shared/constants';
import { commonApiMessages } from '@oligowatch/shared/messages/common';
import { targetsApiMessages } from '@oligowatch/shared/messages/targets';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';

/** Ids and keys far past anything we store: a clear 400, never a DynamoDB key error and a 500. */
let token: string;
beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
});

const long = 'x'.repeat(3000);

describe('every path parameter and query value is bounded', () => {
  it.each([
    ['GET', '/v1/imports/{cacheID}', 'cacheID'],
    ['GET', '/v1/oligos/{id}', 'id'],
    ['GET', '/v1/products/{id}', 'id'],
    ['GET', '/v1/targets/{id}', 'id'],
    ['GET', '/v1/users/get/{id}', 'id'],
  ])('%s %s with 3,000 characters answers 400', async (method, route, name) => {
    const path = route.replace(/\{\w+\}/, long);
    expect(await api(method, path, { token })).toEqual({
      status: 400,
      body: { message: commonApiMessages.valueTooLong(name) },
    });
  });

  it('refuses a query value past the limit, and takes one at the limit to the schema', async () => {
    const over = await api(
      'GET',
      `/v1/targets/taxonomy/2697049?cursor=${'A'.repeat(INPUT_VALUE_MAX_BYTES + 1)}`,
      {
        token,
      },
    );
    expect(over).toEqual({ status: 400, body: { message: commonApiMessages.valueTooLong('cursor') } });
    const at = await api('GET', `/v1/targets/taxonomy/2697049?cursor=${'A'.repeat(INPUT_VALUE_MAX_BYTES)}`, {
      token,
    });
    expect(at.status).toBe(400);
    expect(at.body).not.toEqual({ message: commonApiMessages.valueTooLong('cursor') });
  });
});

describe('id-like body fields are bounded', () => {
  it('answers a cacheID over 2 KB with 400', async () => {
    const res = await api('POST', '/v1/processCachedImport', {
      token,
      body: { sourceDatabase: 'nuccore', cacheID: long },
    });
    expect(res).toEqual({ status: 400, body: { message: commonApiMessages.valueTooLong('cacheID') } });
  });

  it('answers a product oligo id over 2 KB with 400', async () => {
    const res = await api('POST', '/v1/products', {
      token,
      body: { name: `Bounded ${Date.now()}`, oligos: [long], confirm: 'YES' },
    });
    expect(res.status).toBe(400);
  });

  it('answers a search term of megabytes with 400', async () => {
    const res = await api('POST', '/v1/cache', {
      token,
      body: { sourceDatabase: 'nuccore', collectedAfter: 'All', searchTerm: 's'.repeat(100_000) },
    });
    expect(res).toEqual({ status: 400, body: { message: commonApiMessages.valueTooLong('searchTerm') } });
  });

  it('answers a genome too large for one stored item with 400, not a failed write', async () => {
    // Two million bases in no pattern a compressor can use (seeded, so every run sends the same):
    // about 500 KB compressed, past DynamoDB's 400 KB item.
    let state = 12345;
    const bases = Array.from({ length: 2_000_000 }, () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return 'ACGT'[state >>> 30] as string;
    }).join('');
    const res = await api('POST', '/v1/target', {
      token,
      body: {
        // A taxon of its own: an existing one would refuse the different name first (409).
        common_name: 'Too large',
        taxonomicID: '999004',
        genomic_sequence: bases,
        accessionID: 'TOO_LARGE.1',
        geo_loc_name: 'Nowhere',
        islolate: 'none',
        sequence_length: String(bases.length),
        collection_date: '2020',
      },
    });
    expect(res).toEqual({ status: 400, body: { message: targetsApiMessages.genomeTooLarge } });
  });

  it('answers a reset token over the limit as an invalid link', async () => {
    const res = await api('POST', `/v1/users/resetpassword/${'t'.repeat(500)}`, {
      body: { password: 'Fresh-password-2026' },
    });
    expect(res.status).toBe(400);
  });
});
