import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CompanySettings = typeof companySettings.$inferSelect;
