/**
 * The auth feature's texts: sign-in and sign-out, Forgot password, the enrollment and reset links
 * (with the password they set), and the signed-in password change.
 *
 * Groups are named `<module><Family>Messages`: the module's name first, then the screen, the part
 * of a screen or the route family the group serves (`Api`: the feature's routes and the schemas they
 * validate with). No group name is another's with a word added or left out, and a text lives in one
 * group only (docs/decisions/0028-messages-by-feature.md). SPEC.md's texts are kept byte for byte;
 * comments saying "Ours" mark the texts the spec leaves unshown.
 */

import { PASSWORD_MAX_LENGTH, PASSWORD_RULES_TEXT } from '../constants';

/** The passwords every auth route and schema checks (sign-in, the links, the change): ours. */
export const authApiMessages = {
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  passwordRules: PASSWORD_RULES_TEXT,
  passwordTooLong: `At most ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

/** Sign-in and sign-out: the sign-in page and POST /v1/users/login, /logout. */
export const authSignInMessages = {
  invalidCredentials: "Invalid 'Email' or 'Password'",
  loginFailed: 'Login failed, please try again.',
  logoutFailed: 'Error logging out user',
  // Ours: the spec leaves this unshown.
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
} as const;

/** Forgot password: the request form and its route, with its limit. */
export const authForgotPasswordMessages = {
  resetLinkSent: 'Check your email for the reset link.',
  resetLinkFailed: 'Failed to send reset link. Please try again.',
  resetRequestFailed: 'Password reset failed, please try again.',
  // Ours: the spec has no words for this limit.
  tooManyResetRequests: 'Too many reset requests. Please wait an hour and try again.',
} as const;

/**
 * Enrollment and reset links (ours): the page that opens one, the password it sets, and the
 * link routes' answers.
 */
export const authPasswordLinkMessages = {
  linkInvalid: 'This link is invalid, has expired or has already been used.',
  passwordsDiffer: 'The two passwords do not match.',
  enrollmentDone: 'Your password is set and your account is ready.',
  linkUsed:
    "This link has already been used. Sign in with the password you set, or use 'Forgot password?' for a new link.",
  resetLinkExpired: "This link has expired. Use 'Forgot password?' on the sign-in page for a new one.",
  enrollmentLinkExpired: 'This link has expired. Ask an Admin to send you a new enrollment email.',
  linkPurposeInvalid: "The purpose must be 'enrollment' or 'reset'.",
} as const;

/** The signed-in password change (Account page) and its route. */
export const authChangePasswordMessages = {
  currentPasswordWrong: 'The current password is not correct.',
  // Ours: the spec has no words for this limit, nor for the toast.
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  passwordChangedToast: 'Password changed successfully.',
} as const;
