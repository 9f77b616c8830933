import { adminAnalyticsEn } from './admin-analytics/en';
import { adminAuditEn } from './admin-audit/en';
import { adminBillingEn } from './admin-billing/en';
import { adminCatalogEn } from './admin-catalog/en';
import { adminCollectionsEn } from './admin-collections/en';
import { adminHostingEn } from './admin-hosting/en';
import { adminOverviewEn } from './admin-overview/en';
import { adminSearchEn } from './admin-search/en';
import { adminSepaEn } from './admin-sepa/en';
import { adminUsersEn } from './admin-users/en';
import { billingEn } from './billing/en';
import { catalogEn } from './catalog/en';
import { enhancedEn } from './enhanced/en';
import { gamesEn } from './games/en';
import { mandateEn } from './mandate/en';
import type { Catalogue } from './nl';
import { orderingEn } from './ordering/en';
import { settingsEn } from './settings/en';
import { subscriptionsEn } from './subscriptions/en';
import { supportEn } from './support/en';

// SPEC's English texts verbatim where SPEC gives them (errors §8, success messages, admin labels).
export const en: Catalogue = {
  app: {
    name: 'Hostportaal',
    skipToContent: 'Skip to content',
    loading: 'One moment, loading your details…',
    documentTitle: '{{page}} · Hostportaal',
  },
  common: {
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    retry: 'Try again',
    notifications: 'Notifications',
    pagination: {
      label: 'Pagination',
      pageOf: 'Page {{page}} of {{totalPages}}',
      previous: 'Previous',
      next: 'Next',
    },
  },
  nav: {
    mainLabel: 'Main menu',
    dashboard: 'Dashboard',
    invoices: 'Invoices',
    subscriptions: 'Subscriptions',
    order: 'Order',
    servers: 'Servers',
    games: 'Game servers',
    status: 'Status',
    support: 'Support',
    help: 'Help',
    contact: 'Contact',
    settings: 'Settings',
    adminHeading: 'Administration',
    adminPanel: 'Admin Panel',
    collectionManagement: 'Collection Management',
    subscriptionAnalytics: 'Subscription Analytics',
    supportTickets: 'Support tickets',
    platformStatus: 'Platform status',
  },
  sidebar: {
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    drawerTitle: 'Menu',
  },
  header: {
    welcome: 'Welcome back',
    searchLabel: 'Search',
    searchPlaceholder: 'Search invoices, subscriptions, tickets…',
    searchHint: 'Type at least 2 characters to search.',
    searchNoResults: 'No results',
    searchError: 'Search failed. Please try again.',
    searchResults: 'Search results',
    searchGroups: {
      invoices: 'Invoices',
      subscriptions: 'Subscriptions',
      tickets: 'Tickets',
    },
  },
  notifications: {
    buttonLabel: 'Notifications, {{count}} unread',
    title: 'Notifications',
    empty: "You don't have any notifications yet.",
    markAllRead: 'Mark all as read',
    loadError: 'Your notifications could not be loaded.',
    unread: 'Unread',
  },
  theme: {
    switchToLight: 'Switch to light theme',
    switchToDark: 'Switch to dark theme',
  },
  userMenu: {
    trigger: 'User menu for {{name}}',
    profile: 'Profile',
    settings: 'Settings',
    billing: 'Billing',
    logout: 'Log out',
  },
  roles: {
    admin: 'Administrator',
    user: 'Customer',
  },
  home: {
    eyebrow: 'Hosting from the Netherlands',
    title: 'Reliable hosting, personally arranged',
    intro:
      'We are a Dutch hosting company for businesses and organisations. We manage your servers and hosting packages, keep everything secure and up to date, and are there when you need us. Hostportaal shows you exactly what you have with us.',
    login: 'Log in',
    register: 'Register',
    featuresTitle: 'Why customers choose us',
    managedTitle: 'Managed servers',
    managedText: 'We take care of updates, security and monitoring, so you can focus on your work.',
    billingTitle: 'Pay by direct debit',
    billingText: 'No separate payments: your invoices are collected automatically by SEPA direct debit.',
    supportTitle: 'Personal support',
    supportText: 'Got a question? Our support team helps you quickly, in plain language.',
    footer: '© {{year}} Hostportaal. All amounts in euro.',
  },
  auth: {
    fields: {
      email: 'Email address',
      password: 'Password',
      firstname: 'First name',
      lastname: 'Last name',
      rememberMe: 'Remember me',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      verificationCode: 'Verification code',
      passwordHint: 'At least {{min}} characters.',
    },
    login: {
      title: 'Log in',
      subtitle: 'Log in to manage your services, invoices and subscriptions.',
      submit: 'Log in',
      forgotPassword: 'Forgot your password?',
      noAccount: 'No account yet?',
      registerLink: 'Register',
    },
    twoFactor: {
      title: 'Two-factor authentication',
      subtitle: 'Enter the 6-digit code from your authenticator app, or use one of your backup codes.',
      submit: 'Verify',
      backToLogin: 'Back to log in',
    },
    register: {
      title: 'Create an account',
      subtitle: 'Create an account and manage your hosting in one place.',
      submit: 'Create account',
      hasAccount: 'Already have an account?',
      loginLink: 'Log in',
    },
    forgotPassword: {
      title: 'Forgot password',
      subtitle: 'Enter your email address. We will send you a link to set a new password.',
      submit: 'Send reset link',
      sentHint:
        'If this email address belongs to an account, the link will be in your inbox within a few minutes. Nothing received? Please check your spam folder too.',
      backToLogin: 'Back to log in',
    },
    resetPassword: {
      title: 'Set a new password',
      subtitle: 'Choose a new password for your account.',
      submit: 'Save password',
      invalidLink: 'This link is invalid or has expired. Please request a new reset link.',
      requestNewLink: 'Request a new reset link',
    },
    verifyEmail: {
      title: 'Confirm email address',
      verifying: 'Confirming your email address…',
      success: 'Your email address has been confirmed. Thank you!',
      failed: 'We could not confirm your email address.',
      missingToken: 'This confirmation link is incomplete. Please open the link from the email again.',
      toLogin: 'Go to log in',
      toDashboard: 'Go to your dashboard',
    },
    messages: {
      loginSuccessful: 'Login successful',
      registrationSuccessful: 'Registration successful! Please log in.',
      passwordResetEmailSent: 'Password reset email sent successfully',
      passwordChanged: 'Password changed successfully',
      loggedOut: 'You have been logged out. See you next time!',
      sessionExpired: 'Your session has expired. Please log in again.',
    },
  },
  validation: {
    required: 'This field is required.',
    email: 'Enter a valid email address.',
    passwordTooShort: 'Your password must be at least {{min}} characters long.',
    passwordsDoNotMatch: 'Passwords do not match',
    verificationCode: 'Enter a 6-digit code or a backup code.',
  },
  errors: {
    http: {
      '400': 'Invalid request',
      '401': 'Authentication required. Please log in.',
      '403': "You don't have permission to perform this action",
      '404': 'Resource not found',
      '408': 'Request timeout',
      '409': 'Conflict occurred',
      '422': 'Validation failed',
      '429': 'Too many requests. Please try again later.',
      '500': 'Server error. Please try again later.',
    },
    twoFactorRequired:
      'Turn on two-factor authentication first under Settings → Security: it is required for admins.',
    network: 'Network error',
    requestFailed: 'API request failed',
    invalidResponse: 'The server sent an unexpected response. Please try again later.',
  },
  dashboard: {
    welcome: 'Welcome back, {{name}}!',
    intro: 'Your services, invoices and support requests at a glance.',
  },
  accessDenied: {
    title: 'Access Denied',
    text: 'You do not have administrator rights for this page.',
    back: 'Back to your dashboard',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist (any more) or has moved.',
    home: 'Go to the home page',
  },
  routeError: {
    title: 'An error occurred',
    text: 'This page could not be loaded.',
    retry: 'Try again',
  },
  billing: billingEn,
  ordering: orderingEn,
  adminBilling: adminBillingEn,
  adminCatalog: adminCatalogEn,
  adminSepa: adminSepaEn,
  adminCollections: adminCollectionsEn,
  adminOverview: adminOverviewEn,
  adminUsers: adminUsersEn,
  adminAudit: adminAuditEn,
  adminHosting: adminHostingEn,
  adminSearch: adminSearchEn,
  adminAnalytics: adminAnalyticsEn,
  enhanced: enhancedEn,
  subscriptionsPage: subscriptionsEn,
  catalog: catalogEn,
  settings: settingsEn,
  support: supportEn,
  mandate: mandateEn,
  games: gamesEn,
};
