/**
 * The required fields of a form that are still blank (empty, only spaces, or nothing picked), so
 * the form can mark each one beside the toast SPEC.md gives for the form as a whole.
 */
export const blankFields = <K extends string>(
  values: Readonly<Record<K, string | null | undefined>>,
  required: readonly K[],
): Set<K> => new Set(required.filter((name) => (values[name] ?? '').trim() === ''));
