/**
 * The report view's heat colour (SPEC.md section 9): dark navy at an oligo's smallest count, yellow
 * at its largest, through a teal midpoint so middle values stay readable (a straight navy-to-yellow
 * blend passes through a muddy grey). Stops are viridis' ends and middle.
 */
type Rgb = readonly [number, number, number];

export const HEAT_DARK_NAVY: Rgb = [11, 29, 81];
const HEAT_TEAL: Rgb = [33, 145, 140];
export const HEAT_YELLOW: Rgb = [253, 231, 37];

const toCss = ([r, g, b]: Rgb): string => `rgb(${r}, ${g}, ${b})`;

/** Where a value sits between min and max, 0..1; 0 when they are equal (nothing stands out). */
export const heatFraction = (value: number, min: number, max: number): number =>
  max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0;

const blend = (from: Rgb, to: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round((from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * t)) as unknown as Rgb;

/** The cell colour of a count between its oligo's minimum and maximum, as CSS rgb(). */
export const heatColor = (value: number, min: number, max: number): string => {
  const t = heatFraction(value, min, max);
  return toCss(
    t <= 0.5 ? blend(HEAT_DARK_NAVY, HEAT_TEAL, t * 2) : blend(HEAT_TEAL, HEAT_YELLOW, (t - 0.5) * 2),
  );
};

/** Text readable on that cell: white on the dark half, near-black on the light half. */
export const heatTextColor = (value: number, min: number, max: number): string =>
  heatFraction(value, min, max) > 0.5 ? 'rgb(20, 20, 20)' : 'rgb(255, 255, 255)';
