/**
 * The cache key every schedule query sits under (features/schedules/api/query-keys.ts builds on it).
 * In lib, not in the schedules feature: POST /v1/parasail with a frequency (the reports feature's
 * Generate and Schedule forms) creates a schedule, so reports refreshes the schedule lists too, and
 * a feature never imports another.
 */
export const schedulesQueryKey = ['schedules'] as const;
