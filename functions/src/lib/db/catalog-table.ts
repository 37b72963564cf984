import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { catalogTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { getDocumentClient } from './client';
import { queryAllPages } from './paging';

/** Oligos and products share one table: see the access patterns beside its definition. */
export const catalogTableName = (): string => getConfig()[catalogTable.envVar];

/** The item at a key, read consistently (a name just taken must be seen); undefined when absent. */
export const getCatalogItem = async (key: { pk: string }): Promise<Record<string, unknown> | undefined> =>
  (
    await getDocumentClient().send(
      new GetCommand({ TableName: catalogTableName(), Key: key, ConsistentRead: true }),
    )
  ).Item;

/** Every item of one byKind partition, page after page (the catalogue is small; lists show it whole). */
export const queryWholeKind = (kind: string): Promise<Record<string, unknown>[]> =>
  queryAllPages({
    TableName: catalogTableName(),
    IndexName: catalogTable.globalIndexes[0].indexName,
    KeyConditionExpression: 'gsi1pk = :kind',
    ExpressionAttributeValues: { ':kind': kind },
  });
