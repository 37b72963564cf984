import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { type SessionClaims, sessionClaimsSchema } from '@oligowatch/shared/schemas/account';

/**
 * The session token lives in session storage under authToken (SPEC.md section 4). The SPA only
 * decodes it for exp, sub and access_level: the API verifies the signature on every call.
 */

export const readToken = (): string | null => sessionStorage.getItem(AUTH_TOKEN_STORAGE_KEY);

export const storeToken = (token: string): void => sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);

export const removeToken = (): void => sessionStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The JWT's claims, or null when the token is not a JWT carrying the claims we rely on. */
export const decodeClaims = (token: string): SessionClaims | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = sessionClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** exp is in epoch seconds; a token is expired from its exp second on. */
export const isExpired = (claims: Pick<SessionClaims, 'exp'>, nowMs: number = Date.now()): boolean =>
  claims.exp * 1000 <= nowMs;

export type ValidSession = { status: 'valid'; token: string; claims: SessionClaims };
export type SessionState = { status: 'missing' } | { status: 'expired' } | ValidSession;

/** What the stored token amounts to right now. An undecodable token counts as expired. */
export const readSession = (nowMs: number = Date.now()): SessionState => {
  const token = readToken();
  if (!token) return { status: 'missing' };
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims, nowMs)) return { status: 'expired' };
  return { status: 'valid', token, claims };
};
