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
    'Keep at least one active Admin: pk=COUNTER#ACTIVE_ADMINS holds their count, changed in the same transaction as the account; a decrement requires count > 1',
    'Account changes (update, deactivate, restore) Put the USER item on condition updated_at = the value read (optimistic lock), moving the EMAIL# guard in the same transaction when the e-mail changes',
    'End every session and link of an account: a password change raises auth_generation on the USER item on condition it is still the value the link or session was issued at; deactivation raises it in its optimistic-lock Put',
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
    'Enrollment and reset links: GetItem pk=LINK#{sha256(token)} (carries the account auth_generation it was made at); used once by a conditional Update (used_at) in the same transaction as the password change; kept until expiry so a used link can say so',
    'Password attempts (sign-in, signed-in change, forgot password), taken before the check: UpdateItem ADD attempts with condition attempts < limit on pk=FAIL#{budget}#{window number} (budgets PAIR#{e-mail}#{ip}, ADDRESS#{ip}, ACCOUNT#{e-mail}, FORGOT#...); given back by ADD -1, cleared by Delete',
    "Addresses an account's owner is known to use: Put/GetItem pk=KNOWN#{e-mail}#{ip} (90 days)",
  ],
} as const satisfies TableDef;

export const catalogTable = {
  id: 'catalog',
  envVar: 'CATALOG_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  globalIndexes: [
    {
      indexName: 'byKind',
      partitionKey: { name: 'gsi1pk', type: 'S' },
      sortKey: { name: 'gsi1sk', type: 'S' },
    },
  ],
  accessPatterns: [
    'Get an oligo by id: GetItem pk=OLIGO#{id}; many at once: BatchGetItem',
    'List oligos by state, sorted by name: Query byKind gsi1pk=OLIGOS#active or OLIGOS#archived (gsi1sk={name key}#{id}), every page',
    'Keep oligo names unique (trimmed, lower-case, active and archived alike): the OLIGONAME#{key} guard item is Put with attribute_not_exists(pk) in the same transaction as the OLIGO item',
    "Find oligos by the names a report froze (its plan's strand checks): BatchGetItem of their OLIGONAME#{key} guards (oligoId), then of the OLIGO items",
    'Archive or restore: UpdateItem archived and gsi1pk on pk=OLIGO#{id} with attribute_exists(pk)',
    'Get a product by id: GetItem pk=PRODUCT#{id}; versions hold oligo ids',
    'List products sorted by name: Query byKind gsi1pk=PRODUCTS, every page',
    'Keep product names unique: the PRODUCTNAME#{key} guard is written (and on rename moved) in the same transaction as the PRODUCT item, which carries a revision number for optimistic locking',
    'Know whether a cached oligo list is current: GetItem pk=LISTVERSION#oligos (version, changed_at_ms), bumped with UpdateItem ADD after every oligo write',
  ],
} as const satisfies TableDef;

/**
 * Targets (a taxonomic ID with a common name), their samples (one per INSDC accession), the
 * samples' sequences and the clades reports run on. One item kind per key prefix; no sort key.
 */
