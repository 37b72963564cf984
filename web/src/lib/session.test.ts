import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { decodeClaims, isExpired, readSession, readToken, removeToken, storeToken } from './session';

describe('session storage', () => {
  it('stores, reads and removes the token under authToken in session storage', () => {
    expect(readToken()).toBeNull();
    storeToken('abc');
    expect(sessionStorage.getItem('authToken')).toBe('abc');
    expect(readToken()).toBe('abc');
    removeToken();
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('decodeClaims', () => {
  it('reads sub, access_level, exp and jti from the payload', () => {
    const token = makeToken({ sub: 'u-1', access_level: 'User', exp: 2_000_000_000, jti: 'j-9' });
    expect(decodeClaims(token)).toEqual({ sub: 'u-1', access_level: 'User', exp: 2_000_000_000, jti: 'j-9' });
  });

  it('decodes base64url payloads with non-ASCII text and no padding', () => {
    const payload = { sub: 'ü-ß-é?>', access_level: 'Admin', exp: 1_900_000_000, jti: 'j' };
    const bytes = new TextEncoder().encode(JSON.stringify(payload));
    const segment = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeClaims(`h.${segment}.s`)?.sub).toBe('ü-ß-é?>');
  });

  it.each([
    ['not a JWT', 'garbage'],
    ['an empty payload', 'a..c'],
    ['a payload that is not JSON', `a.${btoa('not json')}.c`],
    ['a payload without exp', `a.${btoa(JSON.stringify({ sub: 's', access_level: 'Admin', jti: 'j' }))}.c`],
    [
      'an unknown access level',
      `a.${btoa(JSON.stringify({ sub: 's', access_level: 'Root', exp: 1, jti: 'j' }))}.c`,
    ],
  ])('returns null for %s', (_, token) => {
    expect(decodeClaims(token)).toBeNull();
  });
});

describe('isExpired', () => {
  const exp = 1_700_000_000;
  it('is false before exp and true from exp on (exp in seconds)', () => {
    expect(isExpired({ exp }, exp * 1000 - 1)).toBe(false);
    expect(isExpired({ exp }, exp * 1000)).toBe(true);
    expect(isExpired({ exp }, exp * 1000 + 1)).toBe(true);
  });
});

describe('readSession', () => {
  it('is missing without a token', () => {
    expect(readSession()).toEqual({ status: 'missing' });
  });

  it('is expired for a past exp and for a token it cannot read', () => {
    storeToken(makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(readSession().status).toBe('expired');
    storeToken('not-a-jwt');
    expect(readSession().status).toBe('expired');
  });

  it('is valid with the claims for a future exp', () => {
    const token = makeToken({ sub: 'u-7', access_level: 'User' });
    storeToken(token);
    const session = readSession();
    expect(session).toMatchObject({ status: 'valid', token, claims: { sub: 'u-7', access_level: 'User' } });
  });
});
