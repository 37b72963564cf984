/** Cache keys of the oligo lists and items; products' screens read the same 'all' list. */
export const oligoKeys = {
  all: ['oligos'] as const,
  list: (listing: 'active' | 'archived' | 'all') => ['oligos', 'list', listing] as const,
  one: (id: string) => ['oligos', 'one', id] as const,
};
