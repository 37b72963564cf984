/**
 * The single route table: every /v1 call of SPEC.md section 7 (plus the ones we add).
 * The CDK stack (one Lambda per row), the local server and the API tests all loop over it,
 * so a route cannot exist in one place and not another.
 *
 * `handler` names a file under functions/src (without extension) that exports `handler`.
 * Rows whose feature is not built yet point at `common/not-implemented`, which answers 501.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: no token; user: any signed-in active account; admin: access_level Admin. */
export type AuthLevel = 'public' | 'user' | 'admin';

/**
 * What a route's Lambda may touch, beyond what its auth level implies (protected routes always
 * get read access to the accounts and auth tables to verify the caller). The CDK stack turns
 * these into least-privilege IAM grants.
 */
export type Grant = 'accounts:read' | 'accounts:write' | 'auth:read' | 'auth:write' | 'mail:send';

export interface RouteDef {
  /** Stable identifier, used for Lambda names and logs. */
  readonly name: string;
  readonly method: HttpMethod;
  /** API Gateway style path with {param} segments. */
  readonly path: string;
  readonly handler: string;
  readonly auth: AuthLevel;
  readonly grants?: readonly Grant[];
}

const NOT_BUILT = 'common/not-implemented';

export const routes = [
  // Reports
  { name: 'generateReport', method: 'POST', path: '/v1/parasail', handler: NOT_BUILT, auth: 'user' },
  { name: 'getDebug', method: 'GET', path: '/v1/debug', handler: 'common/get-debug', auth: 'admin' },
  {
    name: 'listTargetOptions',
    method: 'GET',
    path: '/v1/report/targetOptions',
    handler: NOT_BUILT,
    auth: 'user',
  },
  { name: 'listAllReports', method: 'GET', path: '/v1/report/all', handler: NOT_BUILT, auth: 'user' },
  {
    name: 'listUpcomingReports',
    method: 'GET',
    path: '/v1/report/upcoming',
    handler: NOT_BUILT,
    auth: 'user',
  },
  { name: 'listRecentReports', method: 'GET', path: '/v1/report/recent', handler: NOT_BUILT, auth: 'user' },
  {
    name: 'updateScheduledReport',
    method: 'PUT',
    path: '/v1/report/upcoming/{id}',
    handler: NOT_BUILT,
    auth: 'user',
  },
  {
    name: 'deleteScheduledReport',
    method: 'DELETE',
    path: '/v1/report/upcoming/{id}',
    handler: NOT_BUILT,
    auth: 'user',
  },
  { name: 'getReport', method: 'GET', path: '/v1/report/{id}', handler: NOT_BUILT, auth: 'user' },
  { name: 'createReport', method: 'POST', path: '/v1/report', handler: NOT_BUILT, auth: 'user' },
  { name: 'updateReport', method: 'PUT', path: '/v1/report/{id}', handler: NOT_BUILT, auth: 'user' },
  { name: 'deleteReport', method: 'DELETE', path: '/v1/report/{id}', handler: NOT_BUILT, auth: 'user' },

  // Targets
  { name: 'listActiveTargets', method: 'GET', path: '/v1/targets', handler: NOT_BUILT, auth: 'user' },
  { name: 'listAllTargets', method: 'GET', path: '/v1/targets/all', handler: NOT_BUILT, auth: 'user' },
  // The spec does not show this path; ours.
  {
    name: 'getTargetsByTaxonomicId',
    method: 'GET',
    path: '/v1/targets/taxonomy/{taxonomicId}',
    handler: NOT_BUILT,
    auth: 'user',
  },
  { name: 'getTarget', method: 'GET', path: '/v1/targets/{id}', handler: NOT_BUILT, auth: 'user' },
  { name: 'initImportCache', method: 'POST', path: '/v1/cache', handler: NOT_BUILT, auth: 'user' },
  {
    name: 'processCachedImport',
    method: 'POST',
    path: '/v1/processCachedImport',
    handler: NOT_BUILT,
    auth: 'user',
  },
  { name: 'createTarget', method: 'POST', path: '/v1/target', handler: NOT_BUILT, auth: 'user' },

  // Users and sessions
  { name: 'createUser', method: 'POST', path: '/v1/users/create', handler: NOT_BUILT, auth: 'admin' },
  { name: 'getUser', method: 'GET', path: '/v1/users/get/{id}', handler: NOT_BUILT, auth: 'user' },
  {
    name: 'listActiveUsers',
    method: 'GET',
    path: '/v1/users/get_all_users',
    handler: NOT_BUILT,
    auth: 'admin',
  },
  {
    name: 'listDeactivatedUsers',
    method: 'GET',
    path: '/v1/users/get_all_deactivated_users',
    handler: NOT_BUILT,
    auth: 'admin',
  },
  { name: 'updateUser', method: 'PUT', path: '/v1/users/update/{id}', handler: NOT_BUILT, auth: 'user' },
  {
    name: 'deactivateUser',
    method: 'DELETE',
    path: '/v1/users/delete/{id}',
    handler: NOT_BUILT,
    auth: 'admin',
  },
  { name: 'restoreUser', method: 'PUT', path: '/v1/users/restore/{id}', handler: NOT_BUILT, auth: 'admin' },
  {
    name: 'login',
    method: 'POST',
    path: '/v1/users/login',
    handler: 'users/login',
    auth: 'public',
    grants: ['accounts:read', 'auth:write'],
  },
  {
    name: 'logout',
    method: 'POST',
    path: '/v1/users/logout',
    handler: 'users/logout',
    auth: 'user',
    grants: ['auth:write'],
  },
  {
    name: 'forgotPassword',
    method: 'POST',
    path: '/v1/users/forgotpassword',
    handler: 'users/forgot-password',
    auth: 'public',
    grants: ['accounts:read', 'auth:write', 'mail:send'],
  },
  {
    name: 'resetPassword',
    method: 'POST',
    path: '/v1/users/resetpassword/{token}',
    handler: 'users/reset-password',
    auth: 'public',
    grants: ['accounts:write', 'auth:write'],
  },
  // Public: an enrollment token in the body authorises it; a signed-in user may instead give the current password.
  {
    name: 'changePassword',
    method: 'PUT',
    path: '/v1/users/changepassword',
    handler: 'users/change-password',
    auth: 'public',
    grants: ['accounts:write', 'auth:write'],
  },

  // Products
  { name: 'listProducts', method: 'GET', path: '/v1/products', handler: NOT_BUILT, auth: 'user' },
  {
    name: 'listProductsWithOligoDetails',
    method: 'GET',
    path: '/v1/products_with_oligo_details',
    handler: NOT_BUILT,
    auth: 'user',
  },
  { name: 'getProduct', method: 'GET', path: '/v1/products/{id}', handler: NOT_BUILT, auth: 'user' },
  { name: 'createProduct', method: 'POST', path: '/v1/products', handler: NOT_BUILT, auth: 'user' },
  { name: 'updateProduct', method: 'PUT', path: '/v1/products/{id}', handler: NOT_BUILT, auth: 'user' },
  { name: 'deleteProduct', method: 'DELETE', path: '/v1/products/{id}', handler: NOT_BUILT, auth: 'user' },

  // Oligos
  { name: 'listAllOligos', method: 'GET', path: '/v1/oligos/all', handler: NOT_BUILT, auth: 'user' },
  { name: 'listActiveOligos', method: 'GET', path: '/v1/oligos', handler: NOT_BUILT, auth: 'user' },
  {
    name: 'listArchivedOligos',
    method: 'GET',
    path: '/v1/oligos/archived',
    handler: NOT_BUILT,
    auth: 'user',
  },
  { name: 'getOligo', method: 'GET', path: '/v1/oligos/{id}', handler: NOT_BUILT, auth: 'user' },
  { name: 'createOligo', method: 'POST', path: '/v1/oligos', handler: NOT_BUILT, auth: 'user' },
  {
    name: 'archiveOligo',
    method: 'DELETE',
    path: '/v1/oligos/{id}/archive',
    handler: NOT_BUILT,
    auth: 'user',
  },
  { name: 'restoreOligo', method: 'PUT', path: '/v1/oligos/{id}/restore', handler: NOT_BUILT, auth: 'user' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]['name'];

/** `GET /v1/oligos/{id}` — the API Gateway route key. */
export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string => `${route.method} ${route.path}`;

export const findRouteByName = (name: RouteName): RouteDef => {
  const found = routes.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
};

/** Fills `{param}` segments, URI-encoding each value. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
