import { HttpError } from '../../lib/http/errors';
import { NcbiError } from '../../lib/ncbi/ncbi-error';

/** NCBI failing (after the client's retries) is a bad gateway; its message is written for users. */
export const asBadGateway = (error: unknown): unknown =>
  error instanceof NcbiError ? new HttpError(502, error.message) : error;
