import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, skippedItemSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { billingIntervalSchema, serviceStatusSchema, subscriptionStatusSchema } from './subscriptions.ts';
import { freeText, multiLineText } from './text-rule.ts';

// Admin section "subscriptions" (issue 4): list, create, change from the next period, pause/resume,
// cancel (at period end, or immediately with a credit note for the unused part), reactivate.

export const adminSubscriptionSortSchema = z.enum([
  'createdAt',
  'customerName',
  'title',
  'priceCents',
  'nextBillingDate',
  'status',
]);

export const adminSubscriptionsQuerySchema = pageQuerySchema.extend({
  search: freeText().max(100).optional(),
  status: subscriptionStatusSchema.optional(),
  serviceStatus: serviceStatusSchema.optional(),
  packageId: z.uuid().optional(),
  userId: z.uuid().optional(),
  sortBy: adminSubscriptionSortSchema.default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuerySchema>;

export const subscriptionPendingChangeSchema = z.object({
  packageId: z.uuid(),
  title: z.string(),
  planName: z.string(),
  interval: billingIntervalSchema,
  priceCents: z.number().int(),
  effectiveDate: isoDateSchema,
});

export const adminSubscriptionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  packageId: z.uuid(),
  title: z.string(),
  planName: z.string(),
  interval: billingIntervalSchema,
  /** Cents per interval, excl. VAT. */
  priceCents: z.number().int(),
  status: subscriptionStatusSchema,
  serviceStatus: serviceStatusSchema,
  startDate: isoDateSchema,
  nextBillingDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  mandateId: z.uuid().nullable(),
  mandateReference: z.string().nullable(),
  pendingChange: subscriptionPendingChangeSchema.nullable(),
  cancellationReason: z.string().nullable(),
  cancelledAt: isoDateTimeSchema.nullable(),
  pausedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionListResponseSchema = successSchema(
  z.object({ subscriptions: z.array(adminSubscriptionSchema), pagination: paginationSchema }),
);
export const adminSubscriptionResponseSchema = successSchema(
  z.object({
    subscription: adminSubscriptionSchema,
    /** Credit note made by an immediate cancellation (unused part of the paid period). */
    creditNote: z
      .object({ id: z.uuid(), invoiceNumber: z.string(), totalCents: z.number().int() })
      .nullable(),
  }),
);

export const createSubscriptionBodySchema = z.object({
  userId: z.uuid(),
  packageId: z.uuid(),
  interval: billingIntervalSchema,
  startDate: isoDateSchema,
  /** null = pays by bank transfer with a payment reference. */
  mandateId: z.uuid().nullable(),
  /** Agreed price per interval in cents excl. VAT; null = the package's price for the interval. */
  priceCents: z.number().int().min(0).max(10_000_000).nullable(),
  domain: freeText().max(253).nullable(),
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

/** Takes effect when the next period starts; the current, already invoiced period is never touched. */
export const changeSubscriptionBodySchema = z.object({
  packageId: z.uuid(),
  interval: billingIntervalSchema,
  priceCents: z.number().int().min(0).max(10_000_000).nullable(),
});
export type ChangeSubscriptionBody = z.infer<typeof changeSubscriptionBodySchema>;

export const adminCancelSubscriptionBodySchema = z.object({
  mode: z.enum(['period_end', 'immediately']),
  reason: multiLineText().min(1, { error: 'Reden voor opzegging is verplicht' }).max(1000),
  /** immediately: the credited invoice's direct debit is at the bank (see creditNoteBodySchema). */
  confirmCollectionAtBank: z.boolean().default(false),
});
export type AdminCancelSubscriptionBody = z.infer<typeof adminCancelSubscriptionBodySchema>;

export const subscriptionReasonBodySchema = z.object({ reason: multiLineText().max(1000).default('') });

// SPEC §7 POST /api/admin/subscriptions/bulk-reactivate.
export const bulkReactivateBodySchema = z.object({
  subscriptionIds: z.array(z.uuid()).min(1).max(500),
  reason: multiLineText().max(1000).default(''),
});
export const bulkReactivateResponseSchema = successSchema(
  z.object({
    reactivated: z.number().int(),
    skipped: z.array(skippedItemSchema),
  }),
);
