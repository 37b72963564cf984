import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { HeatGrid } from './heat-grid';
import { HeatGridLegend } from './heat-grid-legend';

const byIndex = [
  { count: 0, percent: 0, base: 'G' },
  { count: 2, percent: 20, base: 'A' },
  { count: 6, percent: 60, base: 'C' },
];

const renderWith = (ui: React.ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

describe('HeatGrid', () => {
  it('shows undetermined calls as their own hatched marker with a count, beside the mismatch count', () => {
    renderWith(<HeatGrid name="N1_F" byIndex={byIndex} percentages={false} undetermined={[0, 1, 4]} />);
    const cells = within(screen.getByRole('list', { name: 'N1_F mismatches by index' })).getAllByRole(
      'listitem',
    );
    expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Index 1, base G: 0',
      'Index 2, base A: 2, 1 undetermined',
      'Index 3, base C: 6, 4 undetermined',
    ]);
    expect(cells.map((cell) => cell.dataset.undetermined)).toEqual([undefined, '1', '4']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['0G1', '2A2?1', '6C3?4']);
    // The marker is its own element and class (hatched grey in heat-grid.module.css; the browser
    // test reads its real style), not part of the heat-coloured count.
    const marker = cells[2]?.lastElementChild as HTMLElement;
    expect(marker.className).toMatch(/undetermined/);
    expect(marker).toHaveAttribute('aria-hidden');
  });

  it('shows no marker where nothing is undetermined, or without insights', () => {
    renderWith(<HeatGrid name="N1_F" byIndex={byIndex} percentages />);
    const cells = screen.getAllByRole('listitem');
    expect(cells.map((cell) => cell.textContent)).toEqual(['0%G1', '20%A2', '60%C3']);
    expect(cells.every((cell) => cell.dataset.undetermined === undefined)).toBe(true);
  });
});

describe('HeatGridLegend', () => {
  it('explains the heat scale and, with insights, the undetermined marker: among the counts before engine 2, apart after', () => {
    const { unmount } = renderWith(<HeatGridLegend undetermined="within" />);
    const legend = screen.getByRole('group', { name: 'Grid legend' });
    expect(legend).toHaveTextContent(
      'Samples not matching at this index (colour by count, from the fewest to the most)',
    );
    expect(legend).toHaveTextContent(
      '?N: N of those are undetermined calls (N or ambiguity codes), which the verdict never counts as real mismatches',
    );
    unmount();

    const apart = renderWith(<HeatGridLegend undetermined="apart" />);
    expect(screen.getByRole('group', { name: 'Grid legend' })).toHaveTextContent(
      '?N: N samples have an undetermined call (N or an ambiguity code) at this index, counted apart: never a mismatch',
    );
    apart.unmount();

    renderWith(<HeatGridLegend undetermined={undefined} />);
    expect(screen.getByRole('group', { name: 'Grid legend' })).not.toHaveTextContent('undetermined');
  });
});
