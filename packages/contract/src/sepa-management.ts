import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, skippedItemSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { billingIntervalSchema } from './subscriptions.ts';
import { freeText } from './text-rule.ts';

// SEPA Direct Debit Management (issue 5, SPEC §2 "SEPA Direct Debit Management", §3 "SEPA subscription",
// §4 derived risk): every subscription paid by direct debit, with what its collections did.

export const sepaSubscriptionStatusSchema = z.enum(['active', 'suspended', 'pending']);
export const sepaMandateStatusSchema = z.enum(['valid', 'pending', 'invalid', 'expired']);
export const sepaPaymentStatusSchema = z.enum([
  'success',
  'failed',
  'chargeback',
  'overdue',
  'payment_pending',
]);
export const riskLevelSchema = z.enum(['low', 'medium', 'high']);
export type SepaSubscriptionStatus = z.infer<typeof sepaSubscriptionStatusSchema>;
export type SepaPaymentStatus = z.infer<typeof sepaPaymentStatusSchema>;
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const sepaSubscriptionSortSchema = z.enum([
  'customerName',
  'amount',
  'nextPaymentDate',
  'lastPaymentDate',
  'failedPaymentCount',
  'daysOverdue',
  'riskLevel',
  'createdAt',
]);

const centsParam = z.coerce.number().int().min(0).max(100_000_000);

