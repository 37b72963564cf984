/**
 * Every user-visible text of SPEC.md sections 4, 5 and 8, written once.
 * Forms and handlers both import from here so the screen and the API can never disagree.
 */

import {
  ACCOUNT_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MAX_AMPLICON_BASES,
  NAME_MAX_LENGTH,
  OLIGO_SEQUENCE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULES_TEXT,
  STRAND_CHECK_SAMPLES,
} from './constants';

export const authMessages = {
  invalidCredentials: "Invalid 'Email' or 'Password'",
  noResponse: 'No response from server. Check your network connection.',
  loginFailed: 'Login failed, please try again.',
  resetLinkSent: 'Check your email for the reset link.',
  resetLinkFailed: 'Failed to send reset link. Please try again.',
  resetRequestFailed: 'Password reset failed, please try again.',
  // Ours: the spec leaves these unshown.
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  linkInvalid: 'This link is invalid, has expired or has already been used.',
  passwordsDiffer: 'The two passwords do not match.',
  currentPasswordWrong: 'The current password is not correct.',
  accountDeactivated:
    'Your account has been deactivated, so you were signed out. Ask an Admin to restore it if you still need access.',
  enrollmentDone: 'Your password is set and your account is ready.',
  linkUsed:
    "This link has already been used. Sign in with the password you set, or use 'Forgot password?' for a new link.",
  resetLinkExpired: "This link has expired. Use 'Forgot password?' on the sign-in page for a new one.",
  enrollmentLinkExpired: 'This link has expired. Ask an Admin to send you a new enrollment email.',
  linkPurposeInvalid: "The purpose must be 'enrollment' or 'reset'.",
  // Ours: the spec has no words for these limits.
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  tooManyResetRequests: 'Too many reset requests. Please wait an hour and try again.',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  passwordRules: PASSWORD_RULES_TEXT,
  passwordTooLong: `At most ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

export const successMessages = {
  create: 'Create successful',
  fetch: 'Fetch successful',
  update: 'Update successful',
  deletion: 'Deletion successful',
  restoration: 'Restoration successful',
  login: 'Login successful',
  logout: 'Logout successful',
  resetEmailSent: 'Reset password email sent successfully',
  adminResetEmailSent: 'Admin reset password and email sent successfully',
  passwordReset: 'Password reset successful',
} as const;

export const accountMessages = {
  emailExists: 'Email already exists',
  createUserFailed: 'Error creating user',
  invalidEmail: 'Please enter a valid email address',
  fetchUserFailed: (id: string) => `Error fetching user with id: ${id}`,
  fetchAllUsersFailed: 'Error fetching all user data.',
  updateUserFailed: 'Error updating user data.',
  logoutFailed: 'Error logging out user',
  fetchUsersToast: 'Failed to fetch users',
  fetchUsersErrorToast: 'Error fetching users. Please try again.',
  createAccountFailedToast: 'Failed to create account. Please try again.',
  accountCreatedToast: 'Account successfully created, enrollment email sent to user.',
  // Ours: the spec leaves these unshown.
  lastActiveAdmin: 'At least one active Admin must remain. Make another account an Admin first.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'This account is not deactivated.',
  resetDeactivated: 'This account is deactivated. Restore it before resetting its password.',
  statusByOwnCall: 'Use Deactivate or Restore to change the status of an account.',
  accountBusy: 'The account was being changed by someone else. Please try again.',
  accountUpdatedToast: 'Account successfully updated.',
  updateAccountFailedToast: 'Failed to update account. Please try again.',
  deactivatedToast: 'Account successfully deactivated.',
  deactivateFailedToast: 'Failed to deactivate account. Please try again.',
  restoredToast: 'Account successfully restored.',
  restoreFailedToast: 'Failed to restore account. Please try again.',
  adminResetFailedToast: 'Failed to send the reset email. Please try again.',
  passwordChangedToast: 'Password changed successfully.',
  phoneInvalid: 'Please enter a 10-digit phone number',
  // Ours: the spec says only that every field of the add form is required.
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  emailRequired: 'Email is required',
  accessLevelRequired: 'Access level is required',
  nameTooLong: `Names may be at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`,
  emailTooLong: `Email addresses may be at most ${EMAIL_MAX_LENGTH} characters.`,
  deactivateConfirm: (name: string, email: string) =>
    `Deactivate the account of ${name} (${email})? They are signed out at once and cannot sign in until an Admin restores the account.`,
} as const;

export const productMessages = {
  invalidName: 'Please enter a valid product name.',
  nameInUse: (name: string) => `Product name "${name}" is already in use. Please choose another name.`,
  created: 'Product created successfully!',
  createFailed: 'Failed to create product. Please try again.',
  updated: 'Product updated successfully!',
  updateFailed: 'Failed to update product. Please try again.',
  fetchExistingFailed: 'Could not fetch existing products.',
  leavePage: 'Are you sure you want to leave this page? Any unsaved changes will be lost.',
  // Ours: the spec leaves these unshown.
  notFound: 'Product not found.',
  nameTooLong: `Product names may be at most ${NAME_MAX_LENGTH} characters.`,
  changedMeanwhile: 'This product was changed by someone else meanwhile. Reload it and try again.',
  unknownOligos: (ids: readonly string[]) =>
    `No oligo has the id ${ids.map((id) => `"${id}"`).join(', ')}. Choose oligos from the catalogue.`,
  noOligos: 'A product needs at least one oligo. Add an oligo before saving.',
  // Ours (issue 23): the assays a version groups its oligos into.
  assayNameRequired: 'Please name every assay.',
  assayNameTooLong: `Assay names may be at most ${NAME_MAX_LENGTH} characters.`,
  assayNameTwice: (name: string) => `Two assays are named "${name}". Please give each assay its own name.`,
  assayEmpty: (name: string) => `Assay "${name}" has no oligos. Pick its oligos or remove the assay.`,
  oligoInNoAssay: (oligo: string) =>
    `Oligo "${oligo}" is in no assay. Put it in an assay, or remove it from the product.`,
  assayOligoNotInProduct: (name: string) =>
    `Assay "${name}" names an oligo that is not one of the product's oligos.`,
  assayMissingRoles: (name: string, roles: readonly string[]) =>
    `Assay "${name}" has no ${roles.join(' and no ')}, so it can detect no sample.`,
  // The product form's and view's assays (ours, issue 23).
  assaysLegend: 'Assays',
  assaysNote:
    'Group the oligos into the assays they make. Inside an assay, oligos of one role are alternatives: a sample is detected when a forward and a reverse primer (and a probe, if the assay has any) bind in order.',
  assayNameLabel: 'Assay name',
  assayOligosLabel: 'Oligos of this assay',
  assayLabel: (position: number) => `Assay ${position}`,
  addAssay: 'Add assay',
  removeAssay: 'Remove assay',
  pickOligosFirst: 'Pick the oligos above first.',
  inNoAssay: (names: readonly string[]) => `In no assay yet: ${names.join(', ')}.`,
  assaysOfVersion: (version: number) => `Assays of version ${version}`,
  assayColumns: ['Assay', 'Forward primers', 'Reverse primers', 'Probes'],
  alternativesJoin: ' or ',
  roleWordsLower: { forward: 'forward primer', reverse: 'reverse primer', probe: 'probe' },
} as const;

