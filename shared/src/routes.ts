/**
 * The single route table: every /v1 call of SPEC.md section 7 (plus the ones we add).
 * The CDK stack (one Lambda per row), the local server and the API tests all loop over it,
 * so a route cannot exist in one place and not another.
 *
 * `handler` names a file under functions/src (without extension) that exports `handler`.
 * A route not built yet gets a handler that throws notImplemented() (functions/src/lib/errors.ts): 501.
 */

import type { Feature } from './features';
import type { Grant } from './grants';

export type { Grant };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: no token; user: any signed-in active account; admin: access_level Admin. */
export type AuthLevel = 'public' | 'user' | 'admin';

export interface RouteDef {
  /** Stable identifier, used for Lambda names and logs. */
  readonly name: string;
  /** The feature it belongs to: its handler is functions/src/<feature>/handlers/<file>. */
  readonly feature: Feature;
  readonly method: HttpMethod;
  /** API Gateway style path with {param} segments. */
  readonly path: string;
  readonly handler: string;
  readonly auth: AuthLevel;
  readonly grants?: readonly Grant[];
}

export const routes = [
  // Reports
  {
    name: 'generateReport',
    feature: 'reports',
    method: 'POST',
    path: '/v1/parasail',
    handler: 'reports/handlers/generate-report',
    auth: 'user',
    // With a frequency it also asks the schedules feature for the schedule (its createSchedule job).
    grants: ['catalog:read', 'targets:read', 'reports:write', 'workflows:reportRun', 'jobs:createSchedule'],
  },
  {
    name: 'getDebug',
    feature: 'debug',
    method: 'GET',
    path: '/v1/debug',
    handler: 'debug/handlers/get-debug',
    auth: 'admin',
  },
  {
    name: 'listTargetOptions',
    feature: 'reports',
    method: 'GET',
    path: '/v1/report/targetOptions',
    handler: 'reports/handlers/list-target-options',
    auth: 'user',
    grants: ['targets:read'],
  },
  {
    name: 'listAllReports',
    feature: 'reports',
    method: 'GET',
    path: '/v1/report/all',
    handler: 'reports/handlers/list-all-reports',
    auth: 'user',
    grants: ['reports:read', 'workflows:reportRun:read'],
  },
  {
    name: 'listUpcomingReports',
    feature: 'schedules',
    method: 'GET',
    path: '/v1/report/upcoming',
    handler: 'schedules/handlers/list-upcoming-reports',
    auth: 'user',
    grants: ['schedules:read'],
  },
  {
    name: 'listRecentReports',
    feature: 'reports',
    method: 'GET',
    path: '/v1/report/recent',
    handler: 'reports/handlers/list-recent-reports',
    auth: 'user',
    grants: ['reports:read'],
  },
  {
    name: 'updateScheduledReport',
    feature: 'schedules',
    method: 'PUT',
    path: '/v1/report/upcoming/{id}',
    handler: 'schedules/handlers/update-scheduled-report',
    auth: 'user',
    grants: ['schedules:write', 'schedules:manage'],
  },
  {
    name: 'deleteScheduledReport',
    feature: 'schedules',
    method: 'DELETE',
    path: '/v1/report/upcoming/{id}',
    handler: 'schedules/handlers/delete-scheduled-report',
    auth: 'user',
    grants: ['schedules:write', 'schedules:manage'],
  },
  // Ours: a schedule's past runs, newest first, each with its report.
  {
    name: 'listScheduleRuns',
    feature: 'schedules',
    method: 'GET',
    path: '/v1/report/upcoming/{id}/runs',
    handler: 'schedules/handlers/list-schedule-runs',
    auth: 'user',
    // Each run's report (its current title and date) is the reports feature's: asked through its port.
    grants: ['schedules:read', 'jobs:reportsPort'],
  },
  {
    name: 'getReport',
    feature: 'reports',
    method: 'GET',
    path: '/v1/report/{id}',
    handler: 'reports/handlers/get-report',
    auth: 'user',
    grants: ['reports:read', 'workflows:reportRun:read'],
  },
  // Ours: one oligo's mismatch rows of a report, paged, sorted and filtered on the server.
  {
    name: 'listReportMismatches',
    feature: 'reports',
    method: 'GET',
    path: '/v1/report/{id}/mismatches',
    handler: 'reports/handlers/list-report-mismatches',
    auth: 'user',
    grants: ['reports:read'],
  },
  // Ours: a report's exports (CSV of rows, statistics or variants; an XLSX workbook), written by the export job.
  {
    name: 'exportReport',
    feature: 'reports',
    method: 'POST',
    path: '/v1/report/{id}/export',
    handler: 'reports/handlers/export-report',
    auth: 'user',
    grants: ['reports:write', 'jobs:export', 'workflows:reportRun:read'],
  },
  // Ours: an export's state, and its presigned download link once the export job has written it.
  {
    name: 'getReportExport',
    feature: 'reports',
    method: 'GET',
    path: '/v1/report/{id}/export/{exportId}',
    handler: 'reports/handlers/get-report-export',
    auth: 'user',
    grants: ['reports:read', 'exports:read'],
  },
  {
    name: 'createReport',
    feature: 'reports',
    method: 'POST',
    path: '/v1/report',
    handler: 'reports/handlers/create-report',
    auth: 'user',
    grants: ['reports:write'],
  },
  {
    name: 'updateReport',
    feature: 'reports',
    method: 'PUT',
    path: '/v1/report/{id}',
    handler: 'reports/handlers/update-report',
    auth: 'user',
    grants: ['reports:write'],
  },
  {
    name: 'deleteReport',
    feature: 'reports',
    method: 'DELETE',
    path: '/v1/report/{id}',
    handler: 'reports/handlers/delete-report',
    auth: 'user',
    grants: ['reports:write'],
  },

  // Targets
  {
    name: 'listActiveTargets',
    feature: 'targets',
    method: 'GET',
    path: '/v1/targets',
    handler: 'targets/handlers/list-active-targets',
    auth: 'user',
    grants: ['targets:read'],
  },
  {
    name: 'listAllTargets',
    feature: 'targets',
    method: 'GET',
    path: '/v1/targets/all',
    handler: 'targets/handlers/list-all-targets',
    auth: 'user',
    grants: ['targets:read'],
  },
  // The spec does not show this path; ours. Query parameters limit + cursor page it.
  {
    name: 'getTargetsByTaxonomicId',
    feature: 'targets',
    method: 'GET',
    path: '/v1/targets/taxonomy/{taxonomicId}',
    handler: 'targets/handlers/get-targets-by-taxonomic-id',
    auth: 'user',
    grants: ['targets:read'],
  },
  {
    name: 'getTarget',
    feature: 'targets',
    method: 'GET',
    path: '/v1/targets/{id}',
    handler: 'targets/handlers/get-target',
    auth: 'user',
    grants: ['targets:read'],
  },
  {
    name: 'initImportCache',
    feature: 'targets',
    method: 'POST',
    path: '/v1/cache',
    handler: 'targets/handlers/init-import-cache',
    auth: 'user',
    grants: ['imports:write', 'targets:read', 'ncbi:query'],
  },
  {
    name: 'processCachedImport',
    feature: 'targets',
    method: 'POST',
    path: '/v1/processCachedImport',
    handler: 'targets/handlers/process-cached-import',
    auth: 'user',
    // With `follow` (issue 32) the clade follows the query: its CLADE item and its schedule.
    grants: ['imports:write', 'jobs:import', 'targets:write', 'jobs:setRefreshSchedule'],
  },
  {
    name: 'createTarget',
    feature: 'targets',
    method: 'POST',
    path: '/v1/target',
    handler: 'targets/handlers/create-target',
    auth: 'user',
    grants: ['targets:write'],
  },
  // Ours: the progress of imports, which the targets screen polls while one runs.
  {
    name: 'listImports',
    feature: 'targets',
    method: 'GET',
    path: '/v1/imports',
    handler: 'targets/handlers/list-imports',
    auth: 'user',
    // And the refreshes of followed clades running now (issue 32), from the targets table.
    grants: ['imports:read', 'targets:read'],
  },
  {
    name: 'getImport',
    feature: 'targets',
    method: 'GET',
    path: '/v1/imports/{cacheID}',
    handler: 'targets/handlers/get-import',
    auth: 'user',
    grants: ['imports:read'],
  },

  // Ours (issue 32): a clade follows its NCBI query. "Whoever may import" (any signed-in user,
  // as POST /v1/processCachedImport) may follow, stop, refresh now and read the history. Three
  // routes, not five: each costs the stack 6 of its 450 budgeted resources (oligowatch-stack.test.ts).
  {
    name: 'setTargetFollow',
    feature: 'targets',
    method: 'PUT',
    path: '/v1/targets/{id}/follow',
    handler: 'targets/handlers/set-target-follow',
    auth: 'user',
    // Follows (or changes how often) or stops; the schedule is the schedules feature's.
    grants: ['targets:write', 'jobs:setRefreshSchedule'],
  },
  {
    name: 'refreshTarget',
    feature: 'targets',
    method: 'POST',
    path: '/v1/targets/{id}/refresh',
    handler: 'targets/handlers/refresh-target',
    auth: 'user',
    grants: ['targets:write', 'jobs:refresh'],
  },
  {
    name: 'listTargetRefreshes',
    feature: 'targets',
    method: 'GET',
    path: '/v1/targets/{id}/refreshes',
    handler: 'targets/handlers/list-target-refreshes',
    auth: 'user',
    // The follow, whether the clade may follow, the refresh running, and the history.
    grants: ['targets:read'],
  },

  // Users and sessions
  {
    name: 'createUser',
    feature: 'accounts',
    method: 'POST',
    path: '/v1/users/create',
    handler: 'accounts/handlers/create-user',
    auth: 'admin',
    grants: ['accounts:write', 'jobs:sendPasswordLink'],
  },
  // 'user': the handler lets a User read only their own account.
  {
    name: 'getUser',
    feature: 'accounts',
    method: 'GET',
    path: '/v1/users/get/{id}',
    handler: 'accounts/handlers/get-user',
    auth: 'user',
  },
  {
    name: 'listActiveUsers',
    feature: 'accounts',
    method: 'GET',
    path: '/v1/users/get_all_users',
    handler: 'accounts/handlers/list-active-users',
    auth: 'admin',
  },
  {
    name: 'listDeactivatedUsers',
    feature: 'accounts',
    method: 'GET',
    path: '/v1/users/get_all_deactivated_users',
    handler: 'accounts/handlers/list-deactivated-users',
    auth: 'admin',
  },
  // 'user': the handler lets a User change only the name and phone of their own account.
  {
    name: 'updateUser',
    feature: 'accounts',
    method: 'PUT',
    path: '/v1/users/update/{id}',
    handler: 'accounts/handlers/update-user',
    auth: 'user',
    grants: ['accounts:write'],
  },
  {
    name: 'deactivateUser',
    feature: 'accounts',
    method: 'DELETE',
    path: '/v1/users/delete/{id}',
    handler: 'accounts/handlers/deactivate-user',
    auth: 'admin',
    grants: ['accounts:write'],
  },
  {
    name: 'restoreUser',
    feature: 'accounts',
    method: 'PUT',
    path: '/v1/users/restore/{id}',
    handler: 'accounts/handlers/restore-user',
    auth: 'admin',
    grants: ['accounts:write'],
  },
  // The spec names the message, not the path; ours. Mails a reset link (an enrollment link while pending).
  {
    name: 'adminResetPassword',
    feature: 'accounts',
    method: 'POST',
    path: '/v1/users/reset/{id}',
    handler: 'accounts/handlers/admin-reset-password',
    auth: 'admin',
    grants: ['jobs:sendPasswordLink'],
  },
  {
    name: 'login',
    feature: 'auth',
    method: 'POST',
    path: '/v1/users/login',
    handler: 'auth/handlers/login',
    auth: 'public',
    grants: ['accounts:read', 'auth:write'],
  },
  {
    name: 'logout',
    feature: 'auth',
    method: 'POST',
    path: '/v1/users/logout',
    handler: 'auth/handlers/logout',
    auth: 'user',
    grants: ['auth:write'],
  },
  {
    name: 'forgotPassword',
    feature: 'auth',
    method: 'POST',
    path: '/v1/users/forgotpassword',
    handler: 'auth/handlers/forgot-password',
    auth: 'public',
    grants: ['accounts:read', 'auth:write', 'mail:send'],
  },
  {
    name: 'resetPassword',
    feature: 'auth',
    method: 'POST',
    path: '/v1/users/resetpassword/{token}',
    handler: 'auth/handlers/reset-password',
    auth: 'public',
    grants: ['accounts:write', 'auth:write'],
  },
  // Public: an enrollment token in the body authorises it; a signed-in user may instead give the current password.
  {
    name: 'changePassword',
    feature: 'auth',
    method: 'PUT',
    path: '/v1/users/changepassword',
    handler: 'auth/handlers/change-password',
    auth: 'public',
    grants: ['accounts:write', 'auth:write'],
  },
  // Ours: whether an e-mailed enrollment or reset link is still good, without using it, so its
  // screen can say "used" or "expired" on arrival. ?purpose=enrollment|reset.
  {
    name: 'getPasswordLinkStatus',
    feature: 'auth',
    method: 'GET',
    path: '/v1/users/linkstatus/{token}',
    handler: 'auth/handlers/get-password-link-status',
    auth: 'public',
    grants: ['accounts:read', 'auth:read'],
  },

  // Products
  {
    name: 'listProducts',
    feature: 'products',
    method: 'GET',
    path: '/v1/products',
    handler: 'products/handlers/list-products',
    auth: 'user',
    grants: ['catalog:read'],
  },
  {
    name: 'listProductsWithOligoDetails',
    feature: 'products',
    method: 'GET',
    path: '/v1/products_with_oligo_details',
    handler: 'products/handlers/list-products-with-oligo-details',
    auth: 'user',
    grants: ['catalog:read'],
  },
  {
    name: 'getProduct',
    feature: 'products',
    method: 'GET',
    path: '/v1/products/{id}',
    handler: 'products/handlers/get-product',
    auth: 'user',
    grants: ['catalog:read'],
  },
  {
    name: 'createProduct',
    feature: 'products',
    method: 'POST',
    path: '/v1/products',
    handler: 'products/handlers/create-product',
    auth: 'user',
    grants: ['catalog:write'],
  },
  {
    name: 'updateProduct',
    feature: 'products',
    method: 'PUT',
    path: '/v1/products/{id}',
    handler: 'products/handlers/update-product',
    auth: 'user',
    grants: ['catalog:write'],
  },
  {
    name: 'deleteProduct',
    feature: 'products',
    method: 'DELETE',
    path: '/v1/products/{id}',
    handler: 'products/handlers/delete-product',
    auth: 'user',
    grants: ['catalog:write'],
  },

  // Oligos
  {
    name: 'listAllOligos',
    feature: 'oligos',
    method: 'GET',
    path: '/v1/oligos/all',
    handler: 'oligos/handlers/list-all-oligos',
    auth: 'user',
    grants: ['catalog:read'],
  },
  {
    name: 'listActiveOligos',
    feature: 'oligos',
    method: 'GET',
    path: '/v1/oligos',
    handler: 'oligos/handlers/list-active-oligos',
    auth: 'user',
    grants: ['catalog:read'],
  },
  {
    name: 'listArchivedOligos',
    feature: 'oligos',
    method: 'GET',
    path: '/v1/oligos/archived',
    handler: 'oligos/handlers/list-archived-oligos',
    auth: 'user',
    grants: ['catalog:read'],
  },
  {
    name: 'getOligo',
    feature: 'oligos',
    method: 'GET',
    path: '/v1/oligos/{id}',
    handler: 'oligos/handlers/get-oligo',
    auth: 'user',
    grants: ['catalog:read'],
  },
  {
    name: 'createOligo',
    feature: 'oligos',
    method: 'POST',
    path: '/v1/oligos',
    handler: 'oligos/handlers/create-oligo',
    auth: 'user',
    grants: ['catalog:write'],
  },
  {
    name: 'archiveOligo',
    feature: 'oligos',
    method: 'DELETE',
    path: '/v1/oligos/{id}/archive',
    handler: 'oligos/handlers/archive-oligo',
    auth: 'user',
    grants: ['catalog:write'],
  },
  {
    name: 'restoreOligo',
    feature: 'oligos',
    method: 'PUT',
    path: '/v1/oligos/{id}/restore',
    handler: 'oligos/handlers/restore-oligo',
    auth: 'user',
    grants: ['catalog:write'],
  },
  // Ours (issue 23): set or confirm an oligo's role (forward, reverse or probe).
  {
    name: 'setOligoRole',
    feature: 'oligos',
    method: 'PUT',
    path: '/v1/oligos/{id}/role',
    handler: 'oligos/handlers/set-oligo-role',
    auth: 'user',
    grants: ['catalog:write'],
  },
  // Ours (issue 23): the oligo's latest strand check on each clade a report checked it on. The
  // reports feature writes them, and answers them through its port (0029).
  {
    name: 'listOligoStrandChecks',
    feature: 'oligos',
    method: 'GET',
    path: '/v1/oligos/{id}/strand-checks',
    handler: 'oligos/handlers/list-oligo-strand-checks',
    auth: 'user',
    grants: ['catalog:read', 'jobs:reportsPort'],
  },
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
