import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { multiLineText } from './text-rule.ts';

export const billingIntervalSchema = z.enum(['monthly', 'quarterly', 'half-yearly', 'annually']);

export const subscriptionStatusSchema = z.enum([
  'pending',
  'active',
  'payment_pending',
  'suspended',
  'cancelled',
]);
export const serviceStatusSchema = z.enum([
  'pending',
  'active',
  'paused',
  'suspended',
  'cancelled_active',
  'cancelled_expired',
]);

/** A suspended service's reason: an unpaid invoice of the service, whose payment lifts the suspension. */
export const serviceSuspensionSchema = z.object({
  reason: z.literal('unpaid_invoice'),
  /** The oldest unpaid invoice of the service: the one to pay first. */
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  /** What is still open on it, in cents incl. VAT. */
  openCents: z.number().int(),
  /** How many more invoices of the service are unpaid besides it. */
  otherUnpaidInvoices: z.number().int(),
});
export type ServiceSuspension = z.infer<typeof serviceSuspensionSchema>;

// SPEC §3 "Customer subscription (own page)"; amount is cents per interval (sale price if set), excl. VAT.
export const customerSubscriptionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  planName: z.string(),
  amount: z.number().int(),
  /** The same incl. VAT as its invoice books it (invoicedPrice; 0% VAT when reverse-charged), issue 28. */
  grossAmount: z.number().int(),
  interval: billingIntervalSchema,
  status: subscriptionStatusSchema,
  serviceStatus: serviceStatusSchema,
  // Only for cancelled_active: days from today (Amsterdam) to the end date; 0 = ends today.
  daysUntilCancellation: z.number().int().nullable(),
  startDate: isoDateSchema,
  nextBillingDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  domain: z.string().nullable(),
  url: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  cancelledAt: isoDateTimeSchema.nullable(),
  /** A consumer's order within its 14 days: the last day Herroepen is offered; null otherwise. */
  withdrawableUntil: isoDateSchema.nullable(),
  /** When the consumer withdrew from it (Herroepen), if they did. */
  withdrawnAt: isoDateTimeSchema.nullable(),
  /** Not built yet and its panel has no usable server with room: it waits for staff to add one (issue 28). */
  waitingForServer: z.boolean(),
  /** Why a suspended subscription is suspended and what lifts it (issue 28); null otherwise. */
  suspension: serviceSuspensionSchema.nullable(),
});
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;

export const customerSubscriptionListResponseSchema = successSchema(z.array(customerSubscriptionSchema));
export const customerSubscriptionResponseSchema = successSchema(customerSubscriptionSchema);

export const customerSubscriptionStatsSchema = z.object({
  active: z.number().int(),
  paused: z.number().int(),
  // Cents per month over the active subscriptions, every interval converted to a monthly amount.
  totalMonthlyAmount: z.number().int(),
  /** The same incl. VAT: each subscription's grossAmount converted to a month (issue 28). */
  totalMonthlyGrossAmount: z.number().int(),
});
export type CustomerSubscriptionStats = z.infer<typeof customerSubscriptionStatsSchema>;
export const customerSubscriptionStatsResponseSchema = successSchema(customerSubscriptionStatsSchema);

export const CANCELLATION_REASON_MAX = 1000;
export const cancellationReasonRequired = 'Reden voor opzegging is verplicht';

export const cancelSubscriptionBodySchema = z.object({
  reason: multiLineText({ typeError: cancellationReasonRequired })
    .min(1, { error: cancellationReasonRequired })
    .max(CANCELLATION_REASON_MAX, {
      error: `Reden voor opzegging mag maximaal ${CANCELLATION_REASON_MAX} tekens lang zijn`,
    }),
});
export type CancelSubscriptionBody = z.infer<typeof cancelSubscriptionBodySchema>;

export const subscriptionIdParamsSchema = z.object({ id: z.uuid() });

// SPEC §3 "Subscription (customer)" as GET /pay/subscriptions/{userId} returns it (a bare array).
export const paySubscriptionSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  planName: z.string(),
  description: z.string(),
  price: z.number().int(),
  sale: z.number().int().nullable(),
  amount: z.number().int(),
  interval: billingIntervalSchema,
  status: z.enum(['active', 'cancelled', 'pending']),
  nextPaymentDue: isoDateSchema.nullable(),
  nextBillingDate: isoDateSchema.nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  url: z.string().nullable(),
});
export type PaySubscription = z.infer<typeof paySubscriptionSchema>;
export const paySubscriptionListSchema = z.array(paySubscriptionSchema);
export const paySubscriptionsParamsSchema = z.object({ userId: z.uuid() });
