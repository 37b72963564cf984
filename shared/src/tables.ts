/**
 * DynamoDB tables, defined once. The CDK stack and the local stack (DynamoDB Local) both create
 * tables from these definitions; repositories read key names from here.
 * Every access pattern is listed beside its table: add one here before you add a query.
 */

export type KeyType = 'S' | 'N';

export interface KeyDef {
  readonly name: string;
  readonly type: KeyType;
}

export interface IndexDef {
  readonly indexName: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
}

export interface TableDef {
  /** Logical id; the physical name is `${prefix}-${id}`. */
  readonly id: string;
  /** Environment variable that carries the physical name into a Lambda. */
  readonly envVar: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
  readonly globalIndexes: readonly IndexDef[];
  /** Epoch-seconds attribute that DynamoDB TTL deletes by (lazily: code still checks it). */
  readonly ttlAttribute?: string;
  readonly accessPatterns: readonly string[];
}

export const accountsTable = {
  id: 'accounts',
  envVar: 'ACCOUNTS_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  globalIndexes: [
    {
      indexName: 'byStatus',
      partitionKey: { name: 'gsi1pk', type: 'S' },
      sortKey: { name: 'gsi1sk', type: 'S' },
    },
  ],
  accessPatterns: [
    'Get an account by id: GetItem pk=USER#{id}',
    'Find an account by e-mail: GetItem pk=EMAIL#{normalized e-mail} -> userId, then the USER item',
    'Keep e-mails unique: the EMAIL# guard item is Put with attribute_not_exists(pk) in the same transaction as the USER item',
    'List accounts by status (active, pending, deactivated), paginated and sorted by name: Query byStatus gsi1pk=STATUS#{status}',
  ],
} as const satisfies TableDef;

export const authTable = {
  id: 'auth',
  envVar: 'AUTH_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  globalIndexes: [],
  ttlAttribute: 'expires_at',
  accessPatterns: [
    'Is a session token logged out: GetItem pk=DENY#{jti} (kept until the token would expire anyway)',
    'Enrollment and reset links: GetItem pk=LINK#{sha256(token)}; used once by a conditional Delete in the same transaction as the password change',
    'Failed sign-ins in a fixed window: UpdateItem ADD count on pk=FAIL#ACCOUNT#{e-mail} and pk=FAIL#ADDRESS#{ip}',
  ],
} as const satisfies TableDef;

export const tables = [accountsTable, authTable] as const satisfies readonly TableDef[];

export const physicalTableName = (prefix: string, table: Pick<TableDef, 'id'>): string =>
  `${prefix}-${table.id}`;
