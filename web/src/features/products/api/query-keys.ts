/** Cache keys of the product screens. The oligo list is the same one the oligo screens read. */
export const productKeys = {
  all: ['products'] as const,
  list: ['products', 'list'] as const,
  withOligoDetails: ['products', 'with-oligo-details'] as const,
  one: (id: string) => ['products', 'one', id] as const,
  allOligos: ['oligos', 'list', 'all'] as const,
};
