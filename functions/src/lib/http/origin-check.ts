import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '@oligowatch/shared/constants';

/**
 * True when the request carries the value CloudFront adds for the API (or no value is configured:
 * the local server, which has no CloudFront). Compared in constant time, over hashes so the
 * lengths match. In AWS this is what makes the execute-api address useless to a caller who would
 * skip CloudFront to write their own CloudFront-Viewer-Address.
 */
export const isFromOrigin = (
  headers: Record<string, string | undefined>,
  expected: string | undefined,
): boolean => {
  if (!expected) return true;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(headers[ORIGIN_VERIFY_HEADER] ?? ''), digest(expected));
};
