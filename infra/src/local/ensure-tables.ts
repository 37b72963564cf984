import {
  CreateTableCommand,
  type CreateTableCommandInput,
  type DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { localOnlyTables, physicalTableName, type TableDef, tables } from '@oligowatch/shared/tables';

/** The CreateTable request for one shared table definition (the same definition CDK deploys). */
export const toCreateTableInput = (prefix: string, table: TableDef): CreateTableCommandInput => {
  const keys = [
    table.partitionKey,
    table.sortKey,
    ...table.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ].filter((k): k is NonNullable<typeof k> => k !== undefined);
  const attributeDefinitions = [
    ...new Map(keys.map((k) => [k.name, { AttributeName: k.name, AttributeType: k.type }])).values(),
  ];
  const keySchema = (pk: TableDef['partitionKey'], sk?: TableDef['sortKey']) => [
    { AttributeName: pk.name, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
  ];
  return {
    TableName: physicalTableName(prefix, table),
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributeDefinitions,
    KeySchema: keySchema(table.partitionKey, table.sortKey),
    ...(table.globalIndexes.length > 0
      ? {
          GlobalSecondaryIndexes: table.globalIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: keySchema(index.partitionKey, index.sortKey),
            Projection: { ProjectionType: 'ALL' },
          })),
        }
      : {}),
  };
};

/**
 * Creates whichever tables are missing, the deployed ones and the local-only ones (the local
 * scheduler's); existing ones (and their data) are left as they are.
 */
export const ensureTables = async (client: DynamoDBClient, prefix: string): Promise<void> => {
  const existing = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) existing.add(name);
    start = page.LastEvaluatedTableName;
  } while (start);

  for (const table of [...tables, ...localOnlyTables] as readonly TableDef[]) {
    const name = physicalTableName(prefix, table);
    if (existing.has(name)) continue;
    await client.send(new CreateTableCommand(toCreateTableInput(prefix, table)));
    if (table.ttlAttribute) {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
        }),
      );
    }
  }
};
