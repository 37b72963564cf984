import { commonApiMessages } from '@oligowatch/shared/messages/common';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { invalid, tooLarge, unsupportedMediaType } from '../errors';

/** Generous for manual genome entry (a 2 Mb genome as JSON), well under API Gateway's 10 MB. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * Reads the JSON body: absent or empty -> undefined; not JSON content -> 415; too large -> 413;
 * unparseable -> 400 with a message a person can act on.
 */
export const parseJsonBody = (
  event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded' | 'headers'>,
): unknown => {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) throw tooLarge(commonApiMessages.payloadTooLarge);
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(contentType))
    throw unsupportedMediaType(commonApiMessages.unsupportedMediaType);
  try {
    return JSON.parse(raw, (key, value) => (key === '__proto__' ? undefined : value));
  } catch {
    throw invalid(commonApiMessages.malformedJson);
  }
};
