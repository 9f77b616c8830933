import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Staff roles (issue 18, packages/contract permissions.ts): admin, finance, support; customers are 'user'.
export const userRole = pgEnum('user_role', ['user', 'admin', 'finance', 'support']);

export type UserPreferences = {
  theme: 'dark' | 'light' | 'auto';
  language: 'nl' | 'en' | 'de' | 'fr';
  timezone: string;
  dateFormat: string;
  currency: string;
};

export type NotificationSettings = {
  email: boolean;
  sms: boolean;
  push: boolean;
  maintenanceAlerts: boolean;
  billingReminders: boolean;
  securityAlerts: boolean;
  marketingEmails: boolean;
};

// SPEC §9 defaults: theme dark, language nl, Europe/Amsterdam, EUR; dates DD-MM-YYYY, as screens write them (issue 28).
export const defaultPreferences: UserPreferences = {
  theme: 'dark',
  language: 'nl',
  timezone: 'Europe/Amsterdam',
  dateFormat: 'DD-MM-YYYY',
  currency: 'EUR',
};

export const defaultNotificationSettings: NotificationSettings = {
  email: true,
  sms: false,
  push: false,
  maintenanceAlerts: true,
  billingReminders: true,
  securityAlerts: true,
  marketingEmails: false,
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The number staff and documents know a customer by (Klantnummer 1042); on an e-invoice it names the
    // buyer whose stored name has nothing a document can print (issue 26, decision 032).
    customerNumber: serial('customer_number').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    company: text('company'),
    vatId: text('vat_id'),
    // A customer with a KvK number or a VAT id is a business (DOMAIN-NL §1: no 14-dagenbrief, EUR 40 due).
    kvkNumber: text('kvk_number'),
    // Issue 21: the customer's own reference or purchase order number, written on their e-invoices (BT-10),
    // and their Peppol participant id ('0106:12345678'), where Peppol delivers their e-invoices (BT-49).
    purchaseReference: text('purchase_reference'),
    peppolId: text('peppol_id'),
    // A business customer's choice (Instellingen) to get the UBL e-invoice with every invoice e-mail.
    einvoiceByEmail: boolean('einvoice_by_email').notNull().default(false),
    street: text('street'),
    houseNumber: text('house_number'),
    city: text('city'),
    zipcode: text('zipcode'),
    country: text('country').notNull().default('NL'),
    role: userRole('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    // Last accepted TOTP time step: a code is accepted once (no replay within its window).
    twoFactorLastStep: integer('two_factor_last_step'),
    loginNotifications: boolean('login_notifications').notNull().default(true),
    // null = never time out (SPEC §9 options 15/30/60/120/never, default 30)
    sessionTimeoutMinutes: integer('session_timeout_minutes').default(30),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default(defaultPreferences),
    notificationSettings: jsonb('notification_settings')
      .$type<NotificationSettings>()
      .notNull()
      .default(defaultNotificationSettings),
    // Account credit: the sum of the customer's account_credit_entries, kept by their trigger (issue 27).
    creditBalanceCents: integer('credit_balance_cents').notNull().default(0),
    // The customer asked for their credit back (or to close their account while it had some): finance pays it.
    creditRefundRequestedAt: timestamp('credit_refund_requested_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_created_idx').on(t.createdAt),
    index('users_lastname_idx').on(t.lastname),
    // The admin user list's sorts (issue 7): each order is read from an index, the id making it total.
    index('users_email_idx').on(t.email, t.id),
    // Never-logged-in users last both ways: ASC NULLS LAST forwards, DESC NULLS LAST read backwards.
    index('users_last_login_asc_idx').on(t.lastLogin.asc().nullsLast(), t.id),
    index('users_last_login_desc_idx').on(t.lastLogin.asc().nullsFirst(), t.id),
    index('users_role_id_idx').on(t.role, t.id),
    index('users_active_id_idx').on(t.isActive, t.id),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
