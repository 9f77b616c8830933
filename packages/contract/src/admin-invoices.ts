import { z } from 'zod';
import {
  isoDateSchema,
  isoDateTimeSchema,
  messageResponseSchema,
  skippedItemSchema,
  successSchema,
} from './common.ts';
import {
  invoiceKindSchema,
  invoiceLineSchema,
  invoicePaymentTypeSchema,
  invoiceStatusSchema,
} from './invoices.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText, multiLineText } from './text-rule.ts';

// Admin section "invoices" (issue 4): server-side filter, search, sort, paging, detail, bulk actions.

export const adminInvoiceSortSchema = z.enum([
  'issueDate',
  'dueDate',
  'invoiceNumber',
  'totalCents',
  'customerName',
  'status',
]);

const centsFilter = z.coerce.number().int().min(-100_000_000).max(100_000_000);

export const adminInvoicesQuerySchema = pageQuerySchema.extend({
  /** Invoice number (prefix), payment reference, or customer name / e-mail. */
  search: freeText({ language: 'en' }).max(100).optional(),
  status: invoiceStatusSchema.optional(),
  kind: invoiceKindSchema.optional(),
  userId: z.uuid().optional(),
  /** Issue date range (inclusive). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Total incl. VAT in cents (inclusive). */
  minAmount: centsFilter.optional(),
  maxAmount: centsFilter.optional(),
  sortBy: adminInvoiceSortSchema.default('issueDate'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuerySchema>;

export const adminInvoiceRowSchema = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  kind: invoiceKindSchema,
  status: invoiceStatusSchema,
  userId: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  description: z.string(),
  issueDate: isoDateSchema,
  dueDate: isoDateSchema,
  subtotalCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  openCents: z.number().int(),
  paymentType: invoicePaymentTypeSchema,
  paymentReference: z.string().nullable(),
  sentAt: isoDateTimeSchema.nullable(),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;

/** Counting stops at this many matches: an exact count over millions of rows is too slow for a list page. */
export const ADMIN_INVOICE_COUNT_CAP = 10_000;

export const adminInvoiceListResponseSchema = successSchema(
  z.object({
    invoices: z.array(adminInvoiceRowSchema),
    pagination: paginationSchema,
    /** More than ADMIN_INVOICE_COUNT_CAP matches: totalItems is the cap, the UI shows "10,000+". */
    totalIsCapped: z.boolean(),
  }),
);

export const adminInvoicePaymentSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  method: z.string(),
  status: z.enum(['received', 'reversed']),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  receivedAt: isoDateTimeSchema,
});

export const adminInvoiceDetailSchema = adminInvoiceRowSchema.extend({
  subscriptionId: z.uuid().nullable(),
  periodStart: isoDateSchema.nullable(),
  periodEnd: isoDateSchema.nullable(),
  reverseCharge: z.boolean(),
  customerVatId: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(adminInvoicePaymentSchema),
  creditForInvoice: z.object({ id: z.uuid(), invoiceNumber: z.string() }).nullable(),
  creditNotes: z.array(z.object({ id: z.uuid(), invoiceNumber: z.string(), totalCents: z.number().int() })),
  creditReason: z.string().nullable(),
  /** What can still be credited (incl. VAT, positive cents); 0 for credit notes and fully credited invoices. */
  creditableCents: z.number().int(),
  submittedForCollectionAt: isoDateTimeSchema.nullable(),
  /** SHA-256 of the PDF that was sent, when it was stored. */
  sentPdfSha256: z.string().nullable(),
  /** Why the delivery job left the invoice out (Dutch, issue 26), and when; null once delivered. */
  deliveryProblem: z.string().nullable(),
  deliveryFailedAt: isoDateTimeSchema.nullable(),
});
export type AdminInvoiceDetail = z.infer<typeof adminInvoiceDetailSchema>;
export const adminInvoiceDetailResponseSchema = successSchema(
  z.object({ invoice: adminInvoiceDetailSchema }),
);

/** A credit note for the whole remaining amount (amountCents null) or part of it (incl. VAT). */
export const creditNoteBodySchema = z.object({
  reason: multiLineText().min(1, { error: 'Geef een reden op' }).max(1000),
  amountCents: z.number().int().min(1).max(100_000_000).nullable(),
  /**
   * The invoice's direct debit is in a file at the bank: the bank still debits it, so what it brings beyond
   * the credited claim becomes the customer's account credit, to be paid back (issue 27). Without this such
   * a credit note is refused with 409 (reason credit_note_collection_at_bank), changing nothing.
   */
  confirmCollectionAtBank: z.boolean().default(false),
});
export type CreditNoteBody = z.infer<typeof creditNoteBodySchema>;
export const creditNoteResponseSchema = successSchema(
  z.object({
    creditNote: z.object({ id: z.uuid(), invoiceNumber: z.string(), totalCents: z.number().int() }),
  }),
);
export const adminInvoiceResendResponseSchema = messageResponseSchema;

export const adminInvoiceBulkBodySchema = z.object({
  action: z.enum(['resend', 'mark_sent_to_collection']),
  invoiceIds: z.array(z.uuid()).min(1).max(500),
});
export const adminInvoiceBulkResponseSchema = successSchema(
  z.object({
    succeeded: z.number().int(),
    skipped: z.array(skippedItemSchema),
  }),
);

// Exports for the accountant (section "reports"): invoices or payments of a period, CSV or Excel.
export const billingExportQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    format: z.enum(['csv', 'xlsx', 'pdf']).default('csv'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'De einddatum ligt voor de begindatum' });
export type BillingExportQuery = z.infer<typeof billingExportQuerySchema>;

// Billing run (on demand from the invoices section; the daily run is scheduled).

/**
 * A subscription that was due but not invoiced, and why: an invoice needs the customer's address, or the
 * database refused the subscription's invoice (a price out of range, a broken planned change; the Dutch
 * reason names the database's words). The run invoiced the others.
 */
export const billingRunFlagSchema = z.object({
  subscriptionId: z.uuid(),
  userId: z.uuid(),
  customerName: z.string(),
  /** Why, for the screen to word in its language. */
  code: z.enum(['address_incomplete', 'invoice_refused']),
  /** The same in Dutch, as stored with the run. */
  reason: z.string(),
  /** invoice_refused: the database's own words (PostgreSQL's message), for staff to see what to fix. */
  detail: z.string().optional(),
});
export type BillingRunFlagView = z.infer<typeof billingRunFlagSchema>;

export const billingRunSchema = z.object({
  id: z.uuid(),
  runDate: isoDateSchema,
  status: z.enum(['running', 'finished', 'failed']),
  triggeredBy: z.string().nullable(),
  invoicesCreated: z.number().int(),
  totalCents: z.number().int(),
  error: z.string().nullable(),
  flagged: z.array(billingRunFlagSchema),
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
});
export type BillingRunView = z.infer<typeof billingRunSchema>;
export const billingRunListResponseSchema = successSchema(z.object({ runs: z.array(billingRunSchema) }));
export const billingRunResponseSchema = successSchema(z.object({ run: billingRunSchema }));
