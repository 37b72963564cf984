/** Business constants of SPEC.md section 9, and a few of ours, each said once. */

export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
export const REPORT_DATA_STORAGE_KEY = 'reportData';
export const CONFIRM_WORD = 'YES';

export const ACCESS_LEVELS = ['Admin', 'User'] as const;
export const FREQUENCY_UNITS = ['d', 'w', 'm'] as const;
export const FREQUENCY_UNIT_LABELS = { d: 'Days', w: 'Weeks', m: 'Months' } as const;
export const FREQUENCY_UNIT_WORDS = { d: 'days', w: 'weeks', m: 'months' } as const;

export const SCHEDULE_CARD_MISMATCH_COUNT = 8;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_OPTIONS = [5, 10, 15] as const;
export const ALL_REPORTS_PAGE_SIZE_OPTIONS = [5, 10, 15, 20] as const;
export const MISMATCH_TABLE_PAGE_SIZE = 5;
export const MISMATCH_TABLE_PAGE_SIZE_OPTIONS = [5, 10, 15, 20] as const;
export const SELECT_TARGET_PAGE_SIZE = 5;
export const SELECT_PRODUCT_PAGE_SIZE = 10;
/** GET /v1/report/{id} carries every mismatch row up to this many; past it, a first page per oligo. */
export const REPORT_ALL_ROWS_LIMIT = 1000;
/** The report view polls a running report this often. */
export const REPORT_REFRESH_MS = 2000;
/** GET /v1/report/recent: the newest complete reports, at most this many. */
export const RECENT_REPORTS_LIMIT = 10;
/**
 * Oligos one report checks at most: enough for a whole tiling scheme (ARTIC V5.3.2 has 192
 * primers, V3 218). No write of a report run puts its oligos in one transaction any more; what
 * bounds them is the report's SUMMARY item, which freezes every oligo (name, sequence, anchors) in
 * its provenance and must stay under DynamoDB's 400 KB: about 630 bytes an oligo (most of them its
 * anchors' 2 x 200 flank bases), so some 310 KB at 500 (test/api/report-tiling.test.ts measures it
 * with the 192 ARTIC primers).
 */
export const REPORT_MAX_OLIGOS = 500;
/**
 * Oligos the report view's summary lists one under another; a report with more (a tiling scheme)
 * shows them grouped by amplicon, with a filter by oligo, a page of amplicons at a time.
 */
export const REPORT_SUMMARY_LIST_MAX = 12;
/** Oligos a page of the report view's per-oligo sections (mismatches, variants, trends) shows past that. */
export const REPORT_OLIGO_SECTION_PAGE_SIZE = 10;
/**
 * Rows of one oligo a report posted whole (POST /v1/report) stores per row item, numbered as a
 * run's segments number theirs.
 */
export const REPORT_PAGE_SIZE = 100;

export const TOAST_DURATION_MS = 3000;
export const TOAST_DUPLICATE_NAME_MS = 4000;
export const TOAST_INVALID_SEQUENCE_MS = 5000;
export const BATCH_COUNT_HINT_MS = 3000;
export const IMPORT_SUCCESS_TOAST_MS = 2200;
export const REDIRECT_AFTER_MANUAL_TARGET_MS = 1800;
export const REDIRECT_AFTER_BATCH_IMPORT_MS = 2200;

export const IMPORT_DIALOG_NAME_MAX = 50;
export const PHONE_MAX_DIGITS = 10;
// Longest texts we store (ours; the spec leaves them unshown). Names and e-mails become DynamoDB
// guard keys (at most 2048 bytes) and an item holds at most 400 KB: past these, a clear 400.
export const NAME_MAX_LENGTH = 200;
export const OLIGO_SEQUENCE_MAX_LENGTH = 10_000;
export const ACCOUNT_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const UPLOADED_AFTER_YEARS_BACK = 5;
export const MULTI_SELECT_ROW_HEIGHT = 44;
// Assays inside a product version (ours, issue 23).
/** Assays one product version holds at most. */
export const PRODUCT_MAX_ASSAYS = 100;
/** The name of a version's single assay when none was given: every oligo of the version. */
export const DEFAULT_ASSAY_NAME = 'Assay 1';
/** An assay detects a sample only through an amplicon at most this long, in bases. */
export const MAX_AMPLICON_BASES = 2000;
/** The strand check: genomes of the clade an oligo is also tried on in the other orientation. */
export const STRAND_CHECK_SAMPLES = 300;
/** ...and how many fewer real mismatches that orientation must have, in most of them. */
export const STRAND_CHECK_MIN_GAIN = 3;
export const SOURCE_DATABASES = [{ value: 'nuccore', label: 'NCBI Nucleotide (GenBank)' }] as const;
// Imports (ours): how long a query result stays importable, how often the targets screen polls.
export const IMPORT_CACHE_TTL_SECONDS = 60 * 60;
export const IMPORT_POLL_INTERVAL_MS = 2000;

/** Allowed oligo alphabet: IUPAC nucleotide codes, checked after upper-casing. */
export const IUPAC_LETTERS = 'ACGTRYSWKMBDHVNU';

