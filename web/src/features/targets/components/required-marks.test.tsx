import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { targetsAddFormMessages, targetsApiMessages } from '@oligowatch/shared/messages/targets';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

beforeEach(() => {
  sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));
  mockFetch({
    'GET /v1/targets': () => jsonResponse(200, { targets: [] }),
    'GET /v1/imports': () => jsonResponse(200, { imports: [] }),
  });
});

/** Add Target, once the screen's chunk has loaded (lazy route: on a busy machine that can take a while). */
const addTargetButton = () => screen.findByRole('button', { name: 'Add Target' }, { timeout: 10_000 });

/** How many inputs of a form are marked as missing. */
const marked = (form: HTMLElement) => form.querySelectorAll('[aria-invalid="true"]').length;

describe('required fields are marked where they are, beside the toast', () => {
  it('marks each blank field of Manual Entry, and unmarks one as it is filled', async () => {
    const { user } = renderApp('/targets');
    await user.click(await addTargetButton());
    const form = await screen.findByRole('form', { name: 'Manual Entry' });
    expect(marked(form)).toBe(0);

    await user.type(within(form).getByRole('textbox', { name: 'Common Name' }), 'Influenza A virus (H1N1)');
    await user.click(within(form).getByRole('checkbox', { name: targetsAddFormMessages.confirmCheckbox }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(targetsApiMessages.missingFields)).toBeInTheDocument();
    await waitFor(() => expect(marked(form)).toBe(7));
    expect(within(form).getByRole('textbox', { name: 'Common Name' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(form).getAllByText(targetsAddFormMessages.fieldRequired)).toHaveLength(7);

    const accession = within(form).getByRole('textbox', { name: 'Accession ID' });
    expect(accession).toHaveAttribute('aria-invalid', 'true');
    await user.type(accession, 'NC_026431.1');
    expect(accession).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getAllByText(targetsAddFormMessages.fieldRequired)).toHaveLength(6);
  }, 20_000);

  it('marks the blank required fields of a batch form, not the optional clade ID', async () => {
    const { user } = renderApp('/targets');
    await user.click(await addTargetButton());
    const modal = await screen.findByRole('dialog', { name: 'Add Target' });
    await user.click(within(modal).getByText('Batch by Search Term'));
    const form = await within(modal).findByRole('form', { name: 'Batch by Search Term' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(targetsApiMessages.missingFields)).toBeInTheDocument();
    expect(within(form).getAllByText(targetsAddFormMessages.fieldRequired)).toHaveLength(3);
    expect(within(form).getByRole('textbox', { name: 'Search Term' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(form).getByRole('textbox', { name: 'Clade ID (optional)' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }, 20_000);
});