export const sepaSubscriptionsQuerySchema = pageQuerySchema
  .extend({
    search: freeText({ language: 'en' }).max(100).optional(),
    status: sepaSubscriptionStatusSchema.optional(),
    paymentStatus: sepaPaymentStatusSchema.optional(),
    riskLevel: riskLevelSchema.optional(),
    mandateStatus: sepaMandateStatusSchema.optional(),
    /** Amount per interval excl. VAT, in cents (advanced filters). */
    amountMin: centsParam.optional(),
    amountMax: centsParam.optional(),
    sortBy: sepaSubscriptionSortSchema.default('createdAt'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine(
    (query) =>
      query.amountMin === undefined || query.amountMax === undefined || query.amountMin <= query.amountMax,
    {
      error: 'Het minimumbedrag mag niet hoger zijn dan het maximumbedrag',
      path: ['amountMin'],
    },
  );
export type SepaSubscriptionsQuery = z.infer<typeof sepaSubscriptionsQuerySchema>;

/**
 * SPEC §3 "SEPA subscription". Where SPEC gives two names, the first is used. Counts look back 12 months:
 * an old bounce should not brand a customer for ever.
 */
export const sepaSubscriptionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  packageId: z.uuid(),
  productName: z.string(),
  interval: billingIntervalSchema,
  /** Price per interval in cents, excl. VAT. */
  amount: z.number().int(),
  status: sepaSubscriptionStatusSchema,
  mandateStatus: sepaMandateStatusSchema,
  /** The mandate reference (what the bank calls the mandate id). */
  mandateId: z.string(),
  lastPaymentDate: isoDateTimeSchema.nullable(),
  nextPaymentDate: isoDateSchema.nullable(),
  /** Collections returned or rejected in the last 12 months. */
  failedPaymentCount: z.number().int(),
  /** MD06 refunds in the last 12 months. */
  chargebackCount: z.number().int(),
  paymentStatus: sepaPaymentStatusSchema,
  hasPaymentIssues: z.boolean(),
  hasChargebacks: z.boolean(),
  riskLevel: riskLevelSchema,
  chargebackRisk: riskLevelSchema,
  /** The highest risk over all of this customer's direct-debit subscriptions. */
  customerRisk: riskLevelSchema,
  /** Days since the oldest unpaid invoice of this subscription fell due; 0 when nothing is overdue. */
  daysOverdue: z.number().int(),
  /** Unpaid amount of this subscription's invoices, in cents incl. VAT. */
  openAmountCents: z.number().int(),
  /** Unpaid invoices whose last collection came back and that may be offered to the bank again. */
  retryableInvoiceCount: z.number().int(),
  lastReminderAt: isoDateTimeSchema.nullable(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  phone: z.string(),
  createdAt: isoDateTimeSchema,
});
export type SepaSubscription = z.infer<typeof sepaSubscriptionSchema>;

export const sepaSubscriptionListResponseSchema = successSchema(
  z.object({ subscriptions: z.array(sepaSubscriptionSchema), pagination: paginationSchema }),
);
export const sepaSubscriptionResponseSchema = successSchema(
  z.object({ subscription: sepaSubscriptionSchema }),
);

/** SPEC §3 "SEPA statistics response", with what the header metrics need besides. */
export const sepaStatisticsSchema = z.object({
  overview: z.object({
    totalSubscriptions: z.number().int(),
    activeSubscriptions: z.number().int(),
    /** Monthly recurring revenue of the active direct-debit subscriptions, cents excl. VAT. */
    totalRevenue: z.number().int(),
  }),
  paymentStatus: z.object({
    /** Subscriptions whose payment is now failed or charged back. */
    failed: z.number().int(),
    /** MD06 refunds in the last 12 months. */
    chargebacks: z.number().int(),
    overdue: z.number().int(),
  }),
  risk: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
  collectionEfforts: z.object({
    /** Payment reminders e-mailed in the last 30 days. */
    remindersSent: z.number().int(),
    /** 14-day notices and collection letters generated in the last 30 days. */
    lettersGenerated: z.number().int(),
  }),
});
export type SepaStatistics = z.infer<typeof sepaStatisticsSchema>;
export const sepaStatisticsResponseSchema = successSchema(sepaStatisticsSchema);

export const sepaSubscriptionIdsBodySchema = z.object({
  subscriptionIds: z.array(z.uuid()).min(1, { error: 'Please select subscriptions first' }).max(500),
});

export const sepaActionOutcomeSchema = skippedItemSchema;
export const sepaBulkActionResponseSchema = successSchema(
  z.object({ done: z.number().int(), skipped: z.array(sepaActionOutcomeSchema) }),
);

export const sepaRetryResponseSchema = successSchema(
  z.object({
    /** Invoices that go into the next direct-debit batch. */
    invoiceNumbers: z.array(z.string()),
    subscription: sepaSubscriptionSchema,
  }),
);

/** GET /api/subscription-analytics/sepa: how collections went, month by month (Amsterdam months). */
export const sepaAnalyticsSchema = z.object({
  months: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      collectedCount: z.number().int(),
      collectedCents: z.number().int(),
      returnedCount: z.number().int(),
      returnedCents: z.number().int(),
      chargebackCount: z.number().int(),
    }),
  ),
  /** Returns of the 12 months by ISO 20022 reason code; `label` is the back-office's Dutch reading of it. */
  returnReasons: z.array(
    z.object({ code: z.string(), label: z.string(), count: z.number().int(), amountCents: z.number().int() }),
  ),
  /** Batches written in the 12 months, by status, with their transactions and control sums. */
  batches: z.array(
    z.object({
      status: z.enum(['created', 'submitted', 'cancelled']),
      count: z.number().int(),
      transactions: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
  /** First collections on a mandate (FRST) against the recurring ones (RCUR), settled in the 12 months. */
  sequences: z.array(
    z.object({
      sequenceType: z.enum(['FRST', 'RCUR']),
      collected: z.number().int(),
      returned: z.number().int(),
      /** collected ÷ (collected + returned), 0–100 with one decimal; null without any. */
      successRate: z.number().nullable(),
    }),
  ),
  mandates: z.object({
    valid: z.number().int(),
    pending: z.number().int(),
    invalid: z.number().int(),
    expired: z.number().int(),
  }),
  /** Share of settled collections in the last 12 months that were not returned, 0–100 with one decimal; null without any. */
  successRate: z.number().nullable(),
});
export type SepaAnalytics = z.infer<typeof sepaAnalyticsSchema>;
export const sepaAnalyticsResponseSchema = successSchema(sepaAnalyticsSchema);