export const targetsTable = {
  id: 'targets',
  envVar: 'TARGETS_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  globalIndexes: [
    {
      // Overloaded: the list of targets, the list of clades and the samples of one target.
      indexName: 'byParent',
      partitionKey: { name: 'gsi1pk', type: 'S' },
      sortKey: { name: 'gsi1sk', type: 'S' },
    },
    {
      // Members of a clade (one item per membership: a sample may be in several clades).
      indexName: 'byClade',
      partitionKey: { name: 'gsi2pk', type: 'S' },
      sortKey: { name: 'gsi2sk', type: 'S' },
    },
    {
      // Issue 33: members of a clade by collection date (a report's window; docs/decisions/0025).
      indexName: 'byCladeCollected',
      partitionKey: { name: 'gsi3pk', type: 'S' },
      sortKey: { name: 'gsi3sk', type: 'S' },
    },
    {
      // Issue 33: members of a clade by publication date.
      indexName: 'byCladePublished',
      partitionKey: { name: 'gsi4pk', type: 'S' },
      sortKey: { name: 'gsi4sk', type: 'S' },
    },
  ],
  accessPatterns: [
    'Get a sample by accession (the upsert reads it first): GetItem pk=SAMPLE#{accession}, under the taxon its own record declares, with its clades (cladeIDs) and a revision; its sequence lives apart in pk=SEQ#{accession} (Brotli, Binary, with accession, location and date), so no list ever reads a sequence',
    'Upsert a sample: one transaction of the SAMPLE Put (conditioned on what was read: absent, or the revision read), the SEQ Put when the content changed, the MEMBER#{cladeID}#{accession} write when it joins a clade (an Update: it sets joined_at only if absent, so a rewrite keeps when the sample joined; issue 33) (unconditioned: the SAMPLE condition already pins the cladeIDs read, and a MEMBER item is only written beside its SAMPLE), and ADD count on TARGET#{taxonomicID} (new sample) and CLADE#{cladeID} (new member), so counts stay exact under concurrent imports; an accession under another taxon is a conflict and writes nothing',
    "Upsert a batch (an import's or a refresh's): groups of up to 25 samples, each one transaction of those samples' items (as above) and a TALLY#{tallyKey}#{id} Put (gsi1pk=TALLIES#{tallyKey}) holding the group's counter deltas instead of the counters, so a batch's groups are written concurrently; then one transaction per up to 100 items Deletes the TALLY items (attribute_exists) and ADDs their summed deltas to TARGET and CLADE, so each group is counted exactly once; the next batch of the same writer first counts what an interrupted one left (Query byParent gsi1pk=TALLIES#{tallyKey})",
    'Get a target summary: GetItem pk=TARGET#{taxonomicID}',
    'List targets (active = count > 0): Query byParent gsi1pk=TARGETS (gsi1sk = taxonomic ID, zero-padded), every page',
    'Samples of a target, by accession, paginated: Query byParent gsi1pk=SAMPLES#{taxonomicID}',
    'List clades with sample counts (report target options): Query byParent gsi1pk=CLADES, every page',
    "Members of a clade, by accession, paginated: Query byClade gsi2pk=CLADE#{cladeID} (MEMBER items), then BatchGet of the page's SAMPLE items (a clade's samples) or SEQ items (a report's stream of sequences)",
    "A report's sample window (issue 33): Query byCladeCollected gsi3pk=CLADE#{cladeID} (gsi3sk = the collection period's first day, then #accession; '~#accession' when undated) BETWEEN a year before the window's first day and its last day, keys and dates only, then the undated range (gsi3sk >= '~'); a published-since window the same on byCladePublished (gsi4pk, gsi4sk = publication day). A segment of a windowed report reads its key range of that index. MEMBER items are (re)written with the sample's dates whenever its content changes, keeping joined_at",
    'Model version of the data: GetItem pk=MODEL#targets (data of an earlier model is refused)',
    "A clade's follow (issue 32): UpdateItem SET follow (or REMOVE it) on pk=CLADE#{cladeID}, with attribute_exists(imported_query) when set; an import's last batch SETs imported_query",
    "A refresh: Put pk=REFRESH#{cladeID}#{refreshId} with attribute_not_exists(pk) (one per scheduled firing, its id made from the firing time), then progress under the job lease after each committed batch; its end also moves the follow's high-water mark (UpdateItem on the CLADE item)",
    'Refreshes of a clade, newest first: Query byParent gsi1pk=REFRESHES#{cladeID} (gsi1sk = started_at ISO#id), ScanIndexForward false, paginated; of all clades: Query byClade gsi2pk=REFRESHES',
    "A refresh's lookups: BatchGet of SAMPLE#{accession} for the accessions NCBI returned only (and their earlier versions' keys), never the clade's members",
  ],
} as const satisfies TableDef;

