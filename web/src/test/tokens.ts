const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped token: the SPA only decodes it. exp is epoch seconds. */
export const makeToken = (claims: {
  sub?: string;
  access_level?: 'Admin' | 'User';
  exp?: number;
  jti?: string;
}): string => {
  const payload = {
    sub: 'user-123',
    access_level: 'Admin',
    exp: Math.floor(Date.now() / 1000) + 3600,
    jti: 'jti-1',
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
};