export const oligoMessages = {
  nameRequired: 'Please enter an Oligo Name.',
  nameInUse: (name: string) => `Oligo name "${name}" is already in use. Please choose another name.`,
  invalidSequence: 'Please use only valid IUPAC codes (A, C, G, T, etc.) and optional whitespace.',
  archived: 'Oligo successfully archived!',
  // The spec keeps the word "product" here on purpose (SPEC.md section 8).
  archiveFailed: 'Failed to archive product. Please try again.',
  restored: 'Oligo successfully restored!',
  restoreFailed: 'Failed to restore oligo. Please try again.',
  created: 'Oligo created successfully!',
  createFailed: 'Failed to create oligo. Please try again.',
  fetchFailed: 'Could not fetch oligos.',
  fetchAllFailed: 'Error fetching all oligos.',
  fetchActiveFailed: 'Error fetching active oligos.',
  fetchOneFailed: 'Error fetching oligo with ID',
  createLogged: 'Error creating new oligo.',
  archiveLogged: 'Error archiving oligo',
  restoreLogged: 'Error restoring oligo',
  fetchArchivedFailed: 'Error fetching all archived oligos.',
  // Ours: the spec leaves these unshown.
  notFound: 'Oligo not found.',
  nameTooLong: `Oligo names may be at most ${NAME_MAX_LENGTH} characters.`,
  sequenceTooLong: `Oligo sequences may be at most ${OLIGO_SEQUENCE_MAX_LENGTH} bases.`,
  txtOnly: 'Only .txt files are accepted.',
  archiveConfirm: (name: string) =>
    `Archive the oligo "${name}"? It will no longer be offered in product forms until it is restored.`,
  // Ours (issue 23): the oligo's role.
  roleLabel: 'Role',
  roleWords: { forward: 'Forward primer', reverse: 'Reverse primer', probe: 'Probe' },
  roleInferred: 'inferred',
  roleInvalid: "The role must be 'forward', 'reverse' or 'probe'.",
  roleSuggested: 'Suggested from the name. Check it, then confirm it or choose another role.',
  roleToChoose: "Choose the oligo's role: its name does not tell.",
  roleConfirmed: 'Role confirmed.',
  confirmRole: 'Confirm role',
  saveRole: 'Save role',
  roleUnconfirmed:
    "Please confirm the oligo's role (forward primer, reverse primer or probe) before submitting.",
  roleInferredNote:
    'This role was guessed from the name when roles came in, and nobody has confirmed it yet. Reports use it as it is: confirm it or correct it.',
  roleSaved: 'Role saved.',
  roleSaveFailed: 'The role could not be saved. Please try again.',
  reverseOnPlusStrand:
    "A reverse primer is usually written on the minus strand: check 'DNA Strand Positive?'. On the wrong strand its site is not found.",
} as const;

/** Shared by product and oligo forms. */
export const confirmMessages = {
  confirmYes: "Please type 'YES' to confirm before submitting.",
  confirmLabel: "Type 'YES' to confirm the above information is correct",
} as const;

export const targetMessages = {
  missingFields: 'One or more required fields are missing',
  confirmRequired: 'Please confirm before submitting',
  invalidTaxonomicId: 'Invalid Taxonomic ID. Please enter a valid number.',
  confirmCheckbox: 'I have reviewed all entered data and confirm its accuracy',
  enterCount: (count: number | string) => `Please enter ${count} to proceed!`,
  created: 'Target created successfully!',
  createFailed: 'Error creating target. Please try again later.',
  noneFound: 'No targets found for this query.',
  unexpectedFormat: 'Unexpected response format from the server.',
  retrieveFailed: 'Error retrieving targets. Try again later.',
  importFailed: 'Error processing import. Try again later.',
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
  cacheNotFound: 'This query result is unknown or has expired. Please run the query again.',
  importNotFound: 'No import has been started for this query.',
  importRunning: 'This import is already running.',
  importStarted: (count: number, name: string) =>
    `Import started: ${count} sequences of ${name} will be imported.`,
  importResumed: (remaining: number, name: string) =>
    `Import resumed: ${remaining} remaining sequences of ${name} will be imported.`,
  importDone: (imported: number, updated: number, skipped: number) =>
    `Import finished: ${imported} new, ${updated} updated, ${skipped} skipped (malformed).`,
  importProgress: (done: number, total: number) => `Importing ${done} of ${total}…`,
  importInterrupted: 'The import stopped unexpectedly. Start it again to resume where it stopped.',
  noTaxonOnRecords: 'The records NCBI found carry no taxonomic ID, so they cannot be filed under a target.',
  completeLegend: 'Complete',
  completeTooltip:
    'Complete: NCBI describes the record as a complete genome (or, for influenza, a complete segment), and its length is the full length. Other records are partial.',
  // Ours: marks each blank required field beside SPEC's toast for the form.
  fieldRequired: 'This field is required',
  // Ours (issue 11): nothing moves silently, real dates, a clear model.
  invalidCollectionDate:
    'Collection date must be a real date in one of the forms NCBI uses: YYYY, YYYY-MM, YYYY-MM-DD, DD-Mon-YYYY or Mon-YYYY (e.g. 2020, 2020-04, 2020-04-03, 03-Apr-2020, Apr-2020).',
  accessionUnderOtherTarget: (accession: string, commonName: string, taxonomicID: number) =>
    `Accession ${accession} already belongs to the target ${commonName} (taxonomic ID ${taxonomicID}); it was not changed. Enter it under that taxonomic ID, or use another accession.`,
  commonNameDiffers: (taxonomicID: number, commonName: string) =>
    `Taxonomic ID ${taxonomicID} is already the target ${commonName}. Enter that common name, or another taxonomic ID.`,
  importDoneWithNotes: (
    imported: number,
    updated: number,
    skipped: number,
    conflicts: number,
    emptyDates: number,
  ) =>
    `Import finished: ${imported} new, ${updated} updated, ${skipped} skipped (malformed), ${conflicts} conflicts (left under their current target), ${emptyDates} collection dates left empty (not a real date).`,
  taxaBreakdownTitle: 'By taxon, as each record declares it:',
  taxaUnsorted: (count: number) => `${count} more, whose taxa are read during the import`,
  importConflictsTitle: 'Left where they are (already under another target):',
  noTaxonOnRecord: 'the record declares no taxonomic ID',
  localDataTooOld:
    'The local data in .data/ was written by an earlier version of OligoWatch whose target model is no longer read. Stop OligoWatch, remove .data/ (rm -rf .data) and start again.',
  noAccession: 'None (no INSDC accession)',
  conflictsMore: (count: number) => `…and ${count} more`,
} as const;

