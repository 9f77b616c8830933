import { activityEn } from './activity/en';
import { billingEn } from './billing/en';
import { catalogEn } from './catalog/en';
import { consumerLawEn } from './consumer-law/en';
import { errorTextsEn } from './error-texts/en';
import { gamesEn } from './games/en';
import { mandateEn } from './mandate/en';
import type { CustomerCatalogue } from './nl';
import { onlinePaymentsEn } from './online-payments/en';
import { orderingEn } from './ordering/en';
import { paymentArrangementEn } from './payment-arrangement/en';
import { settingsEn } from './settings/en';
import { subscriptionsEn } from './subscriptions/en';
import { supportEn } from './support/en';

// SPEC's English texts verbatim where SPEC gives them (errors §8, success messages, admin labels).
export const en: CustomerCatalogue = {
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
    emailOutbox: 'E-mail outbox',
  },
  sidebar: {
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    drawerTitle: 'Menu',
  },
  header: {
    welcome: 'Welcome',
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
  prices: {
    inclVat: 'incl. VAT',
    exclVat: 'excl. VAT',
    showInclVat: 'Show prices incl. VAT',
    businessNote: 'You are a business customer: we show prices excl. VAT unless you choose otherwise here.',
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
    finance: 'Finance',
    support: 'Support',
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
    company: {
      registration: 'Chamber of Commerce (KvK) {{kvk}} · VAT ID {{vatId}}',
      legal: 'Terms and privacy',
      terms: 'Terms and conditions',
      privacy: 'Privacy statement',
    },
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
      demoTitle: 'Demo environment',
      demoText:
        'This portal runs on demo data; nothing here is real. Log in with one of these demo accounts:',
      demoRole: { user: 'Customer', admin: 'Admin', finance: 'Finance', support: 'Support' },
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
    signInLink: {
      offer:
        'Signing in with your password is not possible on this device right now. Have a sign-in link emailed to you: it signs you in straight away.',
      send: 'Email me a sign-in link',
      sentTitle: 'Check your inbox',
      sentHint:
        'If {{email}} belongs to an account, the sign-in link will be in your inbox within a few minutes. The link works once and is valid for 15 minutes.',
      title: 'Sign in with a sign-in link',
      subtitle: 'Click the button to sign in on this device.',
      submit: 'Sign in',
      failed: 'Signing in with this link did not work.',
      missingToken: 'This sign-in link is incomplete. Open the link from the email again.',
      requestNew: 'Request a new sign-in link',
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
    confirmEmailChange: {
      title: 'Confirm new email address',
      intro:
        'Confirm that you want to use this email address for your Hostportaal account. You will log in with it from then on.',
      submit: 'Confirm email address',
      success: 'Your email address has been changed to {{email}}. From now on you log in with this address.',
      failed: 'We could not confirm your new email address.',
      missingToken: 'This confirmation link is incomplete. Please open the link from the email again.',
      toSettings: 'Go to your settings',
    },
    undoEmailChange: {
      title: 'Undo the change of your email address',
      intro:
        'Did you not change your email address? Undo it here. We make this address your login again and end every session, including those of whoever made the change.',
      submit: 'Undo the change',
      success: 'Your email address is {{email}} again and every session has ended.',
      choosePassword:
        'Whoever changed your email address knew your password. Please choose a new password now.',
      toResetPassword: 'Choose a new password',
      failed: 'We could not undo the change.',
      missingToken: 'This link is incomplete. Please open the link from the email again.',
    },
    messages: {
      loginSuccessful: 'Login successful',
      registrationSuccessful: 'Registration successful! Please log in.',
      registrationEmailSent:
        'Registration successful! We sent a confirmation e-mail to {{email}}. Log in and click the link in that e-mail to confirm your address.',
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
    waitMinutes_one: 'Too many attempts. Please try again in {{count}} minute.',
    waitMinutes_other: 'Too many attempts. Please try again in {{count}} minutes.',
    requestFailed: 'API request failed',
    invalidResponse: 'The server sent an unexpected response. Please try again later.',
    codes: errorTextsEn.codes,
    reasons: errorTextsEn.reasons,
  },
  dashboard: {
    welcome: 'Welcome back, {{name}}!',
    welcomeFirst: 'Welcome, {{name}}!',
    intro: 'Your services, invoices and support requests at a glance.',
  },
  accessDenied: {
    title: 'Access Denied',
    text: 'You do not have administrator rights for this page.',
    back: 'Back to your dashboard',
    // Staff read in the staff screens' language (English in nl) which roles may use it (issue 28).
    staffTitle: 'Access denied',
    staffText: 'This section is for {{roles}}. Your role is {{role}}: ask an admin if you need it.',
    staffRoleList: '{{first}} and {{last}}',
    staffBack: 'Back to your dashboard',
    staffRoles: { admin: 'Admin', finance: 'Finance', support: 'Support' },
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
  emailVerification: {
    title: 'Confirm your e-mail address',
    sent: 'We sent a confirmation e-mail to {{email}}. Click the link in that e-mail to confirm your address.',
    waits: {
      order:
        'You can order once your e-mail address is confirmed: we send invoices and the order confirmation to this address.',
      mandate:
        'You can give or change a mandate once your e-mail address is confirmed: we announce every direct debit at this address.',
    },
    resend: 'Send again',
    resent: 'We sent the confirmation e-mail to {{email}} again.',
    resendLimited:
      'You have already had the confirmation e-mail sent again three times in the past hour. Check your spam folder too, or try again in an hour.',
    resendFailed: 'Sending did not work. Please try again later.',
    blocked: 'Confirm your e-mail address first (see above); then you can finish this.',
  },
  billing: billingEn,
  ordering: orderingEn,
  ...consumerLawEn,
  subscriptionsPage: subscriptionsEn,
  catalog: catalogEn,
  settings: settingsEn,
  activity: activityEn,
  support: supportEn,
  mandate: mandateEn,
  games: gamesEn,
  onlinePayments: onlinePaymentsEn,
  paymentArrangement: paymentArrangementEn,
};
