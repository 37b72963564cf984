import { commonAccessMessages, commonApiMessages } from '@oligowatch/shared/messages/common';

/**
 * Domain errors: what storage, auth, domain code and jobs throw when a request cannot be done as
 * asked. Each carries a code (what kind of refusal), the words people see (always a message of
 * shared/src/messages/, never internal text) and, where code decides on it, what it is about:
 * the `subject` that was not found, the `reason` of a conflict, the `field` that is invalid, the
 * `service` that failed. Code decides on those, never on the message text. The HTTP status of
 * each code lives in one table (`errorCatalogue`, below), read by makeHandler's error handler;
 * a job called across features (lib/jobs/call-job.ts) carries the error as JSON.
 */
export type ErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupportedMediaType'
  | 'rateLimited'
  | 'notImplemented'
  /** An upstream service answered, wrongly (NCBI's errors and malformed answers). */
  | 'upstreamFailed'
  /** An upstream service could not be reached or refused the change (the scheduler). */
  | 'upstreamUnavailable';

/**
 * The one table of codes: each code's HTTP status, and the spec message it says when the code
 * alone is the whole story (an error may always say something more precise).
 */
export const errorCatalogue: Readonly<Record<ErrorCode, { status: number; message?: string }>> = {
  invalid: { status: 400 },
  unauthenticated: { status: 401, message: commonAccessMessages.signInRequired },
  forbidden: { status: 403, message: commonAccessMessages.forbidden },
  notFound: { status: 404 },
  conflict: { status: 409 },
  tooLarge: { status: 413, message: commonApiMessages.payloadTooLarge },
  unsupportedMediaType: { status: 415, message: commonApiMessages.unsupportedMediaType },
  rateLimited: { status: 429 },
  // An honest "not built yet", not a fault.
  notImplemented: { status: 501, message: commonApiMessages.notImplemented },
  upstreamFailed: { status: 502 },
  upstreamUnavailable: { status: 503 },
};

export interface DomainErrorFields {
  readonly code: ErrorCode;
  readonly message: string;
  /** notFound: what was not found ('product', 'report', ...). */
  readonly subject?: string;
  /** conflict: why ('nameTaken', 'changedMeanwhile', ...). */
  readonly reason?: string;
  /** invalid: the field at fault, when one is. */
  readonly field?: string;
  /** upstream*: which service ('ncbi', 'scheduler'). */
  readonly service?: string;
}

export class DomainError extends Error implements DomainErrorFields {
  readonly code: ErrorCode;
  readonly subject?: string;
  readonly reason?: string;
  readonly field?: string;
  readonly service?: string;

  constructor(fields: DomainErrorFields) {
    super(fields.message);
    this.name = 'DomainError';
    this.code = fields.code;
    if (fields.subject !== undefined) this.subject = fields.subject;
    if (fields.reason !== undefined) this.reason = fields.reason;
    if (fields.field !== undefined) this.field = fields.field;
    if (fields.service !== undefined) this.service = fields.service;
  }

  toJSON(): DomainErrorFields {
    return {
      code: this.code,
      message: this.message,
      ...(this.subject === undefined ? {} : { subject: this.subject }),
      ...(this.reason === undefined ? {} : { reason: this.reason }),
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.service === undefined ? {} : { service: this.service }),
    };
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** True for an error of `code` (and of `about`'s subject, reason, field or service, when given). */
export const hasCode = (
  error: unknown,
  code: ErrorCode,
  about: Partial<Pick<DomainErrorFields, 'subject' | 'reason' | 'field' | 'service'>> = {},
): boolean =>
  isDomainError(error) &&
  error.code === code &&
  Object.entries(about).every(([key, value]) => error[key as keyof DomainErrorFields] === value);

export const invalid = (message: string, field?: string): DomainError =>
  new DomainError({ code: 'invalid', message, ...(field ? { field } : {}) });

export const unauthenticated = (message = errorCatalogue.unauthenticated.message ?? ''): DomainError =>
  new DomainError({ code: 'unauthenticated', message });

export const forbidden = (message = errorCatalogue.forbidden.message ?? ''): DomainError =>
  new DomainError({ code: 'forbidden', message });

export const notFound = (subject: string, message: string): DomainError =>
  new DomainError({ code: 'notFound', subject, message });

export const conflict = (reason: string, message: string): DomainError =>
  new DomainError({ code: 'conflict', reason, message });

export const tooLarge = (message = errorCatalogue.tooLarge.message ?? ''): DomainError =>
  new DomainError({ code: 'tooLarge', message });

export const unsupportedMediaType = (
  message = errorCatalogue.unsupportedMediaType.message ?? '',
): DomainError => new DomainError({ code: 'unsupportedMediaType', message });

export const rateLimited = (message: string): DomainError =>
  new DomainError({ code: 'rateLimited', message });

export const notImplemented = (message = errorCatalogue.notImplemented.message ?? ''): DomainError =>
  new DomainError({ code: 'notImplemented', message });

export const upstreamFailed = (service: string, message: string): DomainError =>
  new DomainError({ code: 'upstreamFailed', service, message });

export const upstreamUnavailable = (service: string, message: string): DomainError =>
  new DomainError({ code: 'upstreamUnavailable', service, message });
