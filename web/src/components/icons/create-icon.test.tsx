import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createIcon } from './create-icon';
import { IconPlus } from './tabler-icons';

/** The attributes an element carries, as a plain record. */
const attributesOf = (element: Element) =>
  Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]));

describe('createIcon', () => {
  it("draws an outline icon as Tabler's own component drew it: 24 px, stroked in the current colour", () => {
    const { container } = render(<IconPlus aria-hidden />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(attributesOf(svg)).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '24',
      height: '24',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      class: 'tabler-icon tabler-icon-plus',
      'aria-hidden': 'true',
    });
    expect([...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual([
      'M12 5l0 14',
      'M5 12l14 0',
    ]);
  });

  it('takes a size, a colour, a stroke width, a class and a title', () => {
    const Icon = createIcon('dot', [['circle', { cx: '12', cy: '12', r: '1' }]]);
    const { container } = render(<Icon size={14} color="red" stroke={1.5} className="mine" title="A dot" />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(attributesOf(svg)).toMatchObject({
      width: '14',
      height: '14',
      stroke: 'red',
      'stroke-width': '1.5',
      class: 'tabler-icon tabler-icon-dot mine',
    });
    expect(svg.querySelector('title')?.textContent).toBe('A dot');
    expect(attributesOf(svg.querySelector('circle') as Element)).toEqual({ cx: '12', cy: '12', r: '1' });
  });
});