/** NCBI queries cached by POST /v1/cache and the progress of the import jobs run from them. */
export const importsTable = {
  id: 'imports',
  envVar: 'IMPORTS_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  globalIndexes: [
    {
      indexName: 'byKind',
      partitionKey: { name: 'gsi1pk', type: 'S' },
      sortKey: { name: 'gsi1sk', type: 'S' },
    },
  ],
  ttlAttribute: 'expires_at',
  accessPatterns: [
    'Cached query: Put pk=CACHE#{cacheID} (term, count, WebEnv, query_key, names, filters) with expires_at an hour on; GetItem, and code refuses it once expired',
    'Import job of a cache: GetItem/UpdateItem pk=JOB#{cacheID}; progress (offset, imported, updated, skipped, status) is updated after each committed batch, only by the lease holder (conditional lease_owner/lease_until)',
    'Recent imports, newest first: Query byKind gsi1pk=JOBS (gsi1sk = started_at ISO time), kept a week by TTL',
  ],
} as const satisfies TableDef;

/**
 * Mismatch reports: one partition per report holding its summary (with provenance), the
 * statistics of each oligo kept as mergeable counts, and its mismatch rows packed per oligo and segment;
 * and one partition per oligo holding its latest strand check on each clade.
 * A report is immutable once complete; only its title changes.
 */
export const reportsTable = {
  id: 'reports',
  envVar: 'REPORTS_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalIndexes: [
    {
      indexName: 'byCreation',
      partitionKey: { name: 'gsi1pk', type: 'S' },
      sortKey: { name: 'gsi1sk', type: 'S' },
    },
  ],
  accessPatterns: [
    "Get a report summary (status, progress, provenance with the run's execution, mismatch_total, rows per oligo, the plan's segment sizes and the set of segments done): GetItem pk=REPORT#{id} sk=SUMMARY; a segment marks itself done with UpdateItem ADD segments_done (condition: status running)",
    "A report's statistics, one item per oligo (figures and mergeable counts): Query pk=REPORT#{id} begins_with(sk, 'STATS#'); a run's reduce step writes them (BatchWrite) before it marks the summary complete",
    "One oligo's mismatch rows, packed one item per segment of the clade (and part, under 400 KB): Query pk=REPORT#{id} sk BETWEEN 'ROW#{oligo index, zero-padded}#{segment}#{part}' AND the oligo's last key, a cursor being an item and a row of it; a retried segment overwrites its items. Sorted or filtered views read the oligo's items whole and page by offset",
    "A report run's partial counts, one value per segment, deflated JSON in parts under 400 KB: Query pk=REPORT#{id} begins_with(sk, 'SEGMENT#') (keyed by segment index, so a retried segment overwrites its own); the reduce step merges them, then deletes them",
    'All reports by creation date, newest first: Query byCreation gsi1pk=REPORTS (gsi1sk = creation ISO time#id), ScanIndexForward false, summary fields only',
    'Recent reports: the same query filtered on status complete, pages read until enough are found',
    'Delete a report: Query pk=REPORT#{id} (keys only), then BatchWrite deletes of every item, summary last',
    "A report's insights (issue 14), deflated JSON in parts under 400 KB, written by the reduce step: the finished summary, Query pk=REPORT#{id} begins_with(sk, 'INSIGHTS#'); every variant of one oligo, begins_with(sk, 'VARIANTS#{oligo index}#')",
    "A scheduled run's comparison with the previous run, written once: UpdateItem SET comparison on the SUMMARY with attribute_not_exists(comparison), which also guards its change-alert mail",
    "An oligo's latest strand check on each clade it was checked on (issue 23): pk=STRANDCHECK#{oligo id} sk=CLADE#{clade id}, written by a run's plan step for every oligo of the report (BatchWrite, once the plan is stored; the next check of the pair overwrites it, and a retried plan writes the same items); read for the oligos feature (its port's strandChecksOfOligo) with Query pk=STRANDCHECK#{oligo id}, every page (one item per clade), then a BatchGet of their reports' summaries projected to the title. Not in the report's partition: it outlives the report",
    "A product version's strand check on a clade (issue 34, docs/decisions/0029): pk=STRANDCACHE#{product id}#{version} sk=CLADE#{clade id}, the version's oligo ids by name (UpdateItem SET oligo_ids when a report of it is stored) and the last check with the digest of its oligos and genomes (UpdateItem SET check by a plan that checked); GetItem by a run's plan, which reuses the check when the digest is the same",
  ],
} as const satisfies TableDef;

