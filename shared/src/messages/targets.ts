/**
 * The targets feature's texts: the /v1/targets routes and the target schemas, the Add Target forms,
 * batch imports (routes, job and progress panel), the target view and following NCBI.
 *
 * Groups are named `<module><Family>Messages`: the module's name first, then the screen, the part
 * of a screen or the route family the group serves (`Api`: the feature's routes and the schemas they
 * validate with). No group name is another's with a word added or left out, and a text lives in one
 * group only (docs/decisions/0028-messages-by-feature.md). SPEC.md's texts are kept byte for byte;
 * comments saying "Ours" mark the texts the spec leaves unshown.
 */

/**
 * The target routes' answers and refusals (manual entry, the target's samples), and the target
 * schemas' (also shown by the forms).
 */
export const targetsApiMessages = {
  missingFields: 'One or more required fields are missing',
  invalidTaxonomicId: 'Invalid Taxonomic ID. Please enter a valid number.',
  created: 'Target created successfully!',
  // Ours: the spec leaves these unshown.
  invalidGenome:
    'The genomic sequence may contain only IUPAC nucleotide codes (A, C, G, T, U, R, Y, S, W, K, M, B, D, H, V, N) and whitespace.',
  invalidSequenceLength: 'Sequence length must be a whole number.',
  fieldTooLong: (max: number) =>
    `Common name, accession ID, location, isolate and collection date may be at most ${max} characters each.`,
  lengthMismatch: (actual: number, stated: number) =>
    `The genomic sequence has ${actual} bases, but the sequence length says ${stated}.`,
  genomeTooLarge: 'The genomic sequence is too large to store.',
  invalidCladeId: 'Clade ID may contain only letters, digits, dots, dashes and underscores.',
  unknownSource: 'Choose the NCBI source database.',
  targetNotFound: 'Target not found.',
  // Ours (issue 11): nothing moves silently, real dates, a clear model.
  invalidCollectionDate:
    'Collection date must be a real date in one of the forms NCBI uses: YYYY, YYYY-MM, YYYY-MM-DD, DD-Mon-YYYY or Mon-YYYY (e.g. 2020, 2020-04, 2020-04-03, 03-Apr-2020, Apr-2020).',
  accessionUnderOtherTarget: (accession: string, commonName: string, taxonomicID: number) =>
    `Accession ${accession} already belongs to the target ${commonName} (taxonomic ID ${taxonomicID}); it was not changed. Enter it under that taxonomic ID, or use another accession.`,
  commonNameDiffers: (taxonomicID: number, commonName: string) =>
    `Taxonomic ID ${taxonomicID} is already the target ${commonName}. Enter that common name, or another taxonomic ID.`,
  localDataTooOld:
    'The local data in .data/ was written by an earlier version of OligoWatch whose target model is no longer read. Stop OligoWatch, remove .data/ (rm -rf .data) and start again.',
} as const;

/** The Add Target forms (/targets): Manual Entry and the NCBI query forms. */
export const targetsAddFormMessages = {
  confirmRequired: 'Please confirm before submitting',
  confirmCheckbox: 'I have reviewed all entered data and confirm its accuracy',
  createFailed: 'Error creating target. Please try again later.',
  noneFound: 'No targets found for this query.',
  unexpectedFormat: 'Unexpected response format from the server.',
  retrieveFailed: 'Error retrieving targets. Try again later.',
  // Ours: marks each blank required field beside SPEC's toast for the form.
  fieldRequired: 'This field is required',
} as const;

