import clsx from 'clsx';
import { type ComponentPropsWithoutRef, createElement, type Ref } from 'react';

export interface IconProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'stroke'> {
  /** Width and height (px, or any CSS length). */
  size?: string | number;
  /** The stroke's width. */
  stroke?: string | number;
  title?: string;
  ref?: Ref<SVGSVGElement>;
}

/** One shape of an icon: an SVG element and its attributes. */
export type IconShape = readonly [
  tag: 'path' | 'circle' | 'rect' | 'line' | 'polyline',
  attributes: Record<string, string>,
];

export type IconComponent = ReturnType<typeof createIcon>;

/**
 * An outline icon drawn as Tabler draws its own (24 × 24, stroked in the current colour, round caps
 * and joins, 2 wide unless `stroke` says otherwise), with Tabler's class names.
 */
export const createIcon = (name: string, shapes: readonly IconShape[]) => {
  const Icon = ({
    color = 'currentColor',
    size = 24,
    stroke = 2,
    title,
    className,
    children,
    ...rest
  }: IconProps) => (
    // biome-ignore lint/a11y/noSvgWithoutTitle: as Tabler's own: a caller names the icon (title) or hides it (aria-hidden)
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx('tabler-icon', `tabler-icon-${name}`, className)}
      {...rest}
    >
      {title && <title>{title}</title>}
      {shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      {children}
    </svg>
  );
  Icon.displayName = `Icon(${name})`;
  return Icon;
};
