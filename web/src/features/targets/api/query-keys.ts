/** Cache keys of the target screens. */
export const targetKeys = {
  all: ['targets'] as const,
  active: ['targets', 'active'] as const,
  samples: (taxonomicID: number) => ['targets', 'samples', taxonomicID] as const,
  imports: ['targets', 'imports'] as const,
  /** Issue 32: a clade's follow and refresh history. */
  refreshes: (cladeID: string) => ['targets', 'refreshes', cladeID] as const,
};
