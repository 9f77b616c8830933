import { z } from 'zod';
import { isoDateSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';

export const invoiceStatusSchema = z.enum([
  'open',
  'pending',
  'paid',
  'failed',
  'overdue',
  'expired',
  'cancelled',
]);
export type InvoiceStatusValue = z.infer<typeof invoiceStatusSchema>;

/** The claim lifecycle's state of an invoice (packages/domain claim-lifecycle, ClaimStateName). */
export const claimStateNameSchema = z.enum([
  'paid',
  'credited',
  'written_off',
  'awaiting_collection',
  'retry_scheduled',
  'in_batch',
  'submitted',
  'awaiting_payment_method',
  'awaiting_transfer',
  'in_collection',
  'in_arrangement',
  'staff_review',
]);

/** How an invoice is (to be) paid, as the claim lifecycle decides it: what the payment column says. */
export const invoicePaymentStateSchema = z.object({
  state: claimStateNameSchema,
  /** Paid: the money came in by SEPA direct debit (not by a transfer or from account credit). */
  collectedBySepa: z.boolean(),
  /**
   * The running payment arrangement (BR-…) that holds the invoice (issue 30): the customer pays its
   * instalments, not the invoice itself. Absent when none does (or only a proposal waiting for staff).
   */
  arrangementNumber: z.string().optional(),
});
export type InvoicePaymentState = z.infer<typeof invoicePaymentStateSchema>;

export const invoiceKindSchema = z.enum(['invoice', 'credit_note']);
export const invoicePaymentTypeSchema = z.enum(['sepa', 'bank_transfer']);

export const customerInvoicesQuerySchema = pageQuerySchema.extend({
  status: invoiceStatusSchema.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type CustomerInvoicesQuery = z.infer<typeof customerInvoicesQuerySchema>;

export const invoiceParamsSchema = z.object({ userId: z.uuid() });
export const invoicePdfParamsSchema = z.object({ userId: z.uuid(), invoiceId: z.uuid() });

export const invoiceLineSchema = z.object({
  description: z.string(),
  periodStart: isoDateSchema.nullable(),
  periodEnd: isoDateSchema.nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  /** Basis points: 2100 = 21%. */
  vatRateBp: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
});
export type InvoiceLineView = z.infer<typeof invoiceLineSchema>;

export const invoiceMandateSchema = z.object({
  reference: z.string(),
  /** Only the last four characters are shown: 'NL** **** **** **** 1234'. */
  ibanMasked: z.string(),
});

// SPEC §3 Invoice fields plus what the detail panel shows.
export const customerInvoiceSchema = z.object({
  _id: z.uuid(),
  invoiceNumber: z.string(),
  /** Total in cents (negative for a credit note). */
  amount: z.number().int(),
  status: invoiceStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  dueDate: isoDateSchema,
  issueDate: isoDateSchema,
  description: z.string(),
  items: z.array(z.object({ description: z.string() })),
  metadata: z.object({
    title: z.string(),
    paymentType: invoicePaymentTypeSchema,
    mandateId: z.uuid().nullable(),
  }),
  packageID: z.uuid().nullable(),
  kind: invoiceKindSchema,
  creditedInvoiceNumber: z.string().nullable(),
  periodStart: isoDateSchema.nullable(),
  periodEnd: isoDateSchema.nullable(),
  lines: z.array(invoiceLineSchema),
  subtotalCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  openCents: z.number().int(),
  paymentReference: z.string().nullable(),
  reverseCharge: z.boolean(),
  mandate: invoiceMandateSchema.nullable(),
  /** null for a credit note: it is not a claim. */
  payment: invoicePaymentStateSchema.nullable(),
  /**
   * What the payments on this invoice brought in beyond it, put on the customer's account credit (paid twice:
   * by hand and by the direct debit that was already at the bank; overpaid).
   */
  creditedToAccountCents: z.number().int(),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

export const customerInvoicesResponseSchema = successSchema(
  z.object({
    invoices: z.array(customerInvoiceSchema),
    pagination: paginationSchema,
    /** Years that have invoices, newest first, for the year filter. */
    years: z.array(z.number().int()),
    /** The customer's account credit now: set off against their next invoices by the billing run. */
    accountCreditCents: z.number().int(),
  }),
);
export type CustomerInvoicesResponse = z.infer<typeof customerInvoicesResponseSchema>;
