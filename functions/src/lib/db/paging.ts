import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TableDef } from '@oligowatch/shared/tables';
import { getDocumentClient } from './client';
import { decodeCursor, encodeCursor, indexStartKeySchema, stringKeySchema } from './cursor';

export interface Page<T> {
  items: T[];
  /** Opaque; pass back to get the next page. Absent on the last page. */
  nextCursor?: string;
}

export interface PageOptions {
  limit?: number;
  cursor?: string;
}

/**
 * Every item of a query, following every page. Only for lists small by nature (staff accounts,
 * the catalogue, targets and clades), which the screens sort and filter whole.
 */
export const queryAllPages = async (
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await getDocumentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/**
 * One page of a query on `table` (its definition in shared/src/tables.ts), continued from the
 * cursor of the page before. The partition it queries (the first expression value) is the
 * cursor's scope, so a cursor of another query is a 400; the start key is checked against the
 * query's own index keys, since DynamoDB refuses any other.
 */
export const queryPage = async (
  table: Pick<TableDef, 'partitionKey' | 'globalIndexes'>,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'>,
  options: PageOptions,
): Promise<Page<Record<string, unknown>>> => {
  const scope = String(Object.values(input.ExpressionAttributeValues ?? {})[0] ?? '');
  const index = table.globalIndexes.find((i) => i.indexName === input.IndexName);
  const start = decodeCursor(
    options.cursor,
    scope,
    index ? indexStartKeySchema(table.partitionKey.name, index, scope) : stringKeySchema,
  );
  const out = await getDocumentClient().send(
    new QueryCommand({ ...input, Limit: options.limit, ExclusiveStartKey: start }),
  );
  return { items: out.Items ?? [], nextCursor: encodeCursor(scope, out.LastEvaluatedKey) };
};
