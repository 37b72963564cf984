/**
 * The oligos feature's texts: the /v1/oligos routes and the oligo schema, the active and archived
 * lists, the add-oligo form, the oligo view (with its strand checks) and the oligo's role wherever it
 * is shown or chosen.
 *
 * Groups are named `<module><Family>Messages`: the module's name first, then the screen, the part
 * of a screen or the route family the group serves (`Api`: the feature's routes and the schemas they
 * validate with). No group name is another's with a word added or left out, and a text lives in one
 * group only (docs/decisions/0028-messages-by-feature.md). SPEC.md's texts are kept byte for byte;
 * comments saying "Ours" mark the texts the spec leaves unshown.
 */

import { NAME_MAX_LENGTH, OLIGO_SEQUENCE_MAX_LENGTH, STRAND_CHECK_SAMPLES } from '../constants';
import { reportsAssaysMessages } from './reports';

/** The /v1/oligos routes' answers and refusals, and the oligo schema's (also shown by the add form). */
export const oligosApiMessages = {
  nameRequired: 'Please enter an Oligo Name.',
  nameInUse: (name: string) => `Oligo name "${name}" is already in use. Please choose another name.`,
  invalidSequence: 'Please use only valid IUPAC codes (A, C, G, T, etc.) and optional whitespace.',
  // Ours: the spec leaves these unshown.
  notFound: 'Oligo not found.',
  nameTooLong: `Oligo names may be at most ${NAME_MAX_LENGTH} characters.`,
  sequenceTooLong: `Oligo sequences may be at most ${OLIGO_SEQUENCE_MAX_LENGTH} bases.`,
  roleInvalid: "The role must be 'forward', 'reverse' or 'probe'.",
} as const;

/** The active and archived oligo lists (/oligos, /oligos/archived): archive and restore. */
export const oligosListMessages = {
  archived: 'Oligo successfully archived!',
  // The spec keeps the word "product" here on purpose (SPEC.md section 8).
  archiveFailed: 'Failed to archive product. Please try again.',
  restored: 'Oligo successfully restored!',
  restoreFailed: 'Failed to restore oligo. Please try again.',
  fetchAllFailed: 'Error fetching all oligos.',
  fetchActiveFailed: 'Error fetching active oligos.',
  archiveLogged: 'Error archiving oligo',
  restoreLogged: 'Error restoring oligo',
  fetchArchivedFailed: 'Error fetching all archived oligos.',
  // Ours: the spec leaves this unshown.
  archiveConfirm: (name: string) =>
    `Archive the oligo "${name}"? It will no longer be offered in product forms until it is restored.`,
} as const;

/** The add-oligo form (/oligos/add). */
export const oligosAddMessages = {
  created: 'Oligo created successfully!',
  createFailed: 'Failed to create oligo. Please try again.',
  fetchFailed: 'Could not fetch oligos.',
  createLogged: 'Error creating new oligo.',
  // Ours: the spec leaves these unshown.
  txtOnly: 'Only .txt files are accepted.',
  reverseOnPlusStrand:
    "A reverse primer is usually written on the minus strand: check 'DNA Strand Positive?'. On the wrong strand its site is not found.",
} as const;

/**
 * The oligo view (/oligos/view): its loading, and its strand checks (ours, issue 23) — the latest
 * check on each clade a report checked the oligo on, with the report's own warning words.
 */
export const oligosViewMessages = {
  fetchOneFailed: 'Error fetching oligo with ID',
  // Ours (issue 23): the strand checks.
  heading: 'Strand checks',
  intro: `Each report tries its oligos as their reverse complement on its clade's first genomes (up to ${STRAND_CHECK_SAMPLES}). The latest check on each clade:`,
  none: 'No report has checked this oligo yet.',
  fetchFailed: 'Could not fetch the strand checks.',
  looksReversedOn: (clades: string) => `${reportsAssaysMessages.strandLooksReversed} on ${clades}`,
  bindsAsSavedOn: (clade: string) => `binds as saved on ${clade}`,
  noSiteOn: (clade: string) => `no site as saved or reversed on ${clade}`,
  cladeId: (id: string) => `Clade ID ${id}`,
  checkedIn: 'Checked in',
  ofDate: (date: string) => `of ${date}`,
  checkedInDeleted: (date: string) => `Checked in a report of ${date}, since deleted`,
} as const;

/**
 * The oligo's role (ours, issue 23), wherever it is chosen or shown: the add form, the view's role
 * editor, the lists and the product view.
 */
export const oligosRoleMessages = {
  roleLabel: 'Role',
  roleWords: { forward: 'Forward primer', reverse: 'Reverse primer', probe: 'Probe' },
  roleInferred: 'inferred',
  roleSuggested:
    "Suggested from the name. Confirm it or choose another role; left as it is, it is saved as inferred and the oligo's view asks for confirmation.",
  roleToChoose:
    "Choose the oligo's role: its name does not tell. Left unset, it is saved as unknown, reports judge it as a primer, and the oligo's view asks for it.",
  roleConfirmed: 'Role confirmed.',
  confirmRole: 'Confirm role',
  saveRole: 'Save role',
  roleInferredNote:
    'This role was guessed from the name, and nobody has confirmed it yet. Reports use it as it is: confirm it or correct it.',
  // Issue 34: created without a role, and the name tells nothing.
  roleUnknown: 'Unknown',
  roleUnknownNote:
    "Nobody has set this oligo's role and its name does not tell. Reports judge it by the primer rules and say its role is not confirmed: choose its role.",
  roleSaved: 'Role saved.',
  roleSaveFailed: 'The role could not be saved. Please try again.',
} as const;