/**
 * Recurring reports (issue 13): a table of their own rather than items in the reports table, because
 * a schedule is mutable (edited, claimed by each run, marked broken) while a report is an immutable
 * record, the two are listed by different orders (next run vs creation), and routes that only read
 * reports need no access to schedules. One partition per schedule: its SCHEDULE item and one RUN
 * item per claimed scheduled time.
 */
export const schedulesTable = {
  id: 'schedules',
  envVar: 'SCHEDULES_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalIndexes: [
    {
      indexName: 'byNextRun',
      partitionKey: { name: 'gsi1pk', type: 'S' },
      sortKey: { name: 'gsi1sk', type: 'S' },
    },
  ],
  accessPatterns: [
    'Get a schedule: GetItem pk=SCHEDULE#{id} sk=SCHEDULE (report title, product, clade, frequency, month anchor, next/last run, status, owner, alert settings, revision)',
    'Upcoming reports, soonest first: Query byNextRun gsi1pk=SCHEDULES (gsi1sk = next_run_date ISO#id), every page',
    'Claim a scheduled time once: one transaction of the SCHEDULE Update (condition: active and next_run_date <= the scheduled time) and the Put of pk=SCHEDULE#{id} sk=RUN#{scheduled time ISO} with attribute_not_exists(pk); a repeated or early delivery fails the condition and starts nothing',
    "Past runs of a schedule, newest first: Query pk=SCHEDULE#{id} begins_with(sk, 'RUN#'), ScanIndexForward false (each run holds its report id)",
    'Edit a schedule: UpdateItem on the SCHEDULE item with condition revision = the value read; delete: Query the partition (keys only), then BatchWrite deletes',
  ],
} as const satisfies TableDef;

export const tables = [
  accountsTable,
  authTable,
  catalogTable,
  targetsTable,
  importsTable,
  reportsTable,
  schedulesTable,
] as const satisfies readonly TableDef[];

/**
 * Local only, never deployed (in AWS, EventBridge Scheduler keeps the schedules): the local
 * scheduler's schedules in DynamoDB Local, written through the SchedulerPort by the functions that
 * manage schedules and fired by the local stack's loop. The local stack creates it with the others.
 */
export const localSchedulesTable = {
  id: 'local-schedules',
  envVar: 'LOCAL_SCHEDULES_TABLE',
  partitionKey: { name: 'pk', type: 'S' },
  globalIndexes: [],
  accessPatterns: [
    'Create or replace a schedule: Put pk=SCHEDULE#{name} (expression, time zone, origin, input, next_fire_at)',
    'Update a schedule: Put on attribute_exists(pk); delete: Delete (a missing one is not an error)',
    'Due schedules: Scan, consistent, filtered on next_fire_at <= now (ISO times; a handful of items, local only)',
    'Claim a firing: UpdateItem next_fire_at and last_fired_at on condition next_fire_at = the value read, so one firing happens once however many ticks see it',
  ],
} as const satisfies TableDef;

/** Tables only the local stack creates. */
export const localOnlyTables = [localSchedulesTable] as const satisfies readonly TableDef[];

export const physicalTableName = (prefix: string, table: Pick<TableDef, 'id'>): string =>
  `${prefix}-${table.id}`;
