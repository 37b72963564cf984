/** Cache keys of the oligo lists and items (the 'all' list is in lib/catalog-queries). */
export const oligoKeys = {
  all: ['oligos'] as const,
  list: (listing: 'active' | 'archived') => ['oligos', 'list', listing] as const,
  one: (id: string) => ['oligos', 'one', id] as const,
  strandChecks: (id: string) => ['oligos', 'strand-checks', id] as const,
};