/** Issue 32: targets that follow their NCBI query. */
export const targetFollowMessages = {
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
  followingTitle: 'Follows NCBI',
  notFollowingTitle: 'Not following NCBI',
  refreshNow: 'Refresh now',
  stopFollowing: 'Stop following',
  startFollowing: 'Keep up to date',
  historyTitle: 'Refreshes',
  noRefreshes: 'No refresh yet.',
} as const;

export const reportMessages = {
  deleteScheduleConfirm: 'Are you sure you want to delete the schedule?',
  fetchReportFailed: (id: string) => `Error fetching report with id: ${id}`,
  fetchAllFailed: 'Error fetching all reports',
  createFailed: 'Error creating new report.',
  fetchDataFailed: 'Error occurred while fetching data.',
  targetOptionsFailed: 'Error fetching targetOptions',
  // Ours: the report API's answers and refusals.
  mismatchOligoRequired: 'oligo is required.',
  titleRequired: 'Enter a report title.',
  titleTooLong: `A report title can be at most ${NAME_MAX_LENGTH} characters.`,
  targetNameTooLong: `A target name can be at most ${NAME_MAX_LENGTH} characters.`,
  productNotFound: 'The chosen product does not exist (it may have been deleted). Choose another product.',
  productHasNoOligos:
    "The product's active version has no oligos, so there is nothing to check. Add oligos to the product first.",
  tooManyOligos: (max: number) =>
    `A report can check at most ${max} oligos; this product's active version has more.`,
  cladeHasNoSamples: 'The chosen target has no samples, so there is nothing to check. Choose another target.',
  generateStarted: (title: string, samples: number) =>
    `Report '${title}' is being generated against ${samples} samples. Follow its progress under View Reports.`,
  reportNotFound: 'Report not found.',
  oligoNotInReport: (name: string) => `This report has no oligo named '${name}'.`,
  reportFailed: 'The report could not be generated because of an unexpected error. Generate it again.',
  reportInterrupted: 'The report stopped before it finished (its job was interrupted). Generate it again.',
  reportEngineChanged:
    'The report was started by an earlier version of the mismatch engine and cannot be finished by this one. Generate it again.',
  reportSaved: 'Report saved.',
  reportTitleUpdated: 'Report title updated.',
  reportDeleted: 'Report deleted.',
  statsTotalMismatch: "mismatch_total must be the sum of the oligos' totals in mismatchStats.",
  rowOligoUnknown: (name: string) => `The mismatch row of oligo '${name}' names no oligo of mismatchStats.`,
  provenanceOligosMismatch: 'provenance.oligos must list the oligos of mismatchStats, in the same order.',
  // Ours (issue 23): verdict thresholds sent with a report or a schedule.
  thresholdsInvalid: "'verdict_thresholds' must be an object with every verdict threshold.",
  thresholdInvalid: (field: string, min: number, max: number | null, whole: boolean) =>
    `'verdict_thresholds.${field}' must be a ${whole ? 'whole number' : 'number'} ${max === null ? `of at least ${min}` : `from ${min} to ${max}`}.`,
} as const;

/** Issue 33: a report's sample window (POST /v1/parasail `window`, the forms' Advanced fold, Details, exports). */
export const windowMessages = {
  invalid:
    "'window' must be one of: { kind: 'all' }, { kind: 'collected_last', amount, unit: 'd' | 'w' | 'm' }, { kind: 'collected_between', from, to }, { kind: 'published_since', since }.",
  amountInvalid: (max: Record<'d' | 'w' | 'm', number>) =>
    `'window.amount' must be a whole number of at least 1: at most ${max.d} days, ${max.w} weeks or ${max.m} months.`,
  unitInvalid: "'window.unit' must be 'd' (days), 'w' (weeks) or 'm' (months).",
  dateInvalid: (field: string) => `'window.${field}' must be a real date written YYYY-MM-DD.`,
  fromAfterTo: "'window.from' must be on or before 'window.to'.",
  // How a window reads, on the report view, in exports and on the forms.
  all: 'All samples',
  collectedLast: (amount: number, unit: 'd' | 'w' | 'm') =>
    `Collected in the last ${amount} ${{ d: 'day', w: 'week', m: 'month' }[unit]}${amount === 1 ? '' : 's'}`,
  collectedBetween: (from: string, to: string) => `Collected between ${from} and ${to}`,
  publishedSince: (since: string) => `Published since ${since}`,
  resolved: (from: string, to: string) => `${from} to ${to}`,
  inside: (n: number) => `${n} samples in the window`,
  tooCoarse: 'date too coarse for the window',
  undatedCollected: 'no collection date',
  undatedPublished: 'no publication date',
  yearOnly: (n: number, k: number) => `Dated by year only: ${n}, of which ${k} with a mismatch`,
  formLabel: 'Sample window',
  formAmount: 'How many',
  formUnits: 'Window units',
  formFrom: 'Collected from (YYYY-MM-DD)',
  formTo: 'Collected to (YYYY-MM-DD)',
  formSince: 'Published since (YYYY-MM-DD)',
} as const;

export const pageMessages = {
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The page you are looking for does not exist or another error occurred.',
  goToLogin: 'Go to Login',
} as const;

