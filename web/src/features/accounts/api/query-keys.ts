/** TanStack Query keys of the account screens; every change invalidates `all`. */
export const accountKeys = {
  all: ['accounts'] as const,
  active: ['accounts', 'active'] as const,
  deactivated: ['accounts', 'deactivated'] as const,
  one: (id: string) => ['accounts', 'one', id] as const,
};
