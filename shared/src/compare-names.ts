/**
 * Compares names as people read them: case and accents aside ('charité' = 'Charite'), in the
 * server's locale. One collator for the process: `a.localeCompare(b, undefined, options)` builds a
 * new one on every call, which made sorting 1,000 oligos cost about 190 ms of CPU per request.
 */
export const compareNames: (a: string, b: string) => number = new Intl.Collator(undefined, {
  sensitivity: 'base',
}).compare;
