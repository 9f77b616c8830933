import { z } from 'zod';
import { successSchema } from './common.ts';

// Administration Dashboard section "analytics" (issue 7, SPEC §7 GET /api/admin/analytics?timeframe): key
// figures, receivables and collections of a timeframe of Amsterdam calendar days ending today, and the
// series the charts draw. Every figure is computed from the data; a figure that cannot be computed (no data
// to divide by) is null, never a stand-in number. Money in cents. Definitions: docs/decisions/015.

export const ANALYTICS_TIMEFRAMES = ['7d', '30d', '90d', '12m'] as const;
export const analyticsTimeframeSchema = z.enum(ANALYTICS_TIMEFRAMES, {
  error: 'Choose a timeframe of 7d, 30d, 90d or 12m',
});
export type AnalyticsTimeframe = z.infer<typeof analyticsTimeframeSchema>;

export const adminAnalyticsQuerySchema = z.object({ timeframe: analyticsTimeframeSchema.default('30d') });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const countAndAmount = z.object({ count: z.number().int(), amountCents: z.number().int() });

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export const COLLECTION_FUNNEL_STAGES = [
  'initial_notice',
  'first_reminder',
  'second_reminder',
  'final_notice',
  'legal_action',
  'resolved',
] as const;

/** One point of the charts: a day (7d, 30d), a week ending on `end` (90d) or a calendar month (12m). */
export const analyticsBucketSchema = z.object({
  start: isoDate,
  end: isoDate,
  /** Monthly recurring revenue of the subscriptions running at the end of `end`. */
  mrrCents: z.number().int(),
  newSubscriptions: z.number().int(),
  churnedSubscriptions: z.number().int(),
  successfulDebits: z.number().int(),
  failedDebits: z.number().int(),
});
export type AnalyticsBucket = z.infer<typeof analyticsBucketSchema>;

export const adminAnalyticsSchema = z.object({
  timeframe: analyticsTimeframeSchema,
  /** First and last Amsterdam day of the timeframe (the last is today), and how many days it holds. */
  start: isoDate,
  end: isoDate,
  days: z.number().int(),
  granularity: z.enum(['day', 'week', 'month']),
  mrrCents: z.number().int(),
  arrCents: z.number().int(),
  /** Subscriptions running at the start of the timeframe (the churn rate's denominator) and today. */
  activeAtStart: z.number().int(),
  activeNow: z.number().int(),
  /** Customers with a running subscription today (ARPU's denominator). */
  payingCustomers: z.number().int(),
  newSubscriptions: z.number().int(),
  churnedSubscriptions: z.number().int(),
  /** churned ÷ activeAtStart, percent with one decimal. */
  churnRate: z.number().nullable(),
  /** churnRate scaled to one month (× 30.4375 ÷ days), percent with two decimals. */
  monthlyChurnRate: z.number().nullable(),
  /** MRR ÷ paying customers. */
  arpuCents: z.number().int().nullable(),
  /** ARPU ÷ monthly churn rate; null when nothing churned. */
  lifetimeValueCents: z.number().int().nullable(),
  /** Direct debits of the timeframe (by collection date) the bank settled: collected and returned. */
  successfulPayments: z.number().int(),
  failedPayments: z.number().int(),
  failedAmountCents: z.number().int(),
  /** collected ÷ (collected + returned), percent with one decimal. */
  paymentSuccessRate: z.number().nullable(),
  /** Returns refunded at the debtor's request (MD06). */
  chargebacks: countAndAmount,
  /** Share of the amount of collection cases opened in the timeframe that was paid, percent, one decimal. */
  recoveryRate: z.number().nullable(),
  /** Open receivables today and what was invoiced (incl. VAT, credit notes subtracted) in the timeframe. */
  openReceivablesCents: z.number().int(),
  invoicedCents: z.number().int(),
  /** openReceivables ÷ invoiced × days, one decimal. */
  daysSalesOutstanding: z.number().nullable(),
  /** Unpaid invoices past their due date by days past due. */
  ageing: z.array(countAndAmount.extend({ bucket: z.enum(AGEING_BUCKETS) })),
  /** Collection cases by stage: the open ones where they stand now, resolved = resolved in the timeframe. */
  collectionFunnel: z.array(countAndAmount.extend({ stage: z.enum(COLLECTION_FUNNEL_STAGES) })),
  /**
   * Payment arrangements (issue 30): open today (proposed or running) with what they still ask, and of those
   * closed in the timeframe the kept (paid in full) and the broken (lapsed).
   */
  arrangements: z.object({
    open: countAndAmount,
    kept: z.number().int(),
    broken: z.number().int(),
  }),
  series: z.array(analyticsBucketSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
export const adminAnalyticsResponseSchema = successSchema(adminAnalyticsSchema);