/** Server-side generic texts (ours). */
export const apiMessages = {
  notImplemented: 'Not implemented yet',
  internal: 'Something went wrong on our side. Please try again later.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  payloadTooLarge: 'The request body is too large.',
  notFound: 'Not found',
  routeNotFound: 'No such API route.',
  valueTooLong: (name: string) => `'${name}' is too long.`,
  notThroughCloudFront: 'Forbidden',
  // A request that fails its schema where the schema gives no message of its own (ADR 0030): one
  // message per kind of problem, naming the field ('oligos[2].name'), never zod's own wording.
  bodyNotObject: 'The request body must be a JSON object.',
  fieldRequired: (field: string) => `'${field}' is required.`,
  fieldNotText: (field: string) => `'${field}' must be text.`,
  fieldNotNumber: (field: string) => `'${field}' must be a number.`,
  fieldNotWholeNumber: (field: string) => `'${field}' must be a whole number.`,
  fieldNotBoolean: (field: string) => `'${field}' must be true or false.`,
  fieldNotObject: (field: string) => `'${field}' must be an object.`,
  fieldNotList: (field: string) => `'${field}' must be a list.`,
  fieldWrongType: (field: string) => `'${field}' has the wrong type.`,
  fieldEmpty: (field: string) => `'${field}' may not be empty.`,
  fieldTooShort: (field: string, minimum: number) =>
    `'${field}' must be at least ${minimum} characters long.`,
  fieldTooSmall: (field: string) => `'${field}' is too small.`,
  fieldTooLarge: (field: string) => `'${field}' is too large.`,
  fieldTooFewItems: (field: string) => `'${field}' has too few items.`,
  fieldTooManyItems: (field: string) => `'${field}' has too many items.`,
  fieldNotAllowed: (field: string) => `'${field}' is not one of the allowed values.`,
  fieldUnknown: (field: string) => `'${field}' is not a field of this request.`,
  fieldInvalid: (field: string) => `'${field}' is not valid.`,
} as const;

/** Report screens: the spec's totals texts, and ours for status, provenance and alignments. */
export const reportScreenMessages = {
  totalMismatches: (count: number) => `${count} total mismatches`,
  percentOfSamples: (percent: string) => `${percent}% of samples`,
  showPercentages: 'Show Percentages',
  running: (done: number, total: number) => `Running: ${done} of ${total} samples aligned`,
  failed: (reason: string | undefined) => `Failed: ${reason?.trim() || 'no reason was recorded.'}`,
  generateFailed: 'The report could not be started. Please try again.',
  noTargetSelected: 'No target selected',
  noProductSelected: 'No product selected',
  legendMatch: 'match',
  legendSubstitution: 'substitution',
  legendAmbiguous: 'undetermined sample base (N or an ambiguity code the oligo does not allow)',
  legendGap: 'gap (an extra base on the other line)',
  indexNote: "Indexes are 1-based and inclusive, counted on the sample's own strand.",
  rowsWithMismatches: (count: number) => `${count} samples with mismatches`,
  loadFailed: 'This report could not be loaded.',
  processing: 'Processing…',
  ampliconColumn: 'Amplicon',
  oligosColumn: 'Oligos',
  amplicon: (amplicon: number) => `Amplicon ${amplicon}`,
  noAmplicon: '—',
  oligoFilter: 'Filter by oligo',
  sectionOligoFilter: (section: string) => `Filter ${section} by oligo`,
  sectionPages: (section: string) => `${section} pages`,
  noOligoMatches: 'No oligo of this report matches the filter.',
  summaryByAmplicon: 'Oligo Summary by amplicon',
} as const;

/** Recurring reports (issue 13), ours: the schedule API's answers, broken reasons and change alerts. */
export const scheduledReportMessages = {
  scheduleNotFound: 'Scheduled report not found.',
  scheduleCreated: (title: string, samples: number) =>
    `Report '${title}' is scheduled, and its first run is being generated against ${samples} samples. Follow its progress under View Reports.`,
  scheduleUpdated: 'Scheduled report updated.',
  scheduleDeleted: 'Scheduled report deleted. Its past reports are kept.',
  productLocked:
    "A schedule's product cannot be changed. Delete the schedule and schedule a new report instead.",
  cladeLocked:
    "A schedule's target cannot be changed. Delete the schedule and schedule a new report instead.",
  scheduleBroken: (reason: string) =>
    `This schedule no longer runs: ${reason} Delete it and schedule a new report.`,
  schedulerFailed:
    'The schedule could not be created, so nothing was scheduled and no report was started. Please try again later.',
  schedulerDeleteFailed: 'The schedule could not be deleted, so it is kept. Please try again later.',
  schedulerUpdateFailed:
    'The schedule could not be changed, so it keeps its previous settings. Please try again later.',
  editConflict: 'This schedule was changed or ran meanwhile. Reload it and try again.',
  recipientInvalid: 'Each alert recipient must be a valid email address.',
  recipientsInvalid: 'Alert recipients must be a list of email addresses.',
  tooManyRecipients: (max: number) => `A schedule can alert at most ${max} extra recipients.`,
  // Why a schedule stopped (shown on its card).
  productGone: 'Its product was deleted.',
  cladeGone: 'Its target has no samples any more (the clade is gone).',
  cannotRun: (why: string) => `It cannot run: ${why}`,
  // The change alert, per oligo; figures are percentages of samples, rounded to one decimal.
  mismatchShareRose: (before: string, after: string, points: string, threshold: string) =>
    `Samples with a mismatch rose from ${before}% to ${after}% (+${points} percentage points; the threshold is ${threshold}).`,
  threePrimeAppeared: (bases: number, before: string, after: string, threshold: string) =>
    `A mismatch within the last ${bases} bases (the 3' end) is now in ${after}% of samples (it was ${before}%; the threshold is ${threshold}%).`,
  alertSubject: (title: string) => `OligoWatch: '${title}' changed since its previous run`,
  alertIntro: (title: string, previousDate: string) =>
    `The latest run of the scheduled report '${title}' found oligos that got worse since the previous run of ${previousDate}:`,
  alertOpen: 'Open the report',
  // Issue 33, item 3: what the alert was judged on.
  alertJudgedOnCohort: (samples: number, assessed: number) =>
    `Judged on the new cohort: the ${samples} genomes added to the clade since the previous run (${assessed} assessed), each oligo's share among them against its share in the previous run.`,
  alertJudgedOnWindow: (assessed: number, min: number) =>
    `Judged on all the run's samples: only ${assessed} of the genomes added since the previous run were assessed, fewer than the ${min} the new cohort needs.`,
  alertJudgedOnWindowNoCohort: "Judged on all the run's samples.",
} as const;

