/**
 * The features: one folder of each name on every floor (functions/src/<feature>, web/src/features/
 * <feature>), and every row of the route and job tables says which one it belongs to
 * (docs/decisions/0017-feature-slices.md). `debug` is the operators' route, with no screen.
 */
export const features = [
  'accounts',
  'auth',
  'oligos',
  'products',
  'targets',
  'reports',
  'schedules',
  'debug',
] as const;

export type Feature = (typeof features)[number];
