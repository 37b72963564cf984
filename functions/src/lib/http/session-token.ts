import { randomUUID } from 'node:crypto';
import { SESSION_LIFETIME_SECONDS } from '@oligowatch/shared/constants';
import { commonAccessMessages } from '@oligowatch/shared/messages/common';
import {
  type AccessLevel,
  type SessionClaims,
  sessionClaimsSchema,
} from '@oligowatch/shared/schemas/account';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { hasCode, unauthenticated } from '../errors';
import { getJwtKey } from '../secrets';

const ISSUER = 'oligowatch';
const ALGORITHM = 'HS256';

/** `generation` is the account's auth_generation now: the token works only while it stays so. */
export const signSessionToken = async (
  account: { id: string; accessLevel: AccessLevel; generation: number },
  lifetimeSeconds = SESSION_LIFETIME_SECONDS,
): Promise<string> =>
  new SignJWT({ access_level: account.accessLevel, gen: account.generation })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(account.id)
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(await getJwtKey());

/** Checks signature, algorithm, issuer and expiry; an invalid token of any kind is a 401. */
export const verifySessionToken = async (token: string): Promise<SessionClaims> => {
  try {
    const { payload } = await jwtVerify(token, await getJwtKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
    });
    const claims = sessionClaimsSchema.safeParse(payload);
    if (!claims.success) throw unauthenticated(commonAccessMessages.signInRequired);
    return claims.data;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthenticated(commonAccessMessages.sessionExpired);
    if (hasCode(error, 'unauthenticated')) throw error;
    throw unauthenticated(commonAccessMessages.signInRequired);
  }
};
