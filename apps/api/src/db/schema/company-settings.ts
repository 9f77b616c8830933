import { boolean, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sepaScheme = pgEnum('sepa_scheme', ['CORE', 'B2B']);
export const pain008Version = pgEnum('pain008_version', ['pain.008.001.08', 'pain.008.001.02']);

// The hosting company's own details, printed on invoices and letters (art. 35a Wet OB: name, address,
// KvK, btw-id) and shown on the contact page. One row (id = 1).
export const companySettings = pgTable('company_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  zipcode: text('zipcode').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull().default('NL'),
  kvkNumber: text('kvk_number').notNull(),
  vatId: text('vat_id').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic'),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  website: text('website'),
  supportHours: text('support_hours'),
  // Days after the issue date an invoice falls due.
  paymentTermDays: integer('payment_term_days').notNull().default(14),
  // SEPA direct debit as creditor (DOMAIN-NL §2): the company's name, structured address, IBAN and BIC
  // above are the creditor's; the incassant-ID is null until it is configured (no collection before).
  creditorId: text('creditor_id'),
  sepaScheme: sepaScheme('sepa_scheme').notNull().default('CORE'),
  // Business days between submitting a batch and the collection date (banks ask D-1 or D-2 for CORE).
  collectionLeadDays: integer('collection_lead_days').notNull().default(2),
  // Days the pre-notification (the invoice e-mail) goes out before the collection date (14 unless agreed).
  preNotificationDays: integer('pre_notification_days').notNull().default(14),
  pain008Version: pain008Version('pain008_version').notNull().default('pain.008.001.08'),
  // Days a hosting account or game server is kept after its subscription ended, before it is deleted
  // (the customer is sent a backup notice when the service ends).
  hostingGraceDays: integer('hosting_grace_days').notNull().default(14),
  // Admins must have two-factor authentication on before they may use the admin area (issue 9).
  requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CompanySettings = typeof companySettings.$inferSelect;
