import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { PlaceholderPage } from '../components/placeholder/placeholder-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { DashboardLayout } from './layouts/dashboard-layout';
import { NotFoundContent, NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { GuestOnly } from './route-guards/guest-only';
import { HomeRoute } from './route-guards/home-route';
import { RequireAdmin } from './route-guards/require-admin';
import { RequireSession } from './route-guards/require-session';

// Customer pages whose screens arrive in later issues.
const placeholderRoutes: RouteObject[] = [
  { path: 'invoices', element: <PlaceholderPage titleKey="invoices" /> },
  { path: 'subscriptions', element: <PlaceholderPage titleKey="subscriptions" /> },
  { path: 'status', element: <PlaceholderPage titleKey="status" /> },
  { path: 'servers', element: <PlaceholderPage titleKey="servers" /> },
  { path: 'instellingen', element: <PlaceholderPage titleKey="settings" /> },
  { path: 'help', element: <PlaceholderPage titleKey="help" /> },
  { path: 'support', element: <PlaceholderPage titleKey="support" /> },
  { path: 'contact', element: <PlaceholderPage titleKey="contact" /> },
];

// Admin screens live in their own chunks, outside the bundle every customer loads.
const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/admin-panel-page')).AdminPanelPage,
    }),
  },
  {
    path: 'enhanced-subscriptions',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/collection-management-page'))
        .CollectionManagementPage,
    }),
  },
  {
    path: 'subscription',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/subscription-analytics-page'))
        .SubscriptionAnalyticsPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
    children: [
      { path: '/', element: <HomeRoute /> },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      {
        path: '/dashboard',
        element: (
          <RequireSession>
            <DashboardLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          ...placeholderRoutes,
          { element: <RequireAdmin />, children: adminRoutes },
          { path: '*', element: <NotFoundContent /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
