import { commonApiMessages } from '@oligowatch/shared/messages/common';
import type * as z from 'zod';

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
  if (issue.input === undefined) return commonApiMessages.fieldRequired(field);
  if (atRoot && issue.expected === 'object') return commonApiMessages.bodyNotObject;
  switch (issue.expected) {
    case 'string':
      return commonApiMessages.fieldNotText(field);
    case 'number':
    case 'bigint':
      return commonApiMessages.fieldNotNumber(field);
    case 'int':
      return commonApiMessages.fieldNotWholeNumber(field);
    case 'boolean':
      return commonApiMessages.fieldNotBoolean(field);
    case 'object':
    case 'record':
    case 'map':
      return commonApiMessages.fieldNotObject(field);
    case 'array':
    case 'tuple':
    case 'set':
      return commonApiMessages.fieldNotList(field);
    default:
      return commonApiMessages.fieldWrongType(field);
  }
};

const sizeMessage = (issue: RawIssue & { code: 'too_big' | 'too_small' }, field: string): string => {
  const list = issue.origin === 'array' || issue.origin === 'set';
  const text = issue.origin === 'string';
  if (issue.code === 'too_big') {
    if (text) return commonApiMessages.valueTooLong(field);
    return list ? commonApiMessages.fieldTooManyItems(field) : commonApiMessages.fieldTooLarge(field);
  }
  if (text)
    return Number(issue.minimum) <= 1
      ? commonApiMessages.fieldEmpty(field)
      : commonApiMessages.fieldTooShort(field, Number(issue.minimum));
  return list ? commonApiMessages.fieldTooFewItems(field) : commonApiMessages.fieldTooSmall(field);
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
      return commonApiMessages.fieldNotAllowed(field);
    case 'unrecognized_keys':
      return commonApiMessages.fieldUnknown(fieldName([...path, issue.keys[0] ?? ''], part));
    default:
      // invalid_format, not_multiple_of, invalid_union, invalid_key, invalid_element, custom.
      return commonApiMessages.fieldInvalid(field);
  }
};

/** The error map for one part of a request, for `schema.safeParse(value, { error })`. */
export const issueMessagesFor =
  (part: RequestPart): z.core.$ZodErrorMap =>
  (issue) =>
    issueMessage(issue, part);
