import type { Permission } from '@hostportaal/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { loadAdminTexts } from '../i18n/i18n';
import { NotFoundContent, NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { GuestOnly } from './route-guards/guest-only';
import { RequirePermission } from './route-guards/require-permission';
import { RequireSession } from './route-guards/require-session';

// The customer pages of SPEC §2, each owned by its feature folder and none in the initial bundle (issue 9:
// initial JavaScript under 200 kB gzip). The router fetches a page's chunk when it is first visited.
const customerRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: 'invoices',
    lazy: async () => {
      const [{ InvoicesPage }, { prefetchInvoicesPage }] = await Promise.all([
        import('../features/invoices/pages/invoices-page'),
        import('../features/invoices/api/prefetch-invoices-page'),
      ]);
      return { Component: InvoicesPage, loader: () => prefetchInvoicesPage(queryClient) };
    },
  },
  {
    path: 'payment-arrangement',
    lazy: async () => ({
      Component: (await import('../features/payment-arrangement/pages/payment-arrangement-page'))
        .PaymentArrangementPage,
    }),
  },
  {
    path: 'subscriptions',
    lazy: async () => ({
      Component: (await import('../features/subscriptions/pages/subscriptions-page')).SubscriptionsPage,
    }),
  },
  {
    path: 'status',
    lazy: async () => ({ Component: (await import('../features/status/pages/status-page')).StatusPage }),
  },
  {
    path: 'servers',
    lazy: async () => ({ Component: (await import('../features/servers/pages/servers-page')).ServersPage }),
  },
  {
    path: 'instellingen',
    lazy: async () => ({
      Component: (await import('../features/settings/pages/settings-page')).SettingsPage,
    }),
  },
  {
    path: 'help',
    lazy: async () => ({ Component: (await import('../features/help/pages/help-page')).HelpPage }),
  },
  {
    path: 'support',
    lazy: async () => ({ Component: (await import('../features/support/pages/support-page')).SupportPage }),
  },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/contact/pages/contact-page')).ContactPage }),
  },
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

// Pages for visitors (and links from e-mails): each a chunk of its own as well.
const guestRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
  },
  {
    path: '/register',
    lazy: async () => ({ Component: (await import('../features/auth/pages/register-page')).RegisterPage }),
  },
  {
    path: '/forgot-password',
    lazy: async () => ({
      Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: '/sign-in-link',
    lazy: async () => ({
      Component: (await import('../features/auth/pages/sign-in-link-page')).SignInLinkPage,
    }),
  },
];

// Admin screens and their texts live in their own chunks, outside the bundle every customer loads.
function adminScreen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), loadAdminTexts()]);
    return { Component };
  };
}

/** A staff screen for the roles that hold `permission` (issue 18); others see the access-denied message. */
function staffScreen(path: string, permission: Permission, load: () => Promise<ComponentType>): RouteObject {
  return {
    element: <RequirePermission permission={permission} />,
    children: [{ path, lazy: adminScreen(load) }],
  };
}

// The permission of each screen matches its entry in the staff navigation (navigation-items.ts).
const adminRoutes: RouteObject[] = [
  staffScreen(
    'admin',
    'customers.read',
    async () => (await import('../features/admin/pages/admin-panel-page')).AdminPanelPage,
  ),
  staffScreen(
    'enhanced-subscriptions',
    'customers.read',
    async () => (await import('../features/admin/pages/collection-management-page')).CollectionManagementPage,
  ),
  staffScreen(
    'subscription',
    'reports',
    async () =>
      (await import('../features/admin/pages/subscription-analytics-page')).SubscriptionAnalyticsPage,
  ),
  staffScreen(
    'admin/tickets',
    'support',
    async () => (await import('../features/support/pages/admin-tickets-page')).AdminTicketsPage,
  ),
  staffScreen(
    'admin/status',
    'support',
    async () => (await import('../features/admin/pages/admin-status-page')).AdminStatusPage,
  ),
  // Answers 404 from the API in production, where the menu does not offer it (issue 28).
  staffScreen(
    'admin/outbox',
    'settings',
    async () => (await import('../features/admin/pages/email-outbox-page')).EmailOutboxPage,
  ),
];

/** The app's routes; loaders put data in `queryClient`, the client the app's queries read. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./route-guards/home-route')).HomeRoute }),
      },
      { element: <GuestOnly />, children: guestRoutes },
      {
        path: '/voorwaarden',
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-document-page')).TermsPage,
        }),
      },
      {
        path: '/privacy',
        lazy: async () => ({
          Component: (await import('../features/legal/pages/legal-document-page')).PrivacyPage,
        }),
      },
      {
        // Where the payment provider's checkout returns to (issue 29): signed in or not, the token is the key.
        path: '/betalen/status/:token',
        lazy: async () => ({
          Component: (await import('../features/online-payments/pages/payment-status-page'))
            .PaymentStatusPage,
        }),
      },
      {
        // The public pay page behind a signed link (issue 29): no login, the link is the key.
        path: '/betalen/:token',
        lazy: async () => ({
          Component: (await import('../features/online-payments/pages/pay-link-page')).PayLinkPage,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: '/verify-email',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage,
        }),
      },
      {
        path: '/confirm-email-change',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/confirm-email-change-page'))
            .ConfirmEmailChangePage,
        }),
      },
      {
        path: '/undo-email-change',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/undo-email-change-page')).UndoEmailChangePage,
        }),
      },
      {
        path: '/dashboard',
        element: (
          <RequireSession>
            <Outlet />
          </RequireSession>
        ),
        children: [
          {
            // The layout's chunk loads while the session is being checked, not after it.
            lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
                }),
              },
              ...customerRoutes(queryClient),
              ...adminRoutes,
              { path: '*', element: <NotFoundContent /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
