import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { SampleSummary } from '@oligowatch/shared/schemas/target';
import { targetsTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { getDocumentClient, queryAllPages } from './client';
import { decodeCursor, encodeCursor, indexStartKeySchema, stringKeySchema } from './cursor';

/**
 * The items of the targets table and the reads every targets module shares (see the access
 * patterns of `targetsTable`):
 * - SAMPLE#{accession}: the sample's metadata, under the taxon its record declares (listed per
 *   target: byParent SAMPLES#{taxid}), with the clades it belongs to and a revision that every
 *   write checks;
 * - SEQ#{accession}: its compressed sequence with accession, place and date, apart so no list
 *   reads it;
 * - MEMBER#{cladeID}#{accession}: one clade membership (listed per clade: byClade CLADE#{cladeID});
 * - TARGET#{taxid} and CLADE#{cladeID}: summaries with counts kept by the upsert's transaction;
 * - MODEL#targets: the version of this model, so data of an earlier one is refused, not misread.
 */

export const tableName = (): string => getConfig()[targetsTable.envVar];
export const sampleKey = (accession: string) => ({ pk: `SAMPLE#${accession}` });
export const sequenceKey = (accession: string) => ({ pk: `SEQ#${accession}` });
export const memberKey = (cladeID: string, accession: string) => ({ pk: `MEMBER#${cladeID}#${accession}` });
export const targetKey = (taxonomicID: number) => ({ pk: `TARGET#${taxonomicID}` });
export const cladeKey = (cladeID: string) => ({ pk: `CLADE#${cladeID}` });
/** Taxonomic IDs sort as numbers in the target list. */
export const paddedTaxonomicId = (taxonomicID: number) => String(taxonomicID).padStart(12, '0');

export interface Page<T> {
  items: T[];
  /** Opaque; pass back to get the next page. Absent on the last page. */
  nextCursor?: string;
}

export interface PageOptions {
  limit?: number;
  cursor?: string;
}

export const SAMPLE_FIELDS = [
  'accessionID',
  'collection_date',
  'collection_date_enriched_iso',
  'host',
  'isolate',
  'strain',
  'geo_loc_name',
  'sequence_length',
  'taxonomicID',
  'cladeIDs',
  'has_accession',
  'complete',
  'source',
] as const satisfies readonly (keyof SampleSummary)[];

export const toSampleSummary = (item: Record<string, unknown>): SampleSummary =>
  Object.fromEntries(
    SAMPLE_FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]),
  ) as SampleSummary;

type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>;

/** One page of a query; the partition it continues is the cursor's scope (another's is a 400). */
export const queryPage = async (
  input: QueryInput,
  options: PageOptions,
): Promise<Page<Record<string, unknown>>> => {
  const scope = String(Object.values(input.ExpressionAttributeValues ?? {})[0] ?? '');
  // The start key is checked against the query's own index keys: DynamoDB refuses any other.
  const index = targetsTable.globalIndexes.find((i) => i.indexName === input.IndexName);
  const start = decodeCursor(
    options.cursor,
    scope,
    index ? indexStartKeySchema(targetsTable.partitionKey.name, index, scope) : stringKeySchema,
  );
  const out = await getDocumentClient().send(
    new QueryCommand({ TableName: tableName(), ...input, Limit: options.limit, ExclusiveStartKey: start }),
  );
  return { items: out.Items ?? [], nextCursor: encodeCursor(scope, out.LastEvaluatedKey) };
};

/** Every page of a query (for lists that are small by nature: targets, clades). */
export const queryAll = (input: QueryInput) => queryAllPages({ TableName: tableName(), ...input });

/**
 * The items of `keys` (BatchGets of 100, unprocessed keys asked again), by their pk. Consistent
 * reads: the upsert decides on what they say.
 */
export const readItems = async (
  keys: readonly { pk: string }[],
  projection?: string,
): Promise<Map<string, Record<string, unknown>>> => {
  const found = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < keys.length; i += 100) {
    let batch: Record<string, unknown>[] | undefined = keys.slice(i, i + 100);
    while (batch && batch.length > 0) {
      const out: BatchGetCommandOutput = await getDocumentClient().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: batch,
              ConsistentRead: true,
              ...(projection ? { ProjectionExpression: projection } : {}),
            },
          },
        }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.set(item.pk as string, item);
      batch = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
};
