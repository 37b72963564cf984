import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import {
  targetsAddFormMessages,
  targetsApiMessages,
  targetsFollowMessages,
  targetsImportMessages,
} from '@oligowatch/shared/messages/targets';
import type { ImportProgress } from '@oligowatch/shared/schemas/target';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

const running: ImportProgress = {
  cacheID: 'c-1',
  commonName: 'Human respiratory syncytial virus A',
  taxonomicID: 208893,
  cladeID: '208893',
  status: 'running',
  total: 10,
  processed: 4,
  imported: 4,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  filtered: 0,
  conflicts: 0,
  conflictList: [],
  emptyDates: 0,
  message: 'Importing 4 of 10…',
  started_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
};

const lists = (cache: () => Response) => ({
  'GET /v1/targets': () =>
    jsonResponse(200, {
      targets: [{ taxonomicID: 208893, common_name: 'Human respiratory syncytial virus A', count: 4 }],
    }),
  'GET /v1/imports': () => jsonResponse(200, { imports: [running] }),
  'POST /v1/cache': cache,
});

beforeEach(() => {
  sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));
});

/** Opens Add Target, Batch by TaxonomicID, fills the required fields and submits. */
const queryNcbi = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Add Target' }));
  const modal = await screen.findByRole('dialog', { name: 'Add Target' });
  await user.click(within(modal).getByText('Batch by TaxonomicID'));
  await user.click(within(modal).getByRole('combobox', { name: 'Source Database' }));
  await user.click(await screen.findByRole('option', { name: 'NCBI Nucleotide (GenBank)' }));
  await user.click(within(modal).getByRole('combobox', { name: 'Uploaded After' }));
  await user.click(await screen.findByRole('option', { name: 'All' }));
  await user.type(within(modal).getByRole('textbox', { name: 'Taxonomic ID' }), '208893');
  await user.click(within(modal).getByRole('button', { name: 'Submit' }));
};

