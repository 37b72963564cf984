/** Cache keys of the report screens; everything sits under 'reports' so one refresh reaches all. */
export const reportKeys = {
  all: ['reports'] as const,
  list: ['reports', 'all'] as const,
  recent: ['reports', 'recent'] as const,
  one: (id: string) => ['reports', 'one', id] as const,
  mismatches: (id: string) => ['reports', 'one', id, 'mismatches'] as const,
  targetOptions: ['reports', 'target-options'] as const,
};
