import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { invoiceStatusSchema } from './invoices.ts';
import { subscriptionStatusSchema } from './subscriptions.ts';
import { multiLineText } from './text-rule.ts';

// Payment references PAY-YYYY-#### (SPEC §5): upper-cased before validation.
export const paymentReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^PAY-\d{4}-\d{4,}$/, { error: 'Gebruik het formaat PAY-JJJJ-#### (bijvoorbeeld PAY-2025-0010)' });

export const paymentReferenceParamsSchema = z.object({ reference: z.string().max(40) });

export const manualPaymentMethodSchema = z.enum(['bank_transfer', 'sepa', 'ideal', 'credit_card', 'manual']);
export type ManualPaymentMethod = z.infer<typeof manualPaymentMethodSchema>;

// SPEC §3 "Payment lookup result", with the invoice when the claim is an invoice.
export const paymentLookupSchema = z.object({
  billingLetter: z.object({
    id: z.uuid(),
    reference: z.string(),
    /** Open amount in cents (what is still to be paid). */
    totalAmount: z.number().int(),
    customer: z.object({ id: z.uuid(), firstname: z.string(), lastname: z.string(), email: z.string() }),
    /** 'invoice' for an invoice; 'notice' or 'collection' for a letter (collections). */
    letterType: z.enum(['invoice', 'notice', 'collection']),
  }),
  invoice: z
    .object({
      id: z.uuid(),
      invoiceNumber: z.string(),
      status: invoiceStatusSchema,
      issueDate: isoDateSchema,
      dueDate: isoDateSchema,
      totalCents: z.number().int(),
      paidCents: z.number().int(),
      openCents: z.number().int(),
      /**
       * The invoice's direct debit in a file already at the bank: the bank debits it on that date whatever
       * is booked here, so a payment booked as well makes the customer pay twice (the surplus becomes their
       * account credit). Booking then needs `confirmCollectionAtBank`.
       */
      collectionAtBank: z
        .object({ messageId: z.string(), collectionDate: isoDateSchema, amountCents: z.number().int() })
        .nullable(),
    })
    .nullable(),
  subscription: z.object({ id: z.uuid(), planName: z.string(), status: subscriptionStatusSchema }).nullable(),
});
export type PaymentLookup = z.infer<typeof paymentLookupSchema>;
export const paymentLookupResponseSchema = successSchema(paymentLookupSchema);

// SPEC §3 "Payment-received form"; amount in cents.
export const markPaidBodySchema = z.object({
  amount: z.number().int().min(1).max(100_000_000),
  paymentMethod: manualPaymentMethodSchema.default('bank_transfer'),
  notes: multiLineText().max(2000).default(''),
  reactivateSubscription: z.boolean().default(true),
  /**
   * Staff saw that the claim's direct debit is at the bank and book the payment anyway (the collection still
   * comes in; the surplus becomes account credit). Without it such a booking is refused with 409
   * (reason payment_collection_at_bank), changing nothing.
   */
  confirmCollectionAtBank: z.boolean().default(false),
});
export type MarkPaidBody = z.infer<typeof markPaidBodySchema>;

export const markPaidResponseSchema = successSchema(
  z.object({
    paymentId: z.uuid(),
    invoiceStatus: invoiceStatusSchema,
    openCents: z.number().int(),
    /** Overpayment booked as account credit (cents). */
    creditedCents: z.number().int(),
    subscriptionReactivated: z.boolean(),
  }),
);

// GET /api/admin/payments/pending-manual: bank-transfer claims waiting for a manual payment.
export const pendingManualPaymentSchema = z.object({
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  reference: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: invoiceStatusSchema,
  dueDate: isoDateSchema,
  totalCents: z.number().int(),
  openCents: z.number().int(),
  daysOverdue: z.number().int(),
});
export const pendingManualPaymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const pendingManualPaymentsResponseSchema = successSchema(
  z.object({
    payments: z.array(pendingManualPaymentSchema),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      totalItems: z.number().int(),
      totalPages: z.number().int(),
    }),
    totalOpenCents: z.number().int(),
  }),
);

export const recentPaymentSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  method: z.string(),
  reference: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  customerName: z.string(),
  receivedAt: isoDateTimeSchema,
});
