import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText, multiLineText } from './text-rule.ts';

// Account credit (issue 27): money we owe a customer, as a ledger of entries with their source. Finance sees
// every customer with credit, what of it is to be paid back, and records a refund once the money has left.

export const creditKindSchema = z.enum([
  'overpayment',
  'double_payment',
  'credit_note',
  'applied',
  'reversal',
  'refund',
  'opening_balance',
]);
export type CreditKindView = z.infer<typeof creditKindSchema>;

export const creditBalanceQuerySchema = pageQuerySchema.extend({
  /** Name, e-mail or customer number. */
  search: freeText().max(100).optional(),
  /** refund: only the credit to pay back (paid twice, asked back, or nothing left to settle it with). */
  show: z.enum(['all', 'refund']).default('all'),
});
export type CreditBalanceQuery = z.infer<typeof creditBalanceQuerySchema>;

export const creditBalanceSchema = z.object({
  userId: z.uuid(),
  customerNumber: z.number().int(),
  customerName: z.string(),
  email: z.string(),
  balanceCents: z.number().int(),
  /** Of the balance, what payouts under way hold (a file not yet sent, a Mollie refund not yet done). */
  payingBackCents: z.number().int(),
  /** Of the balance, what came from paying twice and was not used or paid back since. */
  paidTwiceCents: z.number().int(),
  /** The customer asked for it back (or to close their account while they had credit). */
  refundRequestedAt: isoDateTimeSchema.nullable(),
  /** When a running subscription is next invoiced: the credit settles that invoice. Null: nothing to settle. */
  nextInvoiceDate: isoDateSchema.nullable(),
  /** To be paid back: paid twice, asked back, or nothing left to settle it with. */
  toRefund: z.boolean(),
  /** The account a refund goes to by default: the mandate's (full, for finance). */
  refundIban: z.string().nullable(),
  lastChangeAt: isoDateTimeSchema,
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const creditBalanceListResponseSchema = successSchema(
  z.object({
    balances: z.array(creditBalanceSchema),
    pagination: paginationSchema,
    /** Over every customer with credit: what we owe (a liability on the balance sheet), and what to pay back. */
    totals: z.object({
      customers: z.number().int(),
      balanceCents: z.number().int(),
      toRefundCents: z.number().int(),
    }),
  }),
);

export const creditEntrySchema = z.object({
  id: z.uuid(),
  kind: creditKindSchema,
  amountCents: z.number().int(),
  invoiceNumber: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  refundIban: z.string().nullable(),
  description: z.string(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

export const creditEntriesResponseSchema = successSchema(
  z.object({
    balance: creditBalanceSchema.nullable(),
    entries: z.array(creditEntrySchema),
    pagination: paginationSchema,
  }),
);

/** POST /api/admin/account-credit/{userId}/refunds: finance paid credit back (the money has left). */
export const creditRefundBodySchema = z.object({
  amountCents: z.number().int().min(1).max(100_000_000),
  iban: z
    .string()
    .trim()
    .min(15, { error: 'Geef het rekeningnummer op' })
    .max(42, { error: 'Geef het rekeningnummer op' }),
  note: multiLineText().max(1000).default(''),
});
export type CreditRefundBody = z.infer<typeof creditRefundBodySchema>;

export const creditRefundResponseSchema = successSchema(
  z.object({ entryId: z.uuid(), balanceCents: z.number().int() }),
);
