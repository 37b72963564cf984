import type { GrantedAccess, TableId } from '@oligowatch/shared/grants';
import { tables } from '@oligowatch/shared/tables';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { acknowledgeTableIndexGrant } from './nag-suppressions';

/**
 * Grants a function exactly the table access its grants name (read or read-write), for routes and
 * jobs alike, so both keep one rule; a table with global indexes also gets the nag acknowledgement
 * for its index wildcard on the function's role.
 */
export const grantTableAccess = (
  fn: IGrantable,
  role: IConstruct,
  access: GrantedAccess['tables'],
  tableOf: Readonly<Record<TableId, ITableV2>>,
): void => {
  for (const def of tables) {
    const level = access[def.id];
    if (!level) continue;
    const table = tableOf[def.id];
    if (level === 'write') table.grantReadWriteData(fn);
    else table.grantReadData(fn);
    if (def.globalIndexes.length > 0) acknowledgeTableIndexGrant(role, table);
  }
};