/** Recurring reports: the frequency's refusals (ours) and SPEC's frequency text. */
export const scheduleMessages = {
  frequencyText: (steps: number, unitWord: string) => `Every ${steps} ${unitWord}`,
  timeStepsRequired: 'Enter how many time steps apart the report should run.',
  timeStepsNotNumber: 'Time steps must be a whole number, such as 2.',
  timeStepsNotWhole: 'Time steps must be a whole number, without a fraction.',
  timeStepsTooSmall: 'Time steps must be at least 1.',
  timeStepsTooLarge: (max: number, unitWord: string) => `Time steps can be at most ${max} for ${unitWord}.`,
  unitsInvalid: 'Choose Days, Weeks or Months.',
} as const;

/** The report view's insights (issue 14): verdicts, rules, variants, undetermined calls, trends, print. */
export const reportInsightMessages = {
  verdictHeading: 'Assay verdict',
  verdictLabel: (level: string) => `Verdict: ${level}`,
  verdictLevelWords: {
    PASS: 'the assay is fine on these samples',
    CAUTION: 'watch this assay',
    ACTION: 'act on this assay',
  },
  inclusivity: (percent: string, included: number, samples: number) =>
    `Inclusivity: ${percent}% (${included} of ${samples} samples bind every oligo)`,
  undeterminedSamples: (count: number) =>
    `${count} undetermined ${count === 1 ? 'sample' : 'samples'}, left out of the verdict`,
  noInsights:
    'No verdict: this report has no insights, as it was saved whole through the API or generated before verdicts existed.',
  rulesUsed: 'Rules used',
  ruleActionVariant: (percent: number, bases: number, mismatches: number) =>
    `ACTION: a variant in ${percent}% of the samples or more with a mismatch in a primer's last ${bases} bases, or with ${mismatches} or more mismatches`,
  ruleActionInclusivity: (percent: number) => `ACTION: inclusivity under ${percent}%`,
  ruleCautionOligo: (percent: number) =>
    `CAUTION: an oligo with a mismatch in ${percent}% of the samples or more`,
  ruleCautionInclusivity: (percent: number) => `CAUTION: inclusivity under ${percent}%`,
  // Issue 23: what "binds" means, and which samples each figure counts.
  ruleInclusive: (mismatches: number, bases: number) =>
    `A sample binds an oligo when the oligo's site is found and judged in it, with at most ${mismatches} real ${mismatches === 1 ? 'mismatch' : 'mismatches'} (undetermined bases are not counted) and none in a primer's last ${bases} bases`,
  ruleDenominators:
    "Every percentage is of the samples assessed: an oligo's, of the samples where its site was found and judged (samples not assessable or not covered are counted apart); inclusivity, of the samples the assay could be judged on (those holding its sites)",
  ruleUndetermined: (percent: number) =>
    `A sample is undetermined when more than ${percent}% of its binding site is undetermined bases (N or ambiguity codes); undetermined bases never count as mismatches`,
  rolePrimer: 'Primer',
  roleProbe: 'Probe',
  oligoVerdictLabel: (oligo: string) => `Verdict of ${oligo}`,
  oligoSamplesWithMismatch: (withMismatch: number, samples: number) =>
    `${withMismatch} of ${samples} determined samples with a real mismatch`,
  legendMismatch: 'Samples not matching at this index (colour by count, from the fewest to the most)',
  legendUndetermined:
    '?N: N of those are undetermined calls (N or ambiguity codes), which the verdict never counts as real mismatches',
  cellUndetermined: (count: number) => `${count} undetermined`,
  variantsHeading: 'Variants',
  variantsOf: (oligo: string) => `Variants ${oligo}`,
  variantsShown: (count: number, shown: number) => `${count} distinct binding sites, top ${shown} shown`,
  variantsAll: (count: number) => `${count} distinct ${count === 1 ? 'binding site' : 'binding sites'}`,
  noVariants: 'No binding sites',
  variantUndeterminedCalls: (count: number) => `+${count} undetermined`,
  variantMostlyUndetermined: 'mostly undetermined: left out of the verdict',
  columnBindingSite: 'Binding Site',
  columnMismatches: 'Mismatches',
  columnSamples: 'Samples',
  columnShare: 'Share',
  columnFirstDate: 'First Date',
  columnLastDate: 'Last Date',
  columnCountries: 'Countries',
  columnAccessions: 'Accessions',
  columnCountry: 'Country',
  columnWithMismatch: 'With Mismatch',
  moreItems: (count: number) => `+${count} more`,
  trendsHeading: 'Trends',
  trendsOf: (oligo: string) => `Trends ${oligo}`,
  byMonthTitle: 'Share of samples with a mismatch, by collection month',
  byMonthChart: (oligo: string) => `${oligo} share of samples with a mismatch by month`,
  byMonthSeries: 'Samples with a mismatch',
  noMonths: 'No sample has a collection month.',
  byCountryTitle: 'By country',
  byCountryTable: (oligo: string) => `${oligo} by country`,
  noCountries: 'No sample has a country.',
  loadingChart: 'Loading chart',
  print: 'Print',
  printView: 'Print view',
  backToReport: 'Back to report',
  createdOn: 'Created',
  oligoRole: 'Role',
} as const;

/** Ours: a report's exports (CSV and XLSX downloads), the API's refusals and the view's menu. */
export const exportMessages = {
  badKind: "kind must be one of 'rows', 'stats', 'variants', 'assays' or 'xlsx'.",
  reportRunning: 'This report is still being generated; export it once it is complete.',
  reportFailed: 'This report failed, so it has nothing to export. Generate it again.',
  noInsights: 'This report has no variants to export (it was not generated by OligoWatch).',
  menuLabel: 'Export',
  rowsItem: 'Mismatch rows (CSV)',
  statsItem: 'Statistics (CSV)',
  variantsItem: 'Variants (CSV)',
  assaysItem: 'Assays (CSV)',
  noAssays:
    'This report has no detection by assay to export (it was made before assays were judged, or not generated by OligoWatch).',
  workbookItem: 'Workbook (XLSX)',
  exportFailed: 'The export could not be made. Try again.',
  exportNotFound: 'Export not found.',
  exportInterrupted: 'The export stopped before it finished. Try again.',
} as const;

/**
 * Outcomes per oligo and sample (issue 22, DESIGN.md 7): what the report view, exports and the CLI
 * say of the samples left out of an oligo's figures, and of the denominator of its percentages.
 */
