/** Cache keys of the product screens (the plain product list is in lib/catalog-queries). */
export const productKeys = {
  all: ['products'] as const,
  withOligoDetails: ['products', 'with-oligo-details'] as const,
  one: (id: string) => ['products', 'one', id] as const,
};
