import { commonAccessMessages, commonApiMessages } from '@oligowatch/shared/messages/common';
import { buildPath, findRouteByName, type HttpMethod, type RouteName } from '@oligowatch/shared/routes';
import { errorBodySchema } from '@oligowatch/shared/schemas/common';
import type * as z from 'zod';
import { readToken, removeToken } from './session';
import type { SignedOutReason } from './signed-out-reason';

/**
 * Fired when the API refuses the stored token (logged out elsewhere, account deactivated); a
 * CustomEvent whose detail is the SignedOutReason the sign-in screen should give.
 */
export const SESSION_ENDED_EVENT = 'oligowatch:session-ended';

/** Why the server refused a session: only a deactivation has words of its own. */
export const sessionEndReason = (serverMessage: string | undefined): SignedOutReason =>
  serverMessage === commonAccessMessages.accountDeactivated ? 'deactivated' : 'expired';

/**
 * Every call goes to the relative /v1 base on our own origin, with cookies, JSON bodies and, when a
 * session token is stored, a bearer header (SPEC.md section 7). Paths come from the shared route
 * table (`findRouteByName` + `buildPath`), never typed by hand.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status, or null when no response arrived (network failure, server unreachable). */
    readonly status: number | null,
    /** The server's `{ message }`, when it sent one. */
    readonly serverMessage: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(serverMessage ?? (status === null ? 'No response from server' : `HTTP ${status}`), options);
  }

  get noResponse(): boolean {
    return this.status === null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's own `{ message }` for a failed call when it sent one, else `fallback`. */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  (isApiError(error) && error.serverMessage) || fallback;

/** Like `serverMessageOr`, but a call that got no answer at all says so (SPEC.md section 8). */
export const apiFailureText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.noResponse ? commonApiMessages.noResponse : serverMessageOr(error, fallback);

interface RequestOptions<S extends z.ZodType | undefined> {
  body?: unknown;
  /** Validates (and types) the success body; a mismatch rejects with the zod error. */
  schema?: S;
  signal?: AbortSignal;
}

type Result<S> = S extends z.ZodType ? z.infer<S> : unknown;

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const apiRequest = async <S extends z.ZodType | undefined = undefined>(
  method: HttpMethod,
  path: string,
  { body, schema, signal }: RequestOptions<S> = {},
): Promise<Result<S>> => {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    // An abort is the caller's decision, not a network failure.
    if (signal?.aborted) throw cause;
    throw new ApiError(null, undefined, { cause });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    const serverMessage = parsed.success ? parsed.data.message : undefined;
    if (response.status === 401 && token) {
      // The server no longer accepts this session: forget it, and let the guard send the user to /.
      removeToken();
      window.dispatchEvent(
        new CustomEvent<SignedOutReason>(SESSION_ENDED_EVENT, { detail: sessionEndReason(serverMessage) }),
      );
    }
    throw new ApiError(response.status, serverMessage);
  }
  return (schema ? schema.parse(payload) : payload) as Result<S>;
};

/** Calls a route of the shared table by name: its method and path are never copied here. */
export const callRoute = <S extends z.ZodType | undefined = undefined>(
  name: RouteName,
  {
    params,
    query,
    ...options
  }: RequestOptions<S> & {
    params?: Record<string, string | number>;
    /** Query-string values; undefined and '' ones are left out. */
    query?: Record<string, string | number | undefined>;
  } = {},
): Promise<Result<S>> => {
  const route = findRouteByName(name);
  return apiRequest(route.method, buildPath(route.path, params) + queryString(query), options);
};

// encodeURIComponent rather than URLSearchParams: a space becomes %20, never '+', which not every
// gateway decodes back to a space.
const queryString = (query: Record<string, string | number | undefined> = {}): string => {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === ''
      ? []
      : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};
