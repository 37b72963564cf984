import * as z from 'zod';
import { DomainError } from '../errors';

/**
 * One cursor format for every paged route. A cursor is the page's DynamoDB start key (or, for lists
 * paged in memory, an offset) together with the scope it was issued for: the query it continues,
 * for instance `SAMPLES#2697049`. Decoding checks both: a cursor that is not ours, that was edited,
 * or that belongs to another query is refused with InvalidCursorError, a 400 wherever it is thrown,
 * never a DynamoDB error and a 500.
 */
export class InvalidCursorError extends DomainError {
  constructor() {
    super({ code: 'invalid', field: 'cursor', message: 'cursor is not one this API gave out.' });
  }
}

/** DynamoDB start keys of our tables: string key attributes only (pk, gsi1pk, gsi1sk ...). */
export const stringKeySchema = z.record(z.string().max(64), z.string().max(1024));
/**
 * The start key of a query on a table (partition key `tableKey`) through an index, checked against
 * that query: exactly the table's key and the index's keys, the index partition being the one
 * queried. DynamoDB refuses any other start key with an error (a 500 if it got that far).
 */
export const indexStartKeySchema = (
  tableKey: string,
  index: { partitionKey: { name: string }; sortKey?: { name: string } },
  partitionValue: string,
) =>
  z
    .object({
      [tableKey]: z.string().min(1).max(1024),
      [index.partitionKey.name]: z.literal(partitionValue),
      ...(index.sortKey ? { [index.sortKey.name]: z.string().min(1).max(256) } : {}),
    })
    .strict();

/** Offsets into a list paged in memory. */
export const offsetKeySchema = z.object({ offset: z.number().int().min(0) }).strict();

export const encodeCursor = (scope: string, key: Record<string, unknown> | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify({ s: scope, k: key })).toString('base64url') : undefined;

const envelopeSchema = z.object({ s: z.string(), k: z.unknown() }).strict();

/** The start key of `cursor`, checked against `scope` and `keySchema`; undefined when there is none. */
export const decodeCursor = <K>(
  cursor: string | undefined,
  scope: string,
  keySchema: z.ZodType<K>,
): K | undefined => {
  if (cursor === undefined || cursor === '') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success || envelope.data.s !== scope) throw new InvalidCursorError();
  const key = keySchema.safeParse(envelope.data.k);
  if (!key.success) throw new InvalidCursorError();
  return key.data;
};
