import { type KeyDef, physicalTableName, type TableDef, tables } from '@oligowatch/shared/tables';
import { RemovalPolicy } from 'aws-cdk-lib';
import { type Attribute, AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

export type TableId = (typeof tables)[number]['id'];

const attribute = (key: KeyDef): Attribute => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/**
 * One DynamoDB table per entry of the shared table definitions, the same ones the local stack
 * creates in DynamoDB Local, so keys, indexes and TTL cannot drift between the two.
 */
export class DataTables extends Construct {
  readonly byId: Readonly<Record<TableId, TableV2>>;

  constructor(scope: Construct, id: string, props: { readonly namePrefix: string }) {
    super(scope, id);
    const byId: Partial<Record<TableId, TableV2>> = {};
    for (const def of tables) {
      // The wide type: optional parts (sort key, TTL) read the same whether or not a table has them.
      const wide: TableDef = def;
      byId[def.id] = new TableV2(this, def.id, {
        tableName: physicalTableName(props.namePrefix, def),
        billing: Billing.onDemand(),
        partitionKey: attribute(def.partitionKey),
        sortKey: wide.sortKey ? attribute(wide.sortKey) : undefined,
        globalSecondaryIndexes: def.globalIndexes.map((index) => ({
          indexName: index.indexName,
          partitionKey: attribute(index.partitionKey),
          sortKey: index.sortKey ? attribute(index.sortKey) : undefined,
          projectionType: ProjectionType.ALL,
        })),
        timeToLiveAttribute: wide.ttlAttribute,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        // Accounts and sessions outlive any one deployment: deleting the stack keeps the data.
        removalPolicy: RemovalPolicy.RETAIN,
      });
    }
    this.byId = byId as Record<TableId, TableV2>;
  }
}
