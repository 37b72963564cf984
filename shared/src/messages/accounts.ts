/**
 * The accounts feature's texts: the /v1/users routes and the account schemas, the Admin's account
 * lists and the account forms (add, edit, own details).
 *
 * Groups are named `<module><Family>Messages`: the module's name first, then the screen, the part
 * of a screen or the route family the group serves (`Api`: the feature's routes and the schemas they
 * validate with). No group name is another's with a word added or left out, and a text lives in one
 * group only (docs/decisions/0028-messages-by-feature.md). SPEC.md's texts are kept byte for byte;
 * comments saying "Ours" mark the texts the spec leaves unshown.
 */

import { ACCOUNT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../constants';

/** The /v1/users routes' answers and refusals, and the account schemas' (also shown by the forms). */
export const accountsApiMessages = {
  emailExists: 'Email already exists',
  createUserFailed: 'Error creating user',
  invalidEmail: 'Please enter a valid email address',
  fetchUserFailed: (id: string) => `Error fetching user with id: ${id}`,
  fetchAllUsersFailed: 'Error fetching all user data.',
  updateUserFailed: 'Error updating user data.',
  // Ours: the spec leaves these unshown.
  lastActiveAdmin: 'At least one active Admin must remain. Make another account an Admin first.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'This account is not deactivated.',
  resetDeactivated: 'This account is deactivated. Restore it before resetting its password.',
  statusByOwnCall: 'Use Deactivate or Restore to change the status of an account.',
  accountBusy: 'The account was being changed by someone else. Please try again.',
  phoneInvalid: 'Please enter a 10-digit phone number',
  // Ours: the spec says only that every field of the add form is required.
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  emailRequired: 'Email is required',
  accessLevelRequired: 'Access level is required',
  nameTooLong: `Names may be at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`,
  emailTooLong: `Email addresses may be at most ${EMAIL_MAX_LENGTH} characters.`,
} as const;

/** The Admin's account lists (/accounts, /accounts/deactivated): loading, deactivate and restore. */
export const accountsListMessages = {
  fetchUsersToast: 'Failed to fetch users',
  fetchUsersErrorToast: 'Error fetching users. Please try again.',
  // Ours: the spec leaves these unshown.
  deactivatedToast: 'Account successfully deactivated.',
  deactivateFailedToast: 'Failed to deactivate account. Please try again.',
  restoredToast: 'Account successfully restored.',
  restoreFailedToast: 'Failed to restore account. Please try again.',
  deactivateConfirm: (name: string, email: string) =>
    `Deactivate the account of ${name} (${email})? They are signed out at once and cannot sign in until an Admin restores the account.`,
} as const;

/** The account forms: add (/accounts/add), edit (/accounts/edit/{id}) and own details. */
export const accountsFormMessages = {
  createAccountFailedToast: 'Failed to create account. Please try again.',
  accountCreatedToast: 'Account successfully created, enrollment email sent to user.',
  // Ours: the spec leaves these unshown.
  accountUpdatedToast: 'Account successfully updated.',
  updateAccountFailedToast: 'Failed to update account. Please try again.',
  adminResetFailedToast: 'Failed to send the reset email. Please try again.',
} as const;
