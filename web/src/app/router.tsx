import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { lazyRoute } from './lazy-route';
import { RequireAuth } from './require-auth';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

// Every feature screen is its own chunk, loaded on first visit (lazy-route.tsx), and so is the
// signed-in frame (navigation bar, drawer): the sign-in page needs neither. Grouped by feature
// (web/src/features/<feature>/routes); a screen showing two features is composed in ./routes.
const AppLayout = lazyRoute(() => import('./layout/app-layout'), 'AppLayout');

// Composed here: Home shows reports and schedules, My Account shows accounts and auth.
const HomeRoute = lazyRoute(() => import('./routes/home/home'), 'HomeRoute');
const UserAccountRoute = lazyRoute(() => import('./routes/user-account'), 'UserAccountRoute');

// accounts
const AccountsRoute = lazyRoute(() => import('../features/accounts/routes/accounts'), 'AccountsRoute');
const AddAccountRoute = lazyRoute(() => import('../features/accounts/routes/add-account'), 'AddAccountRoute');
const DeactivatedAccountsRoute = lazyRoute(
  () => import('../features/accounts/routes/deactivated-accounts'),
  'DeactivatedAccountsRoute',
);
const EditAccountRoute = lazyRoute(
  () => import('../features/accounts/routes/edit-account'),
  'EditAccountRoute',
);

// auth
const ChangePasswordRoute = lazyRoute(
  () => import('../features/auth/routes/change-password'),
  'ChangePasswordRoute',
);
const ForgotPasswordRoute = lazyRoute(
  () => import('../features/auth/routes/forgot-password'),
  'ForgotPasswordRoute',
);
const ResetPasswordRoute = lazyRoute(
  () => import('../features/auth/routes/reset-password'),
  'ResetPasswordRoute',
);
const SignInRoute = lazyRoute(() => import('../features/auth/routes/sign-in'), 'SignInRoute');

// oligos
const ActiveOligosRoute = lazyRoute(
  () => import('../features/oligos/routes/active-oligos'),
  'ActiveOligosRoute',
);
const AddOligoRoute = lazyRoute(() => import('../features/oligos/routes/add-oligo'), 'AddOligoRoute');
const ArchivedOligosRoute = lazyRoute(
  () => import('../features/oligos/routes/archived-oligos'),
  'ArchivedOligosRoute',
);
const ViewOligoRoute = lazyRoute(() => import('../features/oligos/routes/view-oligo'), 'ViewOligoRoute');

// products
const AddProductRoute = lazyRoute(() => import('../features/products/routes/add-product'), 'AddProductRoute');
const EditProductRoute = lazyRoute(
  () => import('../features/products/routes/edit-product'),
  'EditProductRoute',
);
const ProductsRoute = lazyRoute(() => import('../features/products/routes/products'), 'ProductsRoute');
const ViewProductRoute = lazyRoute(
  () => import('../features/products/routes/view-product'),
  'ViewProductRoute',
);

// reports
const BrowseReportsRoute = lazyRoute(
  () => import('../features/reports/routes/browse-reports'),
  'BrowseReportsRoute',
);
const GenerateReportRoute = lazyRoute(
  () => import('../features/reports/routes/generate-report'),
  'GenerateReportRoute',
);
const ViewReportRoute = lazyRoute(() => import('../features/reports/routes/view-report'), 'ViewReportRoute');
const ScheduleReportRoute = lazyRoute(
  () => import('../features/reports/routes/schedule-report'),
  'ScheduleReportRoute',
);

// schedules
const EditScheduleRoute = lazyRoute(
  () => import('../features/schedules/routes/edit-schedule'),
  'EditScheduleRoute',
);

// targets
const TargetsRoute = lazyRoute(() => import('../features/targets/routes/targets'), 'TargetsRoute');
const ViewTargetRoute = lazyRoute(() => import('../features/targets/routes/view-target'), 'ViewTargetRoute');

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
              { path: paths.scheduleReport, element: <ScheduleReportRoute /> },
              // Named: the schedule card's Edit button navigates to the route 'editSchedule' (SPEC.md section 2).
              { path: paths.editSchedule, id: 'editSchedule', element: <EditScheduleRoute /> },
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
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
