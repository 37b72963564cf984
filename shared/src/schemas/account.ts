import * as z from 'zod';
import {
  ACCESS_LEVELS,
  ACCOUNT_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ID_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { accountsApiMessages } from '../messages/accounts';
import { authApiMessages, authPasswordLinkMessages } from '../messages/auth';

/** A required text field whose one message covers "absent", "not text" and "blank". */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const accessLevelSchema = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/** 'pending' until the enrollment link is used; the spec only shows active vs deactivated. */
export const accountStatusSchema = z.enum(['pending', 'active', 'deactivated']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** The account add form's simple pattern (SPEC.md section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = z.string().trim().regex(EMAIL_PATTERN, accountsApiMessages.invalidEmail);

/** E-mails are unique and looked up case-insensitively and trimmed. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Formatted as the form shows it: (XXX) XXX-XXXX. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const accountSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  access_level: accessLevelSchema,
  status: accountStatusSchema,
  /** Ours: when the account was created and last changed (ISO 8601), shown in the account lists. */
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Account = z.infer<typeof accountSchema>;

export const createUserRequestSchema = z.object({
  first_name: requiredText(accountsApiMessages.firstNameRequired).max(
    ACCOUNT_NAME_MAX_LENGTH,
    accountsApiMessages.nameTooLong,
  ),
  last_name: requiredText(accountsApiMessages.lastNameRequired).max(
    ACCOUNT_NAME_MAX_LENGTH,
    accountsApiMessages.nameTooLong,
  ),
  phone_number: requiredText(accountsApiMessages.phoneRequired).regex(
    PHONE_PATTERN,
    accountsApiMessages.phoneInvalid,
  ),
  email: requiredText(accountsApiMessages.emailRequired)
    .max(EMAIL_MAX_LENGTH, accountsApiMessages.emailTooLong)
    .regex(EMAIL_PATTERN, accountsApiMessages.invalidEmail),
  access_level: z.enum(ACCESS_LEVELS, { error: accountsApiMessages.accessLevelRequired }),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/**
 * Update: name and phone always (a User may change only these, on their own account); an Admin
 * may also send e-mail and access level. A status sent here is refused unless unchanged: it moves
 * only by deactivate and restore.
 */
export const updateUserRequestSchema = createUserRequestSchema
  .pick({ first_name: true, last_name: true, phone_number: true })
  .extend({
    email: createUserRequestSchema.shape.email.optional(),
    access_level: accessLevelSchema.optional(),
    status: accountStatusSchema.optional(),
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** The own-account form: what a User may change. */
export const ownAccountFormSchema = createUserRequestSchema.pick({
  first_name: true,
  last_name: true,
  phone_number: true,
});
export type OwnAccountForm = z.infer<typeof ownAccountFormSchema>;

/** Envelopes of the account calls (SPEC.md sections 7 and 8). */
export const userResponseSchema = z.object({ message: z.string(), user: accountSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
export const activeUsersResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  users: z.array(accountSchema),
  data: z.array(accountSchema),
});
export type ActiveUsersResponse = z.infer<typeof activeUsersResponseSchema>;
export const deactivatedUsersResponseSchema = z.object({
  message: z.string(),
  data: z.array(accountSchema),
});
export type DeactivatedUsersResponse = z.infer<typeof deactivatedUsersResponseSchema>;

/** Our password rule (the spec leaves it to us): shown on both password screens, enforced on the server. */
export const passwordSchema = z
  .string({ error: authApiMessages.passwordRules })
  .min(PASSWORD_MIN_LENGTH, authApiMessages.passwordRules)
  .max(PASSWORD_MAX_LENGTH, authApiMessages.passwordTooLong)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), authApiMessages.passwordRules);

export const loginRequestSchema = z.object({
  email: requiredText(accountsApiMessages.emailRequired).max(
    EMAIL_MAX_LENGTH,
    accountsApiMessages.emailTooLong,
  ),
  // No stored password is longer, and scrypt should not be fed megabytes.
  password: z
    .string({ error: authApiMessages.passwordRequired })
    .min(1, authApiMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, authApiMessages.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The sign-in form: both required, email of e-mail type. */
export const loginFormSchema = z.object({
  email: requiredText(accountsApiMessages.emailRequired).pipe(z.email(accountsApiMessages.invalidEmail)),
  password: z.string({ error: authApiMessages.passwordRequired }).min(1, authApiMessages.passwordRequired),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const loginResponseSchema = z.object({
  status: z.literal('success'),
  token: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: requiredText(accountsApiMessages.emailRequired).max(
    EMAIL_MAX_LENGTH,
    accountsApiMessages.emailTooLong,
  ),
});
export const statusMessageResponseSchema = z.object({ status: z.string(), message: z.string() });
export type StatusMessageResponse = z.infer<typeof statusMessageResponseSchema>;

export const resetPasswordRequestSchema = z.object({ password: passwordSchema });

/** A new password typed twice, as both password screens ask for it. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, {
    message: authPasswordLinkMessages.passwordsDiffer,
    path: ['confirm_password'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/**
 * Change password: either the enrollment link's token (a new user sets a first password),
 * or, signed in, the current password.
 */
export const changePasswordRequestSchema = z.union([
  z.object({ token: z.string().min(1).max(ID_MAX_LENGTH), password: passwordSchema }),
  z.object({
    current_password: requiredText(authApiMessages.currentPasswordRequired).max(
      PASSWORD_MAX_LENGTH,
      authApiMessages.passwordTooLong,
    ),
    password: passwordSchema,
  }),
]);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const sessionClaimsSchema = z.object({
  sub: z.string().min(1),
  access_level: accessLevelSchema,
  exp: z.number().int(),
  jti: z.string().min(1),
  iat: z.number().int().optional(),
  /** The account's auth generation at sign-in; a password change or deactivation raises it. */
  gen: z.number().int().min(0).optional(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** The signed-in password change answers with a fresh token: older tokens stop working. */
/** GET /v1/users/linkstatus/{token}?purpose=: what an e-mailed link amounts to, without using it (ours). */
export const passwordLinkQuerySchema = z.object({
  purpose: z.enum(['enrollment', 'reset'], { error: authPasswordLinkMessages.linkPurposeInvalid }),
});
export const passwordLinkStateSchema = z.enum(['valid', 'used', 'expired', 'invalid']);
export type PasswordLinkState = z.infer<typeof passwordLinkStateSchema>;
export const passwordLinkStatusResponseSchema = z.object({ state: passwordLinkStateSchema });
export type PasswordLinkStatusResponse = z.infer<typeof passwordLinkStatusResponseSchema>;

export const signedInPasswordChangeResponseSchema = statusMessageResponseSchema.extend({ token: z.string() });

/** The own-account page's change-password form: current, new, and the new one again. */
export const ownPasswordFormSchema = z
  .object({
    current_password: requiredText(authApiMessages.currentPasswordRequired),
    password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: authPasswordLinkMessages.passwordsDiffer,
    path: ['confirm_password'],
  });
export type OwnPasswordForm = z.infer<typeof ownPasswordFormSchema>;
