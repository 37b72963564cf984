/** Key and index attributes: bookkeeping of the table, never part of a record or an API answer. */
const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;

/** A stored item as its record: the item without its key and index attributes. */
export const toStoredRecord = <T>(item: Record<string, unknown>): T => {
  const record: Record<string, unknown> = { ...item };
  for (const key of KEY_ATTRIBUTES) delete record[key];
  return record as T;
};
