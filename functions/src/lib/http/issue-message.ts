import { apiMessages } from '@oligowatch/shared/messages';
import type { z } from 'zod';

/** Which part of a request a schema read: it names the field when the problem is with the whole part. */
export type RequestPart = 'body' | 'params' | 'query';

type RawIssue = z.core.$ZodRawIssue;

/** 'oligos[2].name' from ['oligos', 2, 'name']: how a person would point at the field. */
export const fieldName = (path: readonly PropertyKey[], part: RequestPart): string => {
  if (path.length === 0) return part;
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
};

const wrongTypeMessage = (
  issue: RawIssue & { code: 'invalid_type' },
  field: string,
  atRoot: boolean,
): string => {
  if (issue.input === undefined) return apiMessages.fieldRequired(field);
  if (atRoot && issue.expected === 'object') return apiMessages.bodyNotObject;
  switch (issue.expected) {
    case 'string':
      return apiMessages.fieldNotText(field);
    case 'number':
    case 'bigint':
      return apiMessages.fieldNotNumber(field);
    case 'int':
      return apiMessages.fieldNotWholeNumber(field);
    case 'boolean':
      return apiMessages.fieldNotBoolean(field);
    case 'object':
    case 'record':
    case 'map':
      return apiMessages.fieldNotObject(field);
    case 'array':
    case 'tuple':
    case 'set':
      return apiMessages.fieldNotList(field);
    default:
      return apiMessages.fieldWrongType(field);
  }
};

const sizeMessage = (issue: RawIssue & { code: 'too_big' | 'too_small' }, field: string): string => {
  const list = issue.origin === 'array' || issue.origin === 'set';
  const text = issue.origin === 'string';
  if (issue.code === 'too_big') {
    if (text) return apiMessages.valueTooLong(field);
    return list ? apiMessages.fieldTooManyItems(field) : apiMessages.fieldTooLarge(field);
  }
  if (text)
    return Number(issue.minimum) <= 1
      ? apiMessages.fieldEmpty(field)
      : apiMessages.fieldTooShort(field, Number(issue.minimum));
  return list ? apiMessages.fieldTooFewItems(field) : apiMessages.fieldTooSmall(field);
};

/**
 * Our message for a problem a request schema found where the schema itself gives none (ADR 0030).
 * Every kind of zod issue maps to a message of the catalogue that names the field, so zod's own
 * wording ("Invalid input: expected object, received array") never reaches a person.
 */
export const issueMessage = (issue: RawIssue, part: RequestPart): string => {
  const path = issue.path ?? [];
  const field = fieldName(path, part);
  switch (issue.code) {
    case 'invalid_type':
      return wrongTypeMessage(issue, field, part === 'body' && path.length === 0);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue, field);
    case 'invalid_value':
      return apiMessages.fieldNotAllowed(field);
    case 'unrecognized_keys':
      return apiMessages.fieldUnknown(fieldName([...path, issue.keys[0] ?? ''], part));
    default:
      // invalid_format, not_multiple_of, invalid_union, invalid_key, invalid_element, custom.
      return apiMessages.fieldInvalid(field);
  }
};

/** The error map for one part of a request, for `schema.safeParse(value, { error })`. */
export const issueMessagesFor =
  (part: RequestPart): z.core.$ZodErrorMap =>
  (issue) =>
    issueMessage(issue, part);
