import { screen, within } from '@testing-library/react';

/** The first cell's text of each body row of the one table on screen, in order. */
export const firstCellTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** The data table's page report ('current / total'). */
export const pageReport = () => document.querySelector('.mantine-datatable-pagination-text')?.textContent;
