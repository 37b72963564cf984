import { Navigate, type RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { ChangePasswordRoute } from '../features/auth/routes/change-password';
import { ForgotPasswordRoute } from '../features/auth/routes/forgot-password';
import { ResetPasswordRoute } from '../features/auth/routes/reset-password';
import { SignInRoute } from '../features/auth/routes/sign-in';
import { HomeRoute } from '../features/reports/routes/home';
import { paths } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Signed-in screens whose features are not built yet: each exists (guarded, not a 404) and says so. */
const notBuiltYet: ReadonlyArray<{ path: string; title: string; id?: string }> = [
  { path: paths.browseReports, title: 'All Reports' },
  { path: paths.viewReport, title: 'Report' },
  { path: paths.generateReport, title: 'Generate New Report' },
  { path: paths.scheduleReport, title: 'Schedule New Report' },
  // Named: the schedule card's Edit button navigates to the route 'editSchedule' (SPEC.md section 2).
  { path: paths.editSchedule, title: 'Edit Existing Schedule', id: 'editSchedule' },
  { path: paths.targets, title: 'Target Sequences' },
  { path: paths.viewTarget, title: 'Target Details' },
  { path: paths.products, title: 'Products' },
  { path: paths.addProduct, title: 'Add a New Product' },
  { path: paths.viewProduct, title: 'View Product' },
  { path: paths.editProduct, title: 'Edit a Product' },
  { path: paths.oligos, title: 'Active Oligos' },
  { path: paths.archivedOligos, title: 'Archived Oligos' },
  { path: paths.addOligo, title: 'Add a New Oligo' },
  { path: paths.viewOligo, title: 'View Oligo' },
  { path: paths.accounts, title: 'Accounts' },
  { path: paths.addAccount, title: 'Add New Account' },
  { path: paths.editAccount, title: 'Edit Account' },
  { path: paths.deactivatedAccounts, title: 'Deactivated Accounts' },
  { path: paths.userAccount, title: 'My Account' },
];

/** SPEC.md section 2: public screens, the guarded screens under the navigation bar, and /404 for the rest. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.signIn, element: <SignInRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.changePassword, element: <ChangePasswordRoute /> },
      { path: paths.resetPassword, element: <ResetPasswordRoute /> },
      { path: paths.notFound, element: <NotFoundRoute /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.reports, element: <HomeRoute /> },
              ...notBuiltYet.map(({ path, title, id }) => ({
                path,
                ...(id ? { id } : {}),
                element: <PlaceholderPage title={title} />,
              })),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