describe('/targets', () => {
  it('lists the targets and shows a running import with its progress', async () => {
    mockFetch(lists(() => jsonResponse(500, {})));
    renderApp('/targets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Target Sequences' })).toBeInTheDocument();
    const row = (
      await screen.findByText('Human respiratory syncytial virus A', { selector: 'td *, td' })
    ).closest('tr');
    expect(row).toHaveTextContent('208893');
    expect(
      within(row as HTMLElement).getByRole('link', { name: 'View Human respiratory syncytial virus A' }),
    ).toHaveAttribute('href', '/targets/view?id=208893&name=Human+respiratory+syncytial+virus+A');
    expect(await screen.findByText(targetsImportMessages.importProgress(4, 10))).toBeInTheDocument();
  });

  it('reloads the list when one import ends while another starts between two polls', async () => {
    const rsvB = {
      ...running,
      cacheID: 'c-2',
      commonName: 'Human respiratory syncytial virus B',
      taxonomicID: 208895,
      cladeID: '208895',
    };
    const done = {
      ...running,
      status: 'done' as const,
      processed: 10,
      imported: 10,
      finished_at: new Date().toISOString(),
    };
    let polls = 0;
    const fetch = mockFetch({
      ...lists(() => jsonResponse(500, {})),
      // First poll: A runs. Every later poll: A is done and B runs, so one import runs all along.
      'GET /v1/imports': () => jsonResponse(200, { imports: polls++ === 0 ? [running] : [done, rsvB] }),
    });
    renderApp('/targets');
    expect(await screen.findByText(targetsImportMessages.importProgress(4, 10))).toBeInTheDocument();
    const listReads = () =>
      fetch.mock.calls.filter(([input]) => String(input).endsWith('/v1/targets')).length;
    const before = listReads();
    await waitFor(() => expect(listReads()).toBeGreaterThan(before), { timeout: 8_000 });
  });

  it("shows a followed clade's refresh running, with its progress (issue 32)", async () => {
    const refreshing = {
      refreshId: 'r1',
      cladeID: '208893',
      status: 'running',
      trigger: 'schedule',
      term: 'txid208893[Organism:exp]',
      published_from: '2026/11/17',
      modified_from: '2026/11/17',
      through: '2026/11/20',
      ncbi_new: 30,
      ncbi_modified: 2,
      total: 31,
      processed: 10,
      new: 8,
      updated: 1,
      unchanged: 1,
      conflicts: 0,
      skipped: 0,
      started_at: '2026-11-20T06:00:00.000Z',
      updated_at: '2026-11-20T06:00:04.000Z',
    };
    mockFetch({
      ...lists(() => jsonResponse(500, {})),
      'GET /v1/imports': () => jsonResponse(200, { imports: [], refreshes: [refreshing] }),
    });
    renderApp('/targets');
    expect(await screen.findByTestId('refresh-progress')).toHaveTextContent(
      targetsFollowMessages.refreshProgress('208893', 10, 31),
    );
  });

  it("lists the conflicts and the dates left empty in a finished import's summary", async () => {
    const message = targetsImportMessages.importDoneWithNotes(0, 1, 0, 0, 2, 1);
    const done: ImportProgress = {
      ...running,
      cacheID: 'c-5',
      commonName: 'H1N1 subtype',
      status: 'done',
      processed: 10,
      imported: 0,
      updated: 1,
      conflicts: 2,
      conflictList: [
        { accessionID: 'HM138502.1', taxonomicID: 11320, common_name: 'Influenza A virus' },
        { accessionID: 'KF527485.1', taxonomicID: 11320, common_name: 'Influenza A virus' },
      ],
      emptyDates: 1,
      message,
      finished_at: new Date().toISOString(),
    };
    mockFetch({
      ...lists(() => jsonResponse(500, {})),
      'GET /v1/imports': () => jsonResponse(200, { imports: [done] }),
    });
    renderApp('/targets');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(targetsImportMessages.importConflictsTitle)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Conflicts of the import of H1N1 subtype' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['HM138502.1: Influenza A virus (11320)', 'KF527485.1: Influenza A virus (11320)']);
    // The summary (with its conflicts and empty dates) is said once: the message above.
    expect(screen.getAllByText(/2 conflicts/)).toHaveLength(1);
  });

  it.each([
    [
      'no hits',
      () => jsonResponse(200, { response_data: { targetCount: 0, commonName: '', cacheID: '' } }),
      targetsAddFormMessages.noneFound,
    ],
    [
      'an answer of another shape',
      () => jsonResponse(200, { count: 3 }),
      targetsAddFormMessages.unexpectedFormat,
    ],
    [
      'a failure without a message',
      () => new Response('', { status: 500 }),
      targetsAddFormMessages.retrieveFailed,
    ],
    [
      "NCBI's failure message",
      () =>
        jsonResponse(502, {
          message:
            'NCBI answered HTTP 500 (a server error) and did not recover after 4 attempts. Try again later.',
        }),
      'NCBI answered HTTP 500 (a server error) and did not recover after 4 attempts. Try again later.',
    ],
  ])('toasts %s of the NCBI query', async (_, answer, message) => {
    mockFetch(lists(answer));
    const { user } = renderApp('/targets');
    await queryNcbi(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm Import' })).not.toBeInTheDocument();
  });

  it('confirms with the count and the name cut at 50 characters', async () => {
    const name = 'Severe acute respiratory syndrome coronavirus 2 isolate Wuhan-Hu-1';
    mockFetch(
      lists(() =>
        jsonResponse(200, { response_data: { targetCount: 12, commonName: name, cacheID: 'c-2' } }),
      ),
    );
    const { user } = renderApp('/targets');
    await queryNcbi(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    expect(dialog).toHaveTextContent(`12 sequences of ${name.slice(0, 50)}… were found.`);
    expect(dialog).not.toHaveTextContent(name);
    expect(within(dialog).getByRole('button', { name: 'Yes, Import' })).toBeDisabled();
  }, 15_000);

  it('lists the count per taxon below the count, each name cut at 50 characters', async () => {
    const long = 'Influenza A virus (A/California/07/2009(H1N1)) strain of a long name';
    mockFetch(
      lists(() =>
        jsonResponse(200, {
          response_data: {
            targetCount: 12,
            commonName: 'Human respiratory syncytial virus A',
            cacheID: 'c-4',
            taxa: [
              { taxonomicID: 208893, commonName: 'Human respiratory syncytial virus A', count: 8 },
              { taxonomicID: 641809, commonName: long, count: 2 },
            ],
            unsortedCount: 2,
          },
        }),
      ),
    );
    const { user } = renderApp('/targets');
    await queryNcbi(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    expect(dialog).toHaveTextContent('12 sequences of Human respiratory syncytial virus A were found.');
    expect(dialog).toHaveTextContent(targetsImportMessages.taxaBreakdownTitle);
    const items = within(within(dialog).getByRole('list', { name: 'Sequences per taxon' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      '8 Human respiratory syncytial virus A (208893)',
      `2 ${long.slice(0, 50)}… (641809)`,
      targetsImportMessages.taxaUnsorted(2),
    ]);
    // The typed-count rule is the total's, not a taxon's.
    await user.type(within(dialog).getByRole('textbox', { name: 'Type 12 to confirm the import' }), '8');
    expect(within(dialog).getByRole('button', { name: 'Yes, Import' })).toBeDisabled();
  }, 15_000);

  it.each([
    [
      'a failure without a message',
      () => new Response('', { status: 500 }),
      targetsImportMessages.importFailed,
    ],
    [
      "the server's message",
      () => jsonResponse(409, { message: targetsImportMessages.importRunning }),
      targetsImportMessages.importRunning,
    ],
  ])(
    'toasts %s when the import cannot start',
    async (_, answer, message) => {
      mockFetch({
        ...lists(() =>
          jsonResponse(200, {
            response_data: {
              targetCount: 7,
              commonName: 'Human respiratory syncytial virus A',
              cacheID: 'c-3',
            },
          }),
        ),
        'POST /v1/processCachedImport': answer,
      });
      const { user } = renderApp('/targets');
      await queryNcbi(user);
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Type 7 to confirm the import' }), '7');
      await user.click(within(dialog).getByRole('button', { name: 'Yes, Import' }));
      expect(await screen.findByText(message, {}, { timeout: 3000 })).toBeInTheDocument();
    },
    15_000,
  );

  it('sends "Keep this target up to date" with its frequency when ticked (issue 32)', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      ...lists(() =>
        jsonResponse(200, {
          response_data: {
            targetCount: 7,
            commonName: 'Human respiratory syncytial virus A',
            cacheID: 'c-9',
          },
        }),
      ),
      'POST /v1/processCachedImport': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(202, { message: 'Import started' });
      },
    });
    const { user } = renderApp('/targets');
    await queryNcbi(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    const keep = within(dialog).getByRole('checkbox', { name: targetsFollowMessages.keepUpToDate });
    expect(keep).not.toBeChecked();
    await user.click(keep);
    await user.click(within(dialog).getByRole('combobox', { name: targetsFollowMessages.frequencyLabel }));
    await user.click(await screen.findByRole('option', { name: targetsFollowMessages.weekly }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type 7 to confirm the import' }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Import' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { sourceDatabase: 'nuccore', cacheID: 'c-9', follow: { frequency: 'weekly' } },
      ]),
    );
  }, 15_000);

  it("toasts 'Error creating target. Please try again later.' when the server fails a manual entry", async () => {
    mockFetch({ ...lists(() => jsonResponse(500, {})), 'POST /v1/target': () => jsonResponse(500, {}) });
    const { user } = renderApp('/targets');
    await user.click(await screen.findByRole('button', { name: 'Add Target' }));
    const form = await screen.findByRole('form', { name: 'Manual Entry' });
    // NC_026431.1's first 20 bases (test/fixtures/genomes/influenza/A_H1N1pdm/mp.reference.fasta).
    const fields: [string, string][] = [
      ['Common Name', 'Influenza A virus (H1N1)'],
      ['Taxonomic ID', '114727'],
      ['Accession ID', 'NC_026431.1'],
      ['Isolate', 'A/California/07/2009'],
      ['Geographic Location', 'USA: California'],
      ['Collection Date', '2009-04-09'],
      ['Sequence Length', '20'],
      ['Genomic Sequence', 'ATGAGTCTTCTAACCGAGGT'],
    ];
    for (const [label, value] of fields)
      await user.type(within(form).getByRole('textbox', { name: label }), value);
    await user.click(within(form).getByRole('checkbox', { name: targetsAddFormMessages.confirmCheckbox }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(targetsAddFormMessages.createFailed, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it('refuses a query without the required fields with the spec message', async () => {
    mockFetch(lists(() => jsonResponse(500, {})));
    const { user } = renderApp('/targets');
    await user.click(await screen.findByRole('button', { name: 'Add Target' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Target' });
    await user.click(within(modal).getByText('Batch by Search Term'));
    await user.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(targetsApiMessages.missingFields)).toBeInTheDocument();
  });
});
