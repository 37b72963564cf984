import { DomainError } from '../errors';

/** Why a call to NCBI failed; `retryable` ones were retried before the error reached the caller. */
export type NcbiErrorKind =
  | 'rate-limited' // HTTP 429
  | 'server' // HTTP 5xx
  | 'refused' // another HTTP 4xx, or an error NCBI wrote into a 200 answer
  | 'timeout'
  | 'network'
  | 'truncated' // a 200 answer cut short (GenBank without '//', XML without its closing tag)
  | 'bad-response'; // a complete answer that is not what the E-utility documents

/**
 * A failed NCBI call with a message fit to show a user as it is (the import stores it as the
 * job's error; a route answers it as a bad gateway, code upstreamFailed). `status` is the last HTTP
 * status when there was one; `attempts` how many times the request was sent.
 */
export class NcbiError extends DomainError {
  readonly kind: NcbiErrorKind;
  readonly status?: number;
  readonly retryable: boolean;
  readonly attempts: number;

  constructor(
    message: string,
    details: { kind: NcbiErrorKind; status?: number; retryable: boolean; attempts?: number },
  ) {
    super({ code: 'upstreamFailed', service: 'ncbi', message });
    this.name = 'NcbiError';
    this.kind = details.kind;
    this.status = details.status;
    this.retryable = details.retryable;
    this.attempts = details.attempts ?? 1;
  }
}

const times = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`);

/** The user-facing texts, one place, so tests can assert them exactly. */
export const ncbiErrorMessages = {
  rateLimited: (attempts: number) =>
    `NCBI is rate-limiting requests (HTTP 429) and did not recover after ${times(attempts)}.`,
  server: (status: number, attempts: number) =>
    `NCBI answered HTTP ${status} (a server error) and did not recover after ${times(attempts)}. Try again later.`,
  refused: (status: number, detail: string) =>
    `NCBI refused the request (HTTP ${status})${detail ? `: ${detail}` : '.'}`,
  timeout: (seconds: number, attempts: number) =>
    `NCBI did not answer within ${seconds} s (${times(attempts)}).`,
  network: (host: string, cause: string, attempts: number) =>
    `Could not reach NCBI at ${host}: ${cause} (${times(attempts)}).`,
  truncated: (attempts: number) => `NCBI sent an incomplete response (${times(attempts)}).`,
  badResponse: (utility: string, detail: string) => `NCBI sent an unexpected ${utility} response: ${detail}`,
  searchError: (detail: string) => `NCBI could not run the search: ${detail}`,
} as const;

/** A complete answer that is not what the E-utility documents: retrying would get the same. */
export const badResponseError = (utility: string, detail: string): NcbiError =>
  new NcbiError(ncbiErrorMessages.badResponse(utility, detail), { kind: 'bad-response', retryable: false });
