import { describe, expect, it } from 'vitest';
import { matchRoute, pathHasOtherMethods } from './match-route';
import { buildPath } from './routes';

describe('matchRoute', () => {
  it.each([
    ['GET', '/v1/oligos/archived', 'listArchivedOligos', {}],
    ['GET', '/v1/oligos/abc', 'getOligo', { id: 'abc' }],
    ['DELETE', '/v1/oligos/abc/archive', 'archiveOligo', { id: 'abc' }],
    ['GET', '/v1/report/all', 'listAllReports', {}],
    ['GET', '/v1/report/upcoming', 'listUpcomingReports', {}],
    ['PUT', '/v1/report/upcoming/r1', 'updateScheduledReport', { id: 'r1' }],
    ['PUT', '/v1/report/r1', 'updateReport', { id: 'r1' }],
    ['GET', '/v1/targets/all', 'listAllTargets', {}],
    ['GET', '/v1/targets/2697049', 'getTarget', { id: '2697049' }],
    ['POST', '/v1/users/resetpassword/a%2Fb', 'resetPassword', { token: 'a/b' }],
    ['get', '/v1/oligos/', 'listActiveOligos', {}],
  ])('%s %s -> %s', (method, path, name, params) => {
    const match = matchRoute(method, path);
    expect(match?.route.name).toBe(name);
    expect(match?.pathParameters).toEqual(params);
  });

  it.each([
    ['GET', '/v1/nothing'],
    ['PATCH', '/v1/oligos'],
    ['GET', '/v1/oligos/a/b/c'],
    ['GET', '/oligos'],
  ])('finds no route for %s %s', (method, path) => {
    expect(matchRoute(method, path)).toBeUndefined();
  });

  it('tells a path known under another method from an unknown path', () => {
    expect(pathHasOtherMethods('/v1/oligos')).toBe(true);
    expect(pathHasOtherMethods('/v1/nothing')).toBe(false);
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/v1/oligos/{id}/archive', { id: 'a b' })).toBe('/v1/oligos/a%20b/archive');
  });
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/v1/oligos/{id}')).toThrow('Missing path parameter id');
  });
});
