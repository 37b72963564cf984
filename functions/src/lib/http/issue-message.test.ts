import { commonApiMessages } from '@oligowatch/shared/messages/common';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldName, issueMessagesFor, type RequestPart } from './issue-message';

const firstMessage = (schema: z.ZodType, value: unknown, part: RequestPart = 'body'): string | undefined => {
  const result = schema.safeParse(value, { error: issueMessagesFor(part) });
  return result.success ? undefined : result.error.issues[0]?.message;
};

const body = z.object({
  name: z.string().min(1).max(5),
  count: z.number().int().min(1).max(9),
  on: z.boolean(),
  tags: z.array(z.string()).min(1).max(2),
  kind: z.enum(['a', 'b']),
  email: z.email(),
  nested: z.object({ items: z.array(z.object({ id: z.string() })) }),
  either: z.union([z.literal('x'), z.number()]),
  checked: z.string().refine((value) => value === 'yes'),
  long: z.string().min(3),
});
const valid = {
  name: 'n',
  count: 1,
  on: true,
  tags: ['t'],
  kind: 'a',
  email: 'a@b.co',
  nested: { items: [{ id: 'i' }] },
  either: 'x',
  checked: 'yes',
  long: 'abc',
};

describe('issueMessagesFor', () => {
  it.each([
    ['an array for the body', [], commonApiMessages.bodyNotObject],
    ['text for the body', 'x', commonApiMessages.bodyNotObject],
    ['null for the body', null, commonApiMessages.bodyNotObject],
    ['a missing field', { ...valid, name: undefined }, commonApiMessages.fieldRequired('name')],
    ['a number for text', { ...valid, name: 1 }, commonApiMessages.fieldNotText('name')],
    ['text for a number', { ...valid, count: '1' }, commonApiMessages.fieldNotNumber('count')],
    [
      'a fraction for a whole number',
      { ...valid, count: 1.5 },
      commonApiMessages.fieldNotWholeNumber('count'),
    ],
    ['text for true or false', { ...valid, on: 'yes' }, commonApiMessages.fieldNotBoolean('on')],
    ['an object for a list', { ...valid, tags: {} }, commonApiMessages.fieldNotList('tags')],
    ['a list for an object', { ...valid, nested: [] }, commonApiMessages.fieldNotObject('nested')],
    ['empty text', { ...valid, name: '' }, commonApiMessages.fieldEmpty('name')],
    ['short text', { ...valid, long: 'ab' }, commonApiMessages.fieldTooShort('long', 3)],
    ['long text', { ...valid, name: 'toolong' }, commonApiMessages.valueTooLong('name')],
    ['a small number', { ...valid, count: 0 }, commonApiMessages.fieldTooSmall('count')],
    ['a large number', { ...valid, count: 10 }, commonApiMessages.fieldTooLarge('count')],
    ['too few items', { ...valid, tags: [] }, commonApiMessages.fieldTooFewItems('tags')],
    ['too many items', { ...valid, tags: ['a', 'b', 'c'] }, commonApiMessages.fieldTooManyItems('tags')],
    ['a value not offered', { ...valid, kind: 'c' }, commonApiMessages.fieldNotAllowed('kind')],
    ['a malformed email', { ...valid, email: 'x' }, commonApiMessages.fieldInvalid('email')],
    [
      'a deep field',
      { ...valid, nested: { items: [{ id: 2 }] } },
      commonApiMessages.fieldNotText('nested.items[0].id'),
    ],
    ['no branch of a union', { ...valid, either: true }, commonApiMessages.fieldInvalid('either')],
    ['a failed refinement', { ...valid, checked: 'no' }, commonApiMessages.fieldInvalid('checked')],
  ])('%s', (_, value, message) => {
    expect(firstMessage(body, value)).toBe(message);
  });

  it('names an unknown field of a strict object', () => {
    expect(firstMessage(z.strictObject({ a: z.string() }), { a: 'x', extra: 1 })).toBe(
      commonApiMessages.fieldUnknown('extra'),
    );
  });

  it("leaves a schema's own message alone", () => {
    expect(firstMessage(z.object({ name: z.string({ error: 'Name, please' }) }), {})).toBe('Name, please');
    expect(firstMessage(z.object({ name: z.string().min(2, 'Longer, please') }), { name: 'a' })).toBe(
      'Longer, please',
    );
  });

  it('names a path parameter or query value', () => {
    expect(firstMessage(z.object({ limit: z.coerce.number().int() }), { limit: 'abc' }, 'query')).toBe(
      commonApiMessages.fieldNotNumber('limit'),
    );
    expect(firstMessage(z.object({ id: z.string() }), {}, 'params')).toBe(
      commonApiMessages.fieldRequired('id'),
    );
  });
});

describe('fieldName', () => {
  it('writes a path the way a person points at a field', () => {
    expect(fieldName(['oligos', 2, 'name'], 'body')).toBe('oligos[2].name');
    expect(fieldName([], 'query')).toBe('query');
  });
});
