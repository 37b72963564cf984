import { MantineProvider } from '@mantine/core';
import { REPORT_OLIGO_SECTION_PAGE_SIZE, REPORT_SUMMARY_LIST_MAX } from '@oligowatch/shared/constants';
import { reportsViewMessages as m } from '@oligowatch/shared/messages/reports';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { setupUser } from '../../../test/user';
import { OligoPages } from './oligo-pages';

const renderPages = (names: string[]) =>
  render(
    <MantineProvider theme={theme} env="test">
      <OligoPages section="Variants" names={names}>
        {(shown) => (
          <ul aria-label="blocks">
            {shown.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </OligoPages>
    </MantineProvider>,
  );

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('OligoPages', () => {
  it('shows a handful of oligos all at once, with no filter or pages', () => {
    renderPages(['N1_F', 'N1_R']);
    expect(shown()).toEqual(['N1_F', 'N1_R']);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows a tiling scheme's oligos a page at a time, filtered by name, the filter going back to its first page", async () => {
    const user = setupUser();
    const names = Array.from({ length: 25 }, (_, i) => `S_${i + 1}_LEFT`);
    expect(names.length).toBeGreaterThan(REPORT_SUMMARY_LIST_MAX);
    renderPages(names);
    expect(shown()).toEqual(names.slice(0, REPORT_OLIGO_SECTION_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(shown()).toEqual(names.slice(2 * REPORT_OLIGO_SECTION_PAGE_SIZE));
    await user.type(screen.getByRole('textbox', { name: m.sectionOligoFilter('Variants') }), '_1');
    // S_1_, S_10_ to S_19_: 11 names, so 2 pages, from the first.
    expect(shown()).toEqual(['S_1_LEFT', ...names.slice(9, 18)]);
    await user.type(screen.getByRole('textbox', { name: m.sectionOligoFilter('Variants') }), 'x');
    expect(shown()).toEqual([]);
    expect(screen.getByText(m.noOligoMatches)).toBeInTheDocument();
  });
});
