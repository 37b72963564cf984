import { Navigate, type RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { AccountsRoute } from '../features/accounts/routes/accounts';
import { AddAccountRoute } from '../features/accounts/routes/add-account';
import { DeactivatedAccountsRoute } from '../features/accounts/routes/deactivated-accounts';
import { EditAccountRoute } from '../features/accounts/routes/edit-account';
import { UserAccountRoute } from '../features/accounts/routes/user-account';
import { ChangePasswordRoute } from '../features/auth/routes/change-password';
import { ForgotPasswordRoute } from '../features/auth/routes/forgot-password';
import { ResetPasswordRoute } from '../features/auth/routes/reset-password';
import { SignInRoute } from '../features/auth/routes/sign-in';
import { ActiveOligosRoute } from '../features/oligos/routes/active-oligos';
import { AddOligoRoute } from '../features/oligos/routes/add-oligo';
import { ArchivedOligosRoute } from '../features/oligos/routes/archived-oligos';
import { ViewOligoRoute } from '../features/oligos/routes/view-oligo';
import { AddProductRoute } from '../features/products/routes/add-product';
import { EditProductRoute } from '../features/products/routes/edit-product';
import { ProductsRoute } from '../features/products/routes/products';
import { ViewProductRoute } from '../features/products/routes/view-product';
import { BrowseReportsRoute } from '../features/reports/routes/browse-reports';
import { GenerateReportRoute } from '../features/reports/routes/generate-report';
import { HomeRoute } from '../features/reports/routes/home';
import { ViewReportRoute } from '../features/reports/routes/view-report';
import { TargetsRoute } from '../features/targets/routes/targets';
import { ViewTargetRoute } from '../features/targets/routes/view-target';
import { paths } from '../lib/paths';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Signed-in screens whose features are not built yet: each exists (guarded, not a 404) and says so. */
const notBuiltYet: ReadonlyArray<{ path: string; title: string; id?: string }> = [
  { path: paths.scheduleReport, title: 'Schedule New Report' },
  // Named: the schedule card's Edit button navigates to the route 'editSchedule' (SPEC.md section 2).
  { path: paths.editSchedule, title: 'Edit Existing Schedule', id: 'editSchedule' },
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
              { path: paths.browseReports, element: <BrowseReportsRoute /> },
              { path: paths.viewReport, element: <ViewReportRoute /> },
              { path: paths.generateReport, element: <GenerateReportRoute /> },
              { path: paths.targets, element: <TargetsRoute /> },
              { path: paths.viewTarget, element: <ViewTargetRoute /> },
              { path: paths.oligos, element: <ActiveOligosRoute /> },
              { path: paths.archivedOligos, element: <ArchivedOligosRoute /> },
              { path: paths.addOligo, element: <AddOligoRoute /> },
              { path: paths.viewOligo, element: <ViewOligoRoute /> },
              { path: paths.products, element: <ProductsRoute /> },
              { path: paths.addProduct, element: <AddProductRoute /> },
              { path: paths.viewProduct, element: <ViewProductRoute /> },
              { path: paths.editProduct, element: <EditProductRoute /> },
              { path: paths.accounts, element: <AccountsRoute /> },
              { path: paths.addAccount, element: <AddAccountRoute /> },
              { path: paths.editAccount, element: <EditAccountRoute /> },
              { path: paths.deactivatedAccounts, element: <DeactivatedAccountsRoute /> },
              { path: paths.userAccount, element: <UserAccountRoute /> },
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
