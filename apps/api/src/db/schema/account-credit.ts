import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

// Account credit is money we owe the customer (issue 27): a ledger of entries, each with its source and the
// claim it came from or settled, so every cent can be traced and paid back. users.credit_balance_cents is
// their sum, kept by a trigger on insert (migration 0028); entries are never changed or deleted.
export const accountCreditKind = pgEnum('account_credit_kind', [
  'overpayment',
  'double_payment',
  'credit_note',
  'applied',
  'reversal',
  'refund',
  'opening_balance',
]);

export const accountCreditEntries = pgTable(
  'account_credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: accountCreditKind('kind').notNull(),
    // Positive: credit the customer gains; negative: credit used on a claim, taken back or paid back.
    amountCents: integer('amount_cents').notNull(),
    // The claim the credit came from (an overpaid or credited invoice) or settled (applied).
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    // The payment that brought the money (a collection, a transfer) or that books its use on the claim.
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    // The credit note it came from.
    creditNoteId: uuid('credit_note_id').references(() => invoices.id, { onDelete: 'restrict' }),
    // We pay this back rather than keep it for a next invoice: the customer paid twice, or asked.
    refundDue: boolean('refund_due').notNull().default(false),
    // A refund: the account it was paid to.
    refundIban: text('refund_iban'),
    description: text('description').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('account_credit_entries_user_idx').on(t.userId, t.createdAt),
    index('account_credit_entries_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
  ],
);

export type AccountCreditEntry = typeof accountCreditEntries.$inferSelect;