// Session and credential lifetimes (ours; the spec leaves them unshown).
export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60; // a working day
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const ENROLLMENT_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
// Password attempts (sign-in and the signed-in password change), per window; docs/decisions/0011.
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Guesses at one account from one address. */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Guesses from one address, over all accounts. */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 20;
/** Guesses at one account from all addresses its owner has not used: known addresses skip it. */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES = 10;
/** How long an address stays known after its owner signed in or used a reset link from it. */
export const KNOWN_ADDRESS_LIFETIME_SECONDS = 90 * 24 * 60 * 60;
// Forgot password: mails per hour, and the time every answer takes, known address or not.
export const FORGOT_PASSWORD_WINDOW_SECONDS = 60 * 60;
export const FORGOT_PASSWORD_MAX_PER_ADDRESS = 5;
export const FORGOT_PASSWORD_MAX_PER_ACCOUNT = 3;
export const FORGOT_PASSWORD_ANSWER_MS = 600;
/** Longest path parameter or query value any route accepts (bytes): ids, tokens and cursors fit. */
export const INPUT_VALUE_MAX_BYTES = 1024;
/** The header CloudFront adds to every /v1 request it passes to the API, proving where it came from. */
export const ORIGIN_VERIFY_HEADER = 'x-oligowatch-origin';
/** Longest id-like body field (cache ids, oligo ids, link tokens). */
export const ID_MAX_LENGTH = 200;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULES_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters, with at least one letter and one number.`;

/** The report view's variants and by-country tables (issue 14): short, like the mismatch tables. */
export const INSIGHT_TABLE_PAGE_SIZE = 5;
export const INSIGHT_TABLE_PAGE_SIZE_OPTIONS = [5, 10, 15, 20] as const;
/** Countries and accessions listed in a variant's row before '+N more'. */
export const VARIANT_LIST_SHOWN = 3;
/**
 * Change alerts of recurring reports (issue 13), ours: a run worsens an oligo past these against the
 * previous run (percentage points more samples with a mismatch, or a new mismatch in the last bases
 * of the oligo as written, its 3' end, in at least this share of samples). Editable per schedule.
 */
export const DEFAULT_CHANGE_THRESHOLDS = {
  mismatch_share_points: 5,
  three_prime_percent: 5,
  three_prime_bases: 3,
  /**
   * Issue 33: a run's change alert is judged on its new cohort (the samples that joined the clade
   * since the previous run's plan) when at least this many of them were assessed, and on its whole
   * window otherwise: fewer would make a share of noise.
   */
  new_cohort_min_assessed: 20,
} as const;

/**
 * Time steps a schedule may take per unit (ours; the spec states no bound): from every day to
 * once a year, or every two years for months. Past these a schedule is a mistake, not a plan.
 */
export const SCHEDULE_TIME_STEP_BOUNDS = {
  d: { min: 1, max: 365 },
  w: { min: 1, max: 52 },
  m: { min: 1, max: 24 },
} as const;
/** The IANA time zone schedules are read in when the stack's config names none. */
export const SCHEDULE_DEFAULT_TIMEZONE = 'UTC';

/** A report export's presigned download link lives this long (seconds): long enough to start the download. */
export const EXPORT_LINK_SECONDS = 300;
/** The report view asks for an export's state this often while the export job writes it. */
export const EXPORT_POLL_MS = 1000;
/**
 * An export still 'running' this long after it was asked for lost its job (the job's Lambda stops
 * at 15 minutes): it shows as failed.
 */
export const EXPORT_STALE_MS = 16 * 60 * 1000;
/**
 * Report verdicts (issue 14; docs/decisions/0015-assay-verdicts.md): the defaults of the rules'
 * settings, frozen into each report's provenance when it is generated and shown with its insights.
 */
export const DEFAULT_VERDICT_THRESHOLDS = {
  action_variant_percent: 15,
  three_prime_bases: 3,
  multiple_mismatches: 2,
  caution_oligo_percent: 15,
  action_inclusivity_percent: 75,
  caution_inclusivity_percent: 90,
  inclusive_max_mismatches: 1,
  undetermined_site_percent: 50,
} as const;
/**
 * Issue 24 (docs/decisions/0019-tm-and-redesign.md): a variant whose delta Tm is at or below this
 * (°C) is flagged, and a probe variant reaching `action_variant_percent` with it makes ACTION.
 * Frozen into a report's thresholds as `action_delta_tm`; reports without it use this.
 */
export const DEFAULT_ACTION_DELTA_TM = -5;
/** Variants per oligo in a report's insights summary (every variant is stored for exports). */
export const INSIGHT_TOP_VARIANTS = 10;
/** Accessions kept per variant: the first ones seen. */
export const VARIANT_ACCESSIONS_KEPT = 5;
/**
 * Accessions kept per oligo of the samples left out of its figures (not assessable, not covered):
 * the first ones in clade order; the counts are exact however many there are.
 */
export const LEFT_OUT_ACCESSIONS_KEPT = 50;
