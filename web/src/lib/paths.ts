/**
 * Every screen route of SPEC.md section 2, said once. Patterns use react-router's `:param` syntax;
 * build concrete links with react-router's `generatePath`.
 */
export const paths = {
  signIn: '/',
  forgotPassword: '/forgot_password',
  changePassword: '/changepassword',
  resetPassword: '/reset_password',
  notFound: '/404',

  reports: '/reports',
  browseReports: '/reports/browse',
  viewReport: '/reports/view/:reportId',
  generateReport: '/reports/generate',
  scheduleReport: '/reports/schedule',
  editSchedule: '/reports/edit/:reportData',

  targets: '/targets',
  viewTarget: '/targets/view',

  products: '/products',
  addProduct: '/products/add',
  viewProduct: '/products/view/:productId',
  editProduct: '/products/edit/:productId',

  oligos: '/oligos',
  archivedOligos: '/oligos/archived',
  addOligo: '/oligos/add',
  viewOligo: '/oligos/view',

  accounts: '/accounts',
  addAccount: '/accounts/add',
  editAccount: '/accounts/edit/:userId',
  deactivatedAccounts: '/accounts/deactivated',
  userAccount: '/accounts/useraccount/:userId',
} as const;

/** Query parameter carrying the e-mailed token on /reset_password and /changepassword. */
export const TOKEN_QUERY_PARAM = 'token';