/** Batch imports: the import routes and job, the confirm dialog and the progress panel. */
export const targetsImportMessages = {
  enterCount: (count: number | string) => `Please enter ${count} to proceed!`,
  importFailed: 'Error processing import. Try again later.',
  // Ours: the spec leaves these unshown.
  cacheNotFound: 'This query result is unknown or has expired. Please run the query again.',
  importNotFound: 'No import has been started for this query.',
  importRunning: 'This import is already running.',
  importStarted: (count: number, name: string) =>
    `Import started: ${count} sequences of ${name} will be imported.`,
  importResumed: (remaining: number, name: string) =>
    `Import resumed: ${remaining} remaining sequences of ${name} will be imported.`,
  importDone: (imported: number, updated: number, unchanged: number, skipped: number) =>
    `Import finished: ${imported} new, ${updated} updated, ${unchanged} unchanged, ${skipped} skipped (malformed).`,
  importProgress: (done: number, total: number) => `Importing ${done} of ${total}…`,
  importInterrupted: 'The import stopped unexpectedly. Start it again to resume where it stopped.',
  noTaxonOnRecords: 'The records NCBI found carry no taxonomic ID, so they cannot be filed under a target.',
  importDoneWithNotes: (
    imported: number,
    updated: number,
    unchanged: number,
    skipped: number,
    conflicts: number,
    emptyDates: number,
  ) =>
    `Import finished: ${imported} new, ${updated} updated, ${unchanged} unchanged, ${skipped} skipped (malformed), ${conflicts} conflicts (left under their current target), ${emptyDates} collection dates left empty (not a real date).`,
  taxaBreakdownTitle: 'By taxon, as each record declares it:',
  taxaUnsorted: (count: number) => `${count} more, whose taxa are read during the import`,
  importConflictsTitle: 'Left where they are (already under another target):',
  noTaxonOnRecord: 'the record declares no taxonomic ID',
  conflictsMore: (count: number) => `…and ${count} more`,
} as const;

/** The target view (/targets/view): its samples table. */
export const targetsViewMessages = {
  // Ours: the spec leaves these unshown.
  completeLegend: 'Complete',
  completeTooltip:
    'Complete: NCBI describes the record as a complete genome (or, for influenza, a complete segment), and its length is the full length. Other records are partial.',
  noAccession: 'None (no INSDC accession)',
} as const;

/**
 * Targets that follow their NCBI query (issue 32): the follow and refresh routes, the refresh job,
 * the import dialog's option and the target view's panel.
 */
export const targetsFollowMessages = {
  keepUpToDate: 'Keep this target up to date',
  frequencyLabel: 'How often',
  daily: 'Daily',
  weekly: 'Weekly',
  everyNDays: 'Every N days',
  daysLabel: 'Days between refreshes',
  invalidFrequency: 'Choose daily, weekly, or every N days (N a whole number from 1 to 365).',
  cladeNotFound: 'Clade not found.',
  cannotFollowManual:
    'This clade was not made by an NCBI import (manual entry or seeded data), so it has no query to follow.',
  notFollowing: 'This clade does not follow an NCBI query.',
  followed: (everyDays: number) =>
    everyDays === 1
      ? 'This target now follows its NCBI query: refreshed daily.'
      : `This target now follows its NCBI query: refreshed every ${everyDays} days.`,
  unfollowed: 'This target no longer follows its NCBI query. Its samples stay.',
  refreshStarted: 'Refresh started.',
  refreshRunning: 'A refresh of this clade is already running.',
  refreshFailed: 'The refresh failed. It will be tried again at the next scheduled time.',
  refreshTooLarge: (max: number) =>
    `NCBI lists more than ${max} records changed since the last refresh: import the query again instead.`,
  refreshInterrupted: 'The refresh stopped unexpectedly. It resumes at the next refresh.',
  refreshProgress: (cladeID: string, done: number, total: number) =>
    total > 0
      ? `Refreshing clade ${cladeID} from NCBI: ${done} of ${total}…`
      : `Refreshing clade ${cladeID}: searching NCBI for new and revised records…`,
  schedulerFailed: 'The refresh schedule could not be saved. Nothing was changed; try again later.',
  frequencyText: (everyDays: number) =>
    everyDays === 1 ? 'daily' : everyDays === 7 ? 'weekly' : `every ${everyDays} days`,
  /** The follow's summary on the target's page: how often, the term, and the last publication day fetched. */
  followSummary: (frequency: string, term: string, publishedThrough: string) =>
    `Refreshed ${frequency} from NCBI (${term}); records published up to ${publishedThrough} are in.`,
  lastRefresh: (at: string) => `Last refresh: ${at}.`,
  followingTitle: 'Follows NCBI',
  notFollowingTitle: 'Not following NCBI',
  refreshNow: 'Refresh now',
  stopFollowing: 'Stop following',
  startFollowing: 'Keep up to date',
  historyTitle: 'Refreshes',
  noRefreshes: 'No refresh yet.',
} as const;