export const outcomeMessages = {
  notAssessable: 'Not assessable',
  notCovered: 'Not covered',
  reasons: {
    undetermined_over_limit: (percent: number) =>
      `over ${percent}% of the site undetermined (N or ambiguity codes)`,
    undetermined_at_three_prime: (bases: number) =>
      `an undetermined base in the primer's last ${bases} bases`,
    no_homologous_site: 'no site for this oligo in the genome (another segment, or its flanks not found)',
    genome_ends: 'the genome ends before the site',
    genome_ends_in_site: 'the genome ends inside the site',
    region_absent: 'no site: the region is absent or rearranged in this genome',
  },
  leftOut: (count: number, what: string) =>
    `${count} ${count === 1 ? 'sample' : 'samples'} ${what.toLowerCase()}`,
  percentOfAssessed: (samples: number) =>
    `Percentages are of the ${samples} ${samples === 1 ? 'sample' : 'samples'} assessed for this oligo.`,
  reverseComplement:
    "Oligo shown as its reverse complement (it binds the minus strand), 5'->3' left to right on the genome.",
  // The report view (engine 2 on): each oligo's samples left out, and what the figures are of.
  leftOutOf: (oligo: string) => `Samples left out of ${oligo}`,
  leftOutCount: (outcome: string, count: number) =>
    `${outcome}: ${count} ${count === 1 ? 'sample' : 'samples'}`,
  leftOutReasonLine: (reason: string, count: number, accessions: string) =>
    accessions ? `${reason} (${count}): ${accessions}` : `${reason} (${count})`,
  legendUndeterminedApart:
    '?N: N samples have an undetermined call (N or an ambiguity code) at this index, counted apart: never a mismatch',
  leftOutNote: 'Left out of every figure of this oligo: its statistics, grid, verdict, variants and trends.',
  assessedWithMismatch: (withMismatch: number, samples: number) =>
    `${withMismatch} of ${samples} assessed ${samples === 1 ? 'sample' : 'samples'} with a real mismatch`,
  leftOutShort: (notAssessable: number, notCovered: number) =>
    `${notAssessable} not assessable · ${notCovered} not covered`,
  inclusivityNone: 'Inclusivity: none, as no sample was assessed for every oligo',
  productLeftOut: (count: number) =>
    `${count} ${count === 1 ? 'sample' : 'samples'} not assessed for every oligo, left out of inclusivity`,
  ruleOutcomes: (percent: number, bases: number) =>
    `A sample is not assessable for an oligo when more than ${percent}% of its site is undetermined (N or ambiguity codes) or any of a primer's last ${bases} bases is, and not covered when its genome holds no site for the oligo; either way it is left out of that oligo's figures. Undetermined bases never count as mismatches`,
  rulePartialSites: (absentPercent: number) =>
    `A site the genome ends inside is read as undetermined past the genome's end and judged by the same rules ("the genome ends inside the site"); an undetermined base is never counted as a gap; a placement with real edits over ${absentPercent}% of the oligo's length and no flanks beside it is no site (not covered: the region is absent or rearranged)`,
  rowsWithCalls: (count: number) =>
    `${count} ${count === 1 ? 'sample' : 'samples'} with a mismatch or an undetermined base`,
  undeterminedLabel: 'Undetermined',
  anchorsLabel: 'Sites found by',
  anchorsFrom: (source: 'clade' | 'reference', genomes: number) =>
    source === 'clade'
      ? `flanks learned from the clade's first ${genomes} ${genomes === 1 ? 'genome' : 'genomes'}`
      : 'flanks learned from the reference genome',
  outcomeRulesLabel: 'Outcome rules',
  methodChanged: (before: string, after: string) =>
    `The previous run was made by mismatch engine ${before} and this one by ${after}, which counts differently, so this run raises no alert.`,
} as const;

/** An outcome's reason in words, with the report's rules (shared by the report view and exports). */
export const outcomeReasonText = (
  reason: keyof typeof outcomeMessages.reasons,
  rules: { readonly undetermined_percent: number; readonly three_prime_bases: number },
): string => {
  const reasons = outcomeMessages.reasons;
  switch (reason) {
    case 'undetermined_over_limit':
      return reasons.undetermined_over_limit(rules.undetermined_percent);
    case 'undetermined_at_three_prime':
      return reasons.undetermined_at_three_prime(rules.three_prime_bases);
    default:
      return reasons[reason];
  }
};

/**
 * Issue 32: the refresh a scheduled run of a followed clade used, in the report's provenance (times
 * come formatted for the reader).
 */
export const reportRefreshMessages = {
  label: 'Data from NCBI',
  refreshed: (at: string, added: number, updated: number, samples: number) =>
    `Refreshed first, at ${at}: ${added} new and ${updated} updated ${added + updated === 1 ? 'genome' : 'genomes'}; ${samples} in the clade`,
  reused: (at: string, added: number, updated: number) =>
    `Last refreshed at ${at} (recent enough for this run): ${added} new and ${updated} updated then`,
  reusedImport: (at: string) => `Fetched by its import at ${at}, recent enough for this run`,
  failed: (at: string, reason: string) =>
    `Ran on data last refreshed at ${at}: the refresh failed (${reason})`,
  failedNever: (reason: string) => `Ran on the data the clade had: the refresh failed (${reason})`,
  alreadyRunning: 'another refresh of this clade was running',
  noAnswer: (error: string) => `the refresh gave no answer: ${error}`,
} as const;

/** Report verdicts (issue 14): the reasons in words; percents come formatted (e.g. '15.3'). */
export const verdictMessages = {
  variantThreePrime: (percent: string, site: string, mismatches: number, bases: number) =>
    `A variant carried by ${percent}% of samples (${site}) has ${mismatches === 1 ? 'a mismatch' : `${mismatches} mismatches`} in the primer's last ${bases} bases.`,
  variantMultiple: (percent: string, site: string, mismatches: number) =>
    `A variant carried by ${percent}% of samples (${site}) has ${mismatches} mismatches.`,
  oligoMismatchShare: (percent: string, limit: number) =>
    `${percent}% of samples have a mismatch (${limit}% or more is CAUTION).`,
  oligoPasses: (percent: string, limit: number, variantLimit: number) =>
    `${percent}% of samples have a mismatch, under ${limit}%, and no variant reaching ${variantLimit}% has a 3'-end or multiple mismatch.`,
  noDeterminedSamples:
    'No sample could be judged: every sample was not assessable or not covered for it, or there were no samples.',
  inclusivityAction: (percent: string, limit: number) => `Inclusivity is ${percent}%, under ${limit}%.`,
  inclusivityCaution: (percent: string, limit: number) => `Inclusivity is ${percent}%, under ${limit}%.`,
  inclusivityPasses: (percent: string, limit: number) => `Inclusivity is ${percent}% (${limit}% or more).`,
  oligoLevel: (name: string, level: string) => `${name}: ${level}.`,
  assayLevel: (name: string, level: string) => `Assay ${name}: ${level}.`,
} as const;

