/**
 * The reports feature's texts: the report routes and schemas, the generate form and its folds
 * (sample window, verdict thresholds), the report view section by section (status and grid, insights,
 * outcomes, assays, Tm and redesign, provenance refresh, the comparison with a scheduled run's
 * previous run), exports, and the verdict reasons the insights write.
 *
 * Groups are named `<module><Family>Messages`: the module's name first, then the screen, the part
 * of a screen or the route family the group serves (`Api`: the feature's routes and the schemas they
 * validate with). No group name is another's with a word added or left out, and a text lives in one
 * group only (docs/decisions/0028-messages-by-feature.md). SPEC.md's texts are kept byte for byte;
 * comments saying "Ours" mark the texts the spec leaves unshown.
 */

import { MAX_AMPLICON_BASES, NAME_MAX_LENGTH } from '../constants';

/**
 * The report routes' answers and refusals (POST /v1/parasail, /v1/report/...), the report schemas',
 * and SPEC.md's logged fetch errors of the report screens.
 */
export const reportsApiMessages = {
  fetchReportFailed: (id: string) => `Error fetching report with id: ${id}`,
  fetchAllFailed: 'Error fetching all reports',
  createFailed: 'Error creating new report.',
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

/** The generate form (/reports/generate, /reports/schedule): its selections and its start. */
export const reportsGenerateMessages = {
  generateFailed: 'The report could not be started. Please try again.',
  noTargetSelected: 'No target selected',
  noProductSelected: 'No product selected',
  processing: 'Processing…',
} as const;

/**
 * Issue 33: a report's sample window (POST /v1/parasail `window`, the forms' Advanced fold,
 * Details, exports).
 */
export const reportsWindowMessages = {
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

/** The report forms' Advanced fold (ours, issue 23): the verdict thresholds a report is judged by. */
export const reportsVerdictThresholdsMessages = {
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
 * The report view (/reports/view/{id}): the spec's totals texts, and ours for status, the oligo
 * summary grid, filters and alignments.
 */
export const reportsViewMessages = {
  totalMismatches: (count: number) => `${count} total mismatches`,
  percentOfSamples: (percent: string) => `${percent}% of samples`,
  showPercentages: 'Show Percentages',
  running: (done: number, total: number) => `Running: ${done} of ${total} samples aligned`,
  failed: (reason: string | undefined) => `Failed: ${reason?.trim() || 'no reason was recorded.'}`,
  legendMatch: 'match',
  legendSubstitution: 'substitution',
  legendAmbiguous: 'undetermined sample base (N or an ambiguity code the oligo does not allow)',
  legendGap: 'gap (an extra base on the other line)',
  indexNote: "Indexes are 1-based and inclusive, counted on the sample's own strand.",
  rowsWithMismatches: (count: number) => `${count} samples with mismatches`,
  loadFailed: 'This report could not be loaded.',
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

/** The report view's insights (issue 14): verdicts, rules, variants, undetermined calls, trends, print. */
export const reportsInsightsMessages = {
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

/**
 * Report verdicts (issue 14): the reasons in words, written by the insights; percents come
 * formatted (e.g. '15.3').
 */
export const reportsVerdictReasonsMessages = {
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
  // Issue 34: an oligo stored with its role unknown is judged as a primer and named.
  roleNotConfirmed:
    "Role not confirmed: nobody has set this oligo's role and its name does not tell, so it is judged by the primer rules (its 3' end counts).",
  oligoRoleNotConfirmed: (name: string) => `${name}: role not confirmed.`,
} as const;

/**
 * Outcomes per oligo and sample (issue 22, DESIGN.md 7): what the report view, exports and the CLI
 * say of the samples left out of an oligo's figures, and of the denominator of its percentages.
 */
export const reportsOutcomesMessages = {
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
} as const;

/** An outcome's reason in words, with the report's rules (shared by the report view and exports). */
export const outcomeReasonText = (
  reason: keyof typeof reportsOutcomesMessages.reasons,
  rules: { readonly undetermined_percent: number; readonly three_prime_bases: number },
): string => {
  const reasons = reportsOutcomesMessages.reasons;
  switch (reason) {
    case 'undetermined_over_limit':
      return reasons.undetermined_over_limit(rules.undetermined_percent);
    case 'undetermined_at_three_prime':
      return reasons.undetermined_at_three_prime(rules.three_prime_bases);
    default:
      return reasons[reason];
  }
};

/** The report view's detection by assay (ours, issue 23): the Assays section, the banner and the rules. */
export const reportsAssaysMessages = {
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
 * Melting temperatures per variant, the probe's Tm rule and the suggested redesign (issue 24;
 * docs/decisions/0019-tm-and-redesign.md). Tm values come formatted (one decimal, e.g. '5.7').
 */
export const reportsTmMessages = {
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

/**
 * Issue 32: the refresh a scheduled run of a followed clade used, in the report's provenance (times
 * come formatted for the reader).
 */
export const reportsRefreshMessages = {
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

/**
 * A scheduled run's report (ours): its change against the previous run and its new cohort, on the
 * report view.
 */
export const reportsRunComparisonMessages = {
  methodChanged: (before: string, after: string) =>
    `The previous run was made by mismatch engine ${before} and this one by ${after}, which counts differently, so this run raises no alert.`,
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
} as const;

/** Ours: a report's exports (CSV and XLSX downloads), the API's refusals and the view's menu. */
export const reportsExportsMessages = {
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
