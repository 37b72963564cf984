/**
 * The schedules feature's texts: the /v1/report/upcoming routes and the schedule fields of
 * POST /v1/parasail, the frequency rules, the schedule form (new and edit), the schedule cards and
 * their runs on Home, and the change alert mailed after a run.
 *
 * Groups are named `<module><Family>Messages`: the module's name first, then the screen, the part
 * of a screen or the route family the group serves (`Api`: the feature's routes and the schemas they
 * validate with). No group name is another's with a word added or left out, and a text lives in one
 * group only (docs/decisions/0028-messages-by-feature.md). SPEC.md's texts are kept byte for byte;
 * comments saying "Ours" mark the texts the spec leaves unshown.
 */

/**
 * Recurring reports (issue 13), ours: the schedule routes' answers and refusals, and why a schedule
 * stopped (shown on its card).
 */
export const schedulesApiMessages = {
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
} as const;

/** A schedule's frequency: its refusals (ours, on the server and the form) and SPEC's frequency text. */
export const schedulesFrequencyMessages = {
  frequencyText: (steps: number, unitWord: string) => `Every ${steps} ${unitWord}`,
  timeStepsRequired: 'Enter how many time steps apart the report should run.',
  timeStepsNotNumber: 'Time steps must be a whole number, such as 2.',
  timeStepsNotWhole: 'Time steps must be a whole number, without a fraction.',
  timeStepsTooSmall: 'Time steps must be at least 1.',
  timeStepsTooLarge: (max: number, unitWord: string) => `Time steps can be at most ${max} for ${unitWord}.`,
  unitsInvalid: 'Choose Days, Weeks or Months.',
} as const;

/**
 * The schedule form (ours): Schedule New Report (/reports/schedule) with its frequency, the success
 * panel, and Edit Existing Schedule (/reports/edit/{id}) with its change-alert settings.
 */
export const schedulesFormMessages = {
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
} as const;

/** The Scheduled Reports cards on Home: status, runs, delete (SPEC's confirmation and logged error). */
export const schedulesCardsMessages = {
  deleteScheduleConfirm: 'Are you sure you want to delete the schedule?',
  fetchDataFailed: 'Error occurred while fetching data.',
  // Ours.
  broken: 'Broken',
  lastRun: 'Last run',
  nextRunLabel: 'Next run',
  never: 'Not yet',
  pastRunsTitle: (title: string) => `Past runs of ${title}`,
  noRuns: 'No runs yet.',
  runsLoadFailed: 'The past runs could not be loaded.',
  runsColumns: ['Scheduled for', 'Report', 'Created'],
} as const;

/** The change alert mailed after a scheduled run (ours). */
export const schedulesChangeAlertMessages = {
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
