import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { targetsFollowMessages, targetsViewMessages } from '@oligowatch/shared/messages/targets';
import type { SampleSummary } from '@oligowatch/shared/schemas/target';
import type { Refresh } from '@oligowatch/shared/schemas/target-follow';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setupUser } from '../../../test/user';

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

// Issue 32: the RSV-A clade follows its query; one refresh is in its history.
const refresh: Refresh = {
  refreshId: 'r1',
  cladeID: '208893',
  status: 'done',
  trigger: 'schedule',
  term: 'txid208893[Organism:exp]',
  published_from: '2026/11/17',
  modified_from: '2026/11/17',
  through: '2026/11/20',
  ncbi_new: 3,
  ncbi_modified: 1,
  total: 3,
  processed: 3,
  new: 2,
  updated: 1,
  unchanged: 0,
  conflicts: 0,
  skipped: 0,
  started_at: '2026-11-20T06:00:00.000Z',
  updated_at: '2026-11-20T06:00:04.000Z',
  finished_at: '2026-11-20T06:00:04.000Z',
  duration_ms: 4000,
  sample_count: 9,
};
const follow = {
  cladeID: '208893',
  term: 'txid208893[Organism:exp]',
  filters: { collectedAfter: 'All' as const, completeOnly: false, usaOnly: false },
  byTaxonomy: true,
  taxonomicID: 208893,
  commonName: 'Human respiratory syncytial virus A',
  everyDays: 7,
  followed_by: 'u1',
  followed_at: '2026-11-13T06:00:00.000Z',
  high_water: '2026/11/20',
  last_refresh_id: 'r1',
  last_refresh_at: '2026-11-20T06:00:04.000Z',
};
let calls: string[] = [];

beforeEach(() => {
  sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));
  calls = [];
  mockFetch({
    'GET /v1/targets/taxonomy/208893': () => jsonResponse(200, { target: [sample] }),
    'GET /v1/targets/taxonomy/114727': () => jsonResponse(200, { target: [noAccession] }),
    'GET /v1/targets/208893/refreshes?limit=100': () =>
      jsonResponse(200, { follow, canFollow: true, running: null, refreshes: [refresh] }),
    'GET /v1/targets/114727/refreshes?limit=100': () =>
      jsonResponse(200, { follow: null, canFollow: false, running: null, refreshes: [] }),
    'POST /v1/targets/208893/refresh': () => {
      calls.push('refresh');
      return jsonResponse(202, { message: targetsFollowMessages.refreshStarted, refreshId: 'r2' });
    },
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
    expect(await within(table).findByText(targetsViewMessages.noAccession)).toBeInTheDocument();
    // The strain shows once, in its own column.
    expect(within(table).getAllByText('A/Minnesota/127/2024')).toHaveLength(1);
  });

  it("is titled 'Target Details' without a name", async () => {
    renderApp('/targets/view?id=208893');
    expect(await screen.findByRole('heading', { level: 1, name: 'Target Details' })).toBeInTheDocument();
  });

  it('shows that the clade follows NCBI, its refreshes in a table, and Refresh now (issue 32)', async () => {
    const user = setupUser();
    renderApp('/targets/view?id=208893&name=RSV-A');
    const panel = await screen.findByRole('region', { name: 'Follows NCBI' });
    // Dates as the rest of the app shows them (SPEC.md section 9): the day mm/dd/yy, a moment with its time.
    expect(within(panel).getByTestId('follow-summary')).toHaveTextContent(
      `Refreshed weekly from NCBI (txid208893[Organism:exp]); records published up to 11/20/26 are in. Last refresh: ${formatDateTime(follow.last_refresh_at)}.`,
    );
    const history = within(panel).getByRole('table', { name: targetsFollowMessages.historyTitle });
    for (const header of [
      'Started',
      'Status',
      'New',
      'Updated',
      'Unchanged',
      'Conflicts',
      'Duration',
      'Term',
    ])
      expect(within(history).getByText(header, { exact: true })).toBeInTheDocument();
    expect(within(history).getByText('4.0 s')).toBeInTheDocument();
    expect(within(history).getByText(formatDateTime(refresh.started_at))).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: targetsFollowMessages.refreshNow }));
    await waitFor(() => expect(calls).toEqual(['refresh']));
    expect(
      within(panel).getByRole('button', { name: targetsFollowMessages.stopFollowing }),
    ).toBeInTheDocument();
  });

  it('says a clade no import made cannot follow, and offers nothing to press (issue 32)', async () => {
    renderApp('/targets/view?id=114727&name=H1N1');
    const panel = await screen.findByRole('region', { name: 'Follows NCBI' });
    expect(within(panel).getByText(targetsFollowMessages.cannotFollowManual)).toBeInTheDocument();
    for (const name of [
      targetsFollowMessages.refreshNow,
      targetsFollowMessages.startFollowing,
      targetsFollowMessages.stopFollowing,
    ])
      expect(within(panel).queryByRole('button', { name })).toBeNull();
    expect(within(panel).getByText(targetsFollowMessages.noRefreshes)).toBeInTheDocument();
  });
});