/** The report view's detection by assay (ours, issue 23): the Assays section, the banner and the rules. */
export const assayReportMessages = {
  heading: 'Assays',
  assayOf: (assay: string) => `Assay ${assay}`,
  verdictOf: (assay: string) => `Verdict of assay ${assay}`,
  oligos: (names: string) => `Oligos: ${names}`,
  detected: (percent: string, detected: number, assessed: number) =>
    `Detected ${detected} of ${assessed} assessed ${assessed === 1 ? 'sample' : 'samples'} (${percent}%)`,
  notJudged: 'Not judged: no sample holds the sites of this assay',
  notAssessed: (siteMissing: number, undetermined: number) =>
    `Not assessed: ${siteMissing} without its sites, ${undetermined} where undetermined bases could decide`,
  notDetectedCount: (count: number) => `Not detected: ${count} ${count === 1 ? 'sample' : 'samples'}`,
  notDetectedList: (assay: string) => `Samples not detected by ${assay}`,
  failedRole: {
    forward: 'no forward primer binds',
    reverse: 'no reverse primer binds',
    probe: 'no probe binds inside the amplicon',
    arrangement: `each role binds, but not in order, facing each other, within ${MAX_AMPLICON_BASES.toLocaleString('en-US')} bases`,
  },
  notDetectedLine: (accession: string, failed: string) => `${accession}: ${failed}`,
  strandLooksReversed: 'the strand looks reversed',
  strandLooksReversedDetail: (favouring: number, checked: number, gain: number) =>
    `As its reverse complement it binds with at least ${gain} fewer mismatches in ${favouring} of the ${checked} genomes checked: check its DNA Strand Positive setting.`,
  inclusivity: (percent: string, included: number, samples: number) =>
    `Inclusivity: ${percent}% (${included} of ${samples} samples detected by an assay)`,
  inclusivityNone: 'Inclusivity: none, as no assay could be judged on any sample',
  productLeftOut: (count: number) =>
    `${count} ${count === 1 ? 'sample' : 'samples'} no assay could be judged on, left out of inclusivity`,
  ruleDetection: `An assay detects a sample when a forward and a reverse primer bind, and a probe if it has any, in the order forward, probe, reverse along the genome, the primers facing each other at most ${MAX_AMPLICON_BASES.toLocaleString('en-US')} bases apart; oligos of one role are alternatives. The product detects a sample when any assay holding its sites does, and inclusivity is of the samples some assay could be judged on`,
} as const;

/**
 * The oligo view's strand checks (ours, issue 23): the latest check on each clade a report checked the
 * oligo on, with the report's own warning words.
 */
export const strandCheckMessages = {
  heading: 'Strand checks',
  intro: `Each report tries its oligos as their reverse complement on its clade's first genomes (up to ${STRAND_CHECK_SAMPLES}). The latest check on each clade:`,
  none: 'No report has checked this oligo yet.',
  fetchFailed: 'Could not fetch the strand checks.',
  looksReversedOn: (clades: string) => `${assayReportMessages.strandLooksReversed} on ${clades}`,
  bindsAsSavedOn: (clade: string) => `binds as saved on ${clade}`,
  noSiteOn: (clade: string) => `no site as saved or reversed on ${clade}`,
  cladeId: (id: string) => `Clade ID ${id}`,
  checkedIn: 'Checked in',
  ofDate: (date: string) => `of ${date}`,
  checkedInDeleted: (date: string) => `Checked in a report of ${date}, since deleted`,
} as const;

/** Recurring reports' screens (ours): the form's frequency and alerts, the cards, edit, runs and the change view. */
export const scheduleScreenMessages = {
  scheduleReport: 'Schedule Report',
  timeSteps: 'Time steps',
  units: 'Units',
  scheduleTitle: 'Schedule New Report',
  editTitle: 'Edit Existing Schedule',
  scheduleCreatedLabel: 'Schedule created',
  nextRun: (date: string) => `Next run: ${date}`,
  createFailed: 'The schedule could not be created. Please try again.',
  updateFailed: 'The schedule could not be saved. Please try again.',
  scheduleSavedLabel: 'Schedule saved',
  noScheduleToEdit: 'There is no schedule to edit here. Open one from Home with the Edit button on its card.',
  backToHome: 'Back to Home',
  lockedNote: 'The target and product of a schedule cannot be changed.',
  alertSettingsTitle: 'Change alerts',
  alertSettingsNote:
    "After each run the schedule's owner and the extra recipients get a mail when an oligo gets worse past these thresholds. A run is judged on the genomes new since the previous run when at least the set number of them were assessed, and on all its samples otherwise.",
  shareThreshold: 'Rise in samples with a mismatch (points)',
  threePrimeBases: "3' end length (bases)",
  newCohortMinAssessed: 'Judge on new genomes from (assessed samples)',
  threePrimeThreshold: "New 3' end mismatch in (% of samples)",
  recipients: 'Extra recipients',
  recipientsPlaceholder: 'Add an e-mail address and press Enter',
  numberBetween: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
  broken: 'Broken',
  lastRun: 'Last run',
  nextRunLabel: 'Next run',
  never: 'Not yet',
  pastRunsTitle: (title: string) => `Past runs of ${title}`,
  noRuns: 'No runs yet.',
  runsLoadFailed: 'The past runs could not be loaded.',
  comparisonTitle: 'Change against the previous run',
  comparedWith: (date: string) => `Compared with the previous run of this schedule, from ${date}.`,
  previousReport: 'Open the previous report',
  alertMailed: 'A change alert was mailed for this run.',
  noAlert: 'No oligo crossed an alert threshold.',
  deltaPoints: (delta: string) => `${delta} points`,
  comparisonColumns: ['Oligo', 'Samples with a mismatch', 'Change', "3' end", 'Alerts'],
  noAlerts: 'None',
  // Issue 33, item 3: the run's new cohort.
  newCohortTitle: (genomes: number) => `New since the previous run: ${genomes} genomes`,
  newCohortNote: (since: string, assessed: number) =>
    `Genomes added to the clade (by an import or a refresh) after the previous run was planned (${since}); ${assessed} of them assessed. Each oligo's share among them against its share in the previous run.`,
  newCohortJudged: 'The change alert was judged on these new genomes.',
  windowJudged: (min: number) =>
    `The change alert was judged on all the run's samples: fewer than ${min} new genomes were assessed.`,
  newCohortColumns: ['Oligo', 'Share before', 'Share among the new', 'Change', 'Alerts'],
  runsColumns: ['Scheduled for', 'Report', 'Created'],
} as const;

