import { accountsTable, authTable } from '@oligowatch/shared/tables';
import { describe, expect, it } from 'vitest';
import { toCreateTableInput } from './ensure-tables';

describe('toCreateTableInput', () => {
  it('declares every key attribute once, the key schema and the GSIs of the shared definition', () => {
    expect(toCreateTableInput('p', accountsTable)).toEqual({
      TableName: 'p-accounts',
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'gsi1pk', AttributeType: 'S' },
        { AttributeName: 'gsi1sk', AttributeType: 'S' },
      ],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byStatus',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  });

  it('leaves GSIs out for a table without any', () => {
    expect(toCreateTableInput('p', authTable).GlobalSecondaryIndexes).toBeUndefined();
  });
});
