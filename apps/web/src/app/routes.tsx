import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { ContactPage } from '../features/contact/pages/contact-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { HelpPage } from '../features/help/pages/help-page';
import { InvoicesPage } from '../features/invoices/pages/invoices-page';
import { ServersPage } from '../features/servers/pages/servers-page';
import { SettingsPage } from '../features/settings/pages/settings-page';
import { StatusPage } from '../features/status/pages/status-page';
import { SubscriptionsPage } from '../features/subscriptions/pages/subscriptions-page';
import { SupportPage } from '../features/support/pages/support-page';
import { DashboardLayout } from './layouts/dashboard-layout';
import { NotFoundContent, NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { GuestOnly } from './route-guards/guest-only';
import { HomeRoute } from './route-guards/home-route';
import { RequireAdmin } from './route-guards/require-admin';
import { RequireSession } from './route-guards/require-session';

// The customer pages of SPEC §2, each owned by its feature folder.
const customerRoutes: RouteObject[] = [
  { path: 'invoices', element: <InvoicesPage /> },
  { path: 'subscriptions', element: <SubscriptionsPage /> },
  { path: 'status', element: <StatusPage /> },
  { path: 'servers', element: <ServersPage /> },
  { path: 'instellingen', element: <SettingsPage /> },
  { path: 'help', element: <HelpPage /> },
  { path: 'support', element: <SupportPage /> },
  { path: 'contact', element: <ContactPage /> },
  {
    path: 'games',
    lazy: async () => ({
      Component: (await import('../features/games/pages/games-page')).GamesPage,
    }),
  },
  {
    path: 'bestellen',
    lazy: async () => ({
      Component: (await import('../features/ordering/pages/order-page')).OrderPage,
    }),
  },
  {
    path: 'bestellen/afrekenen',
    lazy: async () => ({
      Component: (await import('../features/ordering/pages/checkout-page')).CheckoutPage,
    }),
  },
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
  {
    path: 'admin/tickets',
    lazy: async () => ({
      Component: (await import('../features/support/pages/admin-tickets-page')).AdminTicketsPage,
    }),
  },
  {
    path: 'admin/status',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/admin-status-page')).AdminStatusPage,
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
          ...customerRoutes,
          { element: <RequireAdmin />, children: adminRoutes },
          { path: '*', element: <NotFoundContent /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
