import type { activityNl } from './nl';

export const activityEn: typeof activityNl = {
  paymentMethods: {
    bank_transfer: 'bank transfer',
    sepa: 'SEPA direct debit',
    ideal: 'iDEAL',
    credit_card: 'credit card',
    manual: 'booked by hand',
    bancontact: 'Bancontact',
    paypal: 'PayPal',
    account_credit: 'account credit',
  },
  roles: { user: 'customer', admin: 'admin', finance: 'finance', support: 'support' },
  intervals: {
    monthly: 'per month',
    quarterly: 'per quarter',
    halfYearly: 'per half year',
    annually: 'per year',
  },
  suffixes: {
    paymentMethod: ' ({{paymentMethod}})',
    creditNote: '; credit note {{creditNoteNumber}}',
    nextInvoice: '; next invoice {{nextInvoiceDate}}',
    paidInvoice: ' after payment of invoice {{invoiceNumber}}',
    paidLetter: ' after payment of letter {{letterNumber}}',
    reactivated: '; subscription active again',
    reason: ': {{reason}}',
  },
  types: {
    login: { default: { title: 'Signed in', line: 'Signed in to the customer portal' } },
    logout: { default: { title: 'Signed out', line: 'Signed out of the customer portal' } },
    registered: { default: { title: 'Account created', line: 'Account created by signing up' } },
    email_verified: {
      default: {
        title: 'Email address confirmed',
        line: 'Email address confirmed with the link in the email',
      },
    },
    password_changed: {
      default: { title: 'Password changed', line: 'Password changed in the settings' },
    },
    password_reset: {
      default: { title: 'Password reset', line: 'New password set with the link in the email' },
    },
    two_factor_enabled: {
      default: {
        title: 'Two-step verification turned on',
        line: 'Two-step verification turned on with an authenticator app',
      },
    },
    two_factor_disabled: {
      default: {
        title: 'Two-step verification turned off',
        line: 'Two-step verification turned off; signing in takes only the password again',
      },
    },
    account_deleted: {
      default: { title: 'Account deleted', line: 'Account deleted and personal data anonymised' },
    },
    session_revoked: {
      one: { title: 'Session ended', line: 'A session was ended from the settings' },
      others: {
        title: 'Other sessions ended',
        line_one: '{{count}} other session ended',
        line_other: '{{count}} other sessions ended',
      },
    },
    profile_updated: {
      default: { title: 'Profile updated', line: 'Profile details updated' },
      email: {
        title: 'Profile updated',
        line: 'Profile and email address updated ({{previousEmail}} → {{email}})',
      },
    },
    settings_updated: {
      default: { title: 'Settings changed', line: 'Settings changed' },
      preferences: { title: 'Preferences changed', line: 'Display and language preferences changed' },
      notifications: { title: 'Notifications changed', line: 'Notification settings changed' },
      security: { title: 'Security changed', line: 'Security settings changed' },
    },
    email_change_requested: {
      default: { title: 'Email change requested', line: 'Confirmation link sent to {{email}}' },
    },
    email_change_cancelled: {
      default: { title: 'Email change cancelled', line: 'Change to {{email}} cancelled' },
    },
    email_changed: {
      default: {
        title: 'Email address changed',
        line: 'Email address changed from {{previousEmail}} to {{email}}',
      },
    },
    email_change_undone: {
      default: {
        title: 'Email change undone',
        line: 'Email address set back from {{previousEmail}} to {{email}}; all sessions ended',
      },
    },
    order_placed: {
      default: {
        title: 'Order placed',
        line_one: 'Order of {{count}} package placed',
        line_other: 'Order of {{count}} packages placed',
      },
    },
    mandate_created: {
      default: { title: 'Mandate given', line: 'SEPA mandate {{reference}} given' },
    },
    mandate_changed: {
      account: {
        title: 'Mandate account changed',
        line: 'Mandate {{reference}}: debited from {{maskedIban}}',
      },
      renewed: {
        title: 'Mandate renewed',
        line: 'Mandate {{previousReference}} replaced by {{reference}}',
      },
    },
    subscription_created: {
      default: { title: 'New subscription', line: 'Subscription {{title}} taken out' },
      starts: { title: 'New subscription', line: 'Subscription {{title}} taken out, starting {{date}}' },
    },
    subscription_cancelled: {
      default: {
        title: 'Subscription cancelled',
        line: 'Subscription {{title}} cancelled; runs until and including {{date}}',
      },
      immediately: { title: 'Subscription ended at once', line: 'Subscription {{title}} ended at once' },
    },
    subscription_paused: { default: { title: 'Subscription paused', line: 'Subscription {{title}} paused' } },
    subscription_resumed: {
      default: { title: 'Subscription resumed', line: 'Subscription {{title}} resumed' },
    },
    subscription_reactivated: {
      cancellation: { title: 'Subscription reactivated', line: 'Cancellation of {{title}} withdrawn' },
      suspension: { title: 'Subscription reactivated', line: 'Suspension of {{title}} lifted' },
    },
    subscription_changed: {
      planned: {
        title: 'Subscription change planned',
        line: '{{title}} becomes {{newTitle}} on {{date}}, {{amount}} {{interval}}',
      },
      withdrawn: {
        title: 'Planned change withdrawn',
        line: 'Planned change of {{title}} to {{newTitle}} withdrawn',
      },
    },
    subscription_suspended: {
      default: { title: 'Service suspended', line: 'Service {{title}} suspended for payment arrears' },
      failedPayments: {
        title: 'Service suspended',
        line_one: 'Service {{title}} suspended for payment arrears ({{count}} failed direct debit)',
        line_other: 'Service {{title}} suspended for payment arrears ({{count}} failed direct debits)',
      },
    },
    payment_reminder_sent: {
      default: {
        title: 'Payment reminder sent',
        line_one: 'Payment reminder sent for invoice {{invoiceNumbers}}',
        line_other: 'Payment reminder sent for invoices {{invoiceNumbers}}',
      },
    },
    payment_retry_scheduled: {
      default: {
        title: 'Offered for direct debit again',
        line_one: 'Invoice {{invoiceNumbers}} offered for direct debit again',
        line_other: 'Invoices {{invoiceNumbers}} offered for direct debit again',
      },
    },
    invoice_sent_to_collection: {
      default: {
        title: 'Sent for direct debit',
        line_one: 'Invoice {{invoiceNumbers}} goes into the next direct debit',
        line_other: 'Invoices {{invoiceNumbers}} go into the next direct debit',
      },
    },
    invoice_resent: {
      default: { title: 'Invoice sent again', line: 'Invoice {{invoiceNumber}} sent again by email' },
      creditNote: {
        title: 'Credit note sent again',
        line: 'Credit note {{invoiceNumber}} sent again by email',
      },
    },
    invoice_credited: {
      default: {
        title: 'Credit note issued',
        line: 'Credit note {{creditNoteNumber}} for invoice {{invoiceNumber}}',
      },
    },
    payment: {
      invoice: {
        title: 'Payment received',
        line: 'Payment of {{amount}} booked on invoice {{invoiceNumber}}',
      },
      letter: { title: 'Payment received', line: 'Payment of {{amount}} booked on letter {{letterNumber}}' },
    },
    user_status_changed: {
      activated: { title: 'Account activated', line: 'The account is active again' },
      deactivated: {
        title: 'Account deactivated',
        line: 'The account is deactivated; signing in is no longer possible',
      },
    },
    user_role_changed: {
      default: { title: 'Role changed', line: 'Role changed from {{previousRole}} to {{role}}' },
    },
    admin_contact: { default: { title: 'Email from the team', line: 'Email sent: {{subject}}' } },
  },
};