/** The report forms' Advanced fold (ours, issue 23): the verdict thresholds a report is judged by. */
export const verdictThresholdFormMessages = {
  advanced: 'Advanced',
  changed: 'Verdict thresholds changed from the defaults',
  note: "Verdict thresholds: the defaults are PCR_strainer's. Each report keeps the thresholds it was made with, and shows them under Rules used.",
  resetDefaults: 'Reset to defaults',
  labels: {
    action_variant_percent: 'ACTION: variant share (% of samples)',
    three_prime_bases: "Primer 3' end (last bases)",
    multiple_mismatches: 'Mismatches that make a variant multiple',
    caution_oligo_percent: 'CAUTION: oligo mismatch share (% of samples)',
    action_inclusivity_percent: 'ACTION: inclusivity under (%)',
    caution_inclusivity_percent: 'CAUTION: inclusivity under (%)',
    inclusive_max_mismatches: 'Most mismatches that still bind',
    undetermined_site_percent: 'Undetermined site share (%)',
  },
  numberBetween: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
  wholeNumberFrom: (min: number) => `Enter a whole number of at least ${min}.`,
} as const;

/**
 * Melting temperatures per variant, the probe's Tm rule and the suggested redesign (issue 24;
 * docs/decisions/0019-tm-and-redesign.md). Tm values come formatted (one decimal, e.g. '5.7').
 */
export const tmMessages = {
  undeterminedSite:
    'No Tm: the binding site shown has an undetermined base (N or another ambiguity code), and the nearest-neighbour tables price single bases only.',
  probeTmDrop: (percent: string, site: string, drop: string, limit: number) =>
    `A probe variant carried by ${percent}% of samples (${site}) lowers the probe's Tm by ${drop} °C (${limit} °C or more is ACTION).`,
  ruleActionProbeTm: (percent: number, drop: number) =>
    `ACTION: a probe variant in ${percent}% of the samples or more that lowers the probe's Tm by ${drop} °C or more`,
  ruleTmConditions: (na: number, mg: number, dntps: number, oligoNm: number) =>
    `Tm: nearest-neighbour (SantaLucia 1998, with mismatch and dangling-end parameters), Na+ ${na} mM, Mg2+ ${mg} mM, dNTPs ${dntps} mM, oligo ${oligoNm} nM`,
  columnTm: 'Tm (°C)',
  columnDeltaTm: 'ΔTm (°C)',
  tmDropFlag: (drop: number) => `Tm lowered by ${drop} °C or more`,
  suggestionHeading: 'Suggested redesign',
  suggestionSummary: (coverage: string, degeneracy: number, tmMin: string, tmMax: string) =>
    `Binds ${coverage}% of the assessed samples with no real mismatch; ${degeneracy === 1 ? 'not degenerate' : `${degeneracy}-fold degenerate`}; Tm ${tmMin === tmMax ? tmMin : `${tmMin} to ${tmMax}`} °C`,
  addSuggestion: 'Add as a new oligo',
  /** The name the add-oligo form starts with for a suggestion; a person may change it. */
  suggestionOligoName: (oligo: string) => `${oligo}-redesign`,
  oligoTm: (range: string) => `Tm on its perfect complement: ${range} °C`,
  oligoNoTm: (note: string) => `No Tm: ${note}`,
  suggestionLabel: (oligo: string) => `Suggested redesign ${oligo}`,
  conditionsHeading: 'Tm conditions',
  conditionsNote:
    'Reaction conditions of every melting temperature in the report (nearest-neighbour, Owczarzy 2008 salt correction).',
  fieldNa: 'Na+ (mM)',
  fieldMg: 'Mg2+ (mM)',
  fieldDntps: 'dNTPs (mM)',
  fieldOligo: 'Oligo (nM)',
  noSuggestion: (reason: string) => `No redesign. ${reason}`,
  tooFewSamples: (count: number, min: number) =>
    `Fewer than ${min} assessed samples (${count}), too few to design on.`,
  indels: (percent: string) =>
    `${percent}% of the assessed samples have an insertion or deletion in the site, which no oligo of the same position and length covers.`,
  threePrime: (bases: number, percent: string, coverage: number) =>
    `The variants differ in the primer's last ${bases} bases: with one base at each of them, at most ${percent}% of the assessed samples bind (${coverage}% needed).`,
  degeneracyNeeded: (coverage: number, needed: number, max: number) =>
    `Covering ${coverage}% of the assessed samples needs ${needed}-fold degeneracy (at most ${max}).`,
  degeneracyOver: (coverage: number, cap: number, max: number) =>
    `Covering ${coverage}% of the assessed samples needs more than ${cap}-fold degeneracy (at most ${max}).`,
  writtenThreePrime: (bases: number) =>
    `The oligo as written has a degenerate base in its last ${bases} bases, which a primer's suggestion may not have.`,
  writtenTooDegenerate: (degeneracy: number, max: number) =>
    `The oligo as written is already ${degeneracy}-fold degenerate (at most ${max}).`,
  alreadyBinds: (percent: string) =>
    `The oligo as written already binds ${percent}% of the assessed samples with no real mismatch.`,
  checkFailed: (sequence: string, percent: string, coverage: number) =>
    `Checked with the engine on the report's samples, the best design (${sequence}) binds ${percent}% of the assessed samples with no real mismatch (${coverage}% needed).`,
  checkTooFew: (sequence: string, count: number, min: number) =>
    `Checked with the engine on the report's samples, the best design (${sequence}) could be assessed on only ${count} samples (${min} needed).`,
  noSuggestionTm: (note: string) => `The design has no Tm. ${note}`,
  searchLimit: 'No design was found within the search limit: the sites vary too much to search them all.',
} as const;
