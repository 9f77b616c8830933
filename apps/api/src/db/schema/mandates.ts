import { boolean, date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const mandateStatus = pgEnum('mandate_status', ['valid', 'pending', 'invalid', 'expired']);
// A ticked checkbox is not a signature in NL: record how the mandate was signed (DOMAIN-NL §2).
export const mandateSignatureMethod = pgEnum('mandate_signature_method', [
  'paper',
  'e_mandate',
  'web_consent',
]);

export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull().unique(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    accountHolder: text('account_holder').notNull(),
    signedAt: date('signed_at').notNull(),
    signedPlace: text('signed_place'),
    signatureMethod: mandateSignatureMethod('signature_method').notNull(),
    status: mandateStatus('status').notNull().default('valid'),
    firstCollectionDone: boolean('first_collection_done').notNull().default(false),
    lastCollectionDate: date('last_collection_date'),
    // Set when the IBAN changed since the last collection: the next collection carries the amendment.
    originalIban: text('original_iban'),
    amendmentPending: boolean('amendment_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sepa_mandates_user_idx').on(t.userId)],
);

export type SepaMandate = typeof sepaMandates.$inferSelect;
