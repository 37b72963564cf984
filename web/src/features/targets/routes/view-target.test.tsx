import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { targetMessages } from '@oligowatch/shared/messages';
import type { SampleSummary } from '@oligowatch/shared/schemas/target';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

// A real RSV-A record of the fixture NCBI (test/fixtures/genomes/rsv/a, PP_0019D02), as the API lists it.
const sample: SampleSummary = {
  accessionID: 'JQ901447.1',
  collection_date: '2001-01-03',
  collection_date_enriched_iso: '2001-01-03',
  host: '',
  isolate: 'Netherlands/PP_0019D02.1/2001-01-03',
  geo_loc_name: 'Netherlands',
  sequence_length: 15207,
  taxonomicID: 208893,
  cladeIDs: ['208893'],
  complete: true,
  source: 'NCBI',
};

// A seeded influenza genome the public data gives no INSDC accession (keyed by its strain).
const noAccession: SampleSummary = {
  accessionID: 'A/Minnesota/127/2024',
  has_accession: false,
  strain: 'A/Minnesota/127/2024',
  collection_date: '2024',
  collection_date_enriched_iso: '2024',
  host: '',
  geo_loc_name: '',
  sequence_length: 1701,
  taxonomicID: 114727,
  cladeIDs: ['H1N1pdm-HA'],
  source: 'Fixture',
};

beforeEach(() => {
  sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));
  mockFetch({
    'GET /v1/targets/taxonomy/208893': () => jsonResponse(200, { target: [sample] }),
    'GET /v1/targets/taxonomy/114727': () => jsonResponse(200, { target: [noAccession] }),
  });
});

describe('/targets/view', () => {
  it('is titled by the query name, with Back and the six columns', async () => {
    renderApp('/targets/view?id=208893&name=Human+respiratory+syncytial+virus+A');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Human respiratory syncytial virus A' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/targets');
    const table = screen.getByRole('table', { name: 'Human respiratory syncytial virus A' });
    for (const header of ['Target ID', 'Isolate', 'Completeness', 'Host', 'Collection Date', 'Sample Origin'])
      expect(within(table).getByText(header, { exact: true })).toBeInTheDocument();
    expect(await within(table).findByText('JQ901447.1')).toBeInTheDocument();
  });

  it('says a genome has no INSDC accession instead of showing its strain as one', async () => {
    renderApp('/targets/view?id=114727&name=H1N1');
    const table = await screen.findByRole('table', { name: 'H1N1' });
    expect(await within(table).findByText(targetMessages.noAccession)).toBeInTheDocument();
    // The strain shows once, in its own column.
    expect(within(table).getAllByText('A/Minnesota/127/2024')).toHaveLength(1);
  });

  it("is titled 'Target Details' without a name", async () => {
    renderApp('/targets/view?id=208893');
    expect(await screen.findByRole('heading', { level: 1, name: 'Target Details' })).toBeInTheDocument();
  });
});
