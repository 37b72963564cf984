/**
 * What every feature shares: the API's generic answers, the signed-in gate every route passes,
 * SPEC.md's success texts, the YES confirmation of the forms and the not-found page.
 *
 * Groups are named `<module><Family>Messages`: the module's name first, then the screen, the part
 * of a screen or the route family the group serves (`Api`: the feature's routes and the schemas they
 * validate with). No group name is another's with a word added or left out, and a text lives in one
 * group only (docs/decisions/0028-messages-by-feature.md). SPEC.md's texts are kept byte for byte;
 * comments saying "Ours" mark the texts the spec leaves unshown.
 */

/** Any route's generic answers (ours), and the web client's words when no answer comes. */
export const commonApiMessages = {
  noResponse: 'No response from server. Check your network connection.',
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

/**
 * The signed-in gate every route passes (the session and the role), on the server and in the
 * web client (ours).
 */
export const commonAccessMessages = {
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  accountDeactivated:
    'Your account has been deactivated, so you were signed out. Ask an Admin to restore it if you still need access.',
} as const;

/** SPEC.md's success texts of the account and auth routes (and product deletion). */
export const commonSuccessMessages = {
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

/** The forms' YES confirmation (oligo and product forms, and their schemas). */
export const commonConfirmMessages = {
  confirmYes: "Please type 'YES' to confirm before submitting.",
  confirmLabel: "Type 'YES' to confirm the above information is correct",
} as const;

/** The not-found page. */
export const commonPageMessages = {
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The page you are looking for does not exist or another error occurred.',
  goToLogin: 'Go to Login',
} as const;
