import { z } from 'zod';
import { successSchema } from './common.ts';

// Administration Dashboard overview (issue 7, SPEC §2, §3 "Dashboard stats response", §4 alert urgency):
// the stat cards, nav badges, Priority Actions, System Alerts and the 12-month revenue chart, all computed
// from the data. Staff screen: English texts.

export const adminDashboardQuerySchema = z.object({
  /** Days the period figures (growth, payment success) look back; the previous period is as long. */
  period: z.coerce
    .number()
    .int()
    .refine((days) => [7, 30, 90].includes(days), { error: 'Choose 7, 30 or 90 days' })
    .default(30),
});

/** SPEC §3 dashboard stats, plus what the cards and badges of SPEC §2 show. Money in cents. */
export const adminDashboardStatsSchema = z.object({
  period: z.number().int(),
  /** KPI users.total: every account not deleted, staff included (docs/KPIS.md). */
  totalUsers: z.number().int(),
  /** KPI users.new: accounts (not deleted) registered in this and the previous period (growth). */
  newUsers: z.number().int(),
  previousNewUsers: z.number().int(),
  /** KPI subscriptions.active: subscriptions running today. */
  activeSubscriptions: z.number().int(),
  /** KPI subscriptions.new: subscriptions starting in this and the previous period. */
  newSubscriptions: z.number().int(),
  previousNewSubscriptions: z.number().int(),
  /** KPI revenue.mrr: monthly recurring revenue of the subscriptions running today, excl. VAT. */
  monthlyRevenue: z.number().int(),
  /** KPI revenue.perCustomer: monthlyRevenue over the customers with a running subscription; 0 without any. */
  revenuePerUser: z.number().int(),
  /** Share of direct debits settled in the period that were not returned, 0–100, one decimal; null without any. */
  paymentSuccessRate: z.number().nullable(),
  /** Direct debits returned in the period. */
  failedPayments: z.number().int(),
  /** Unpaid invoices past their due date, and what is open on them (incl. VAT). */
  overduePayments: z.number().int(),
  overdueAmount: z.number().int(),
  /** Of the amount of the collection cases opened in the last 90 days, the share paid, 0–100, one decimal; null without any. */
  recoveryRate: z.number().nullable(),
  /** Customers with an open case more than 30 days overdue or whose collection failed. */
  highRiskAccounts: z.number().int(),
  /** Open collection cases. */
  collectionCases: z.number().int(),
  badges: z.object({
    newUsersThisMonth: z.number().int(),
    /** Cancelled subscriptions whose service ends within 30 days. */
    expiringSubscriptions: z.number().int(),
    overdueInvoices: z.number().int(),
    failedPayments: z.number().int(),
    riskyCustomers: z.number().int(),
  }),
});
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;
export const adminDashboardStatsResponseSchema = successSchema(adminDashboardStatsSchema);

export const adminTargetSectionSchema = z.enum([
  'collections',
  'payments',
  'invoices',
  'subscriptions',
  'hosting',
]);

/** The figures a card's or alert's text is made of, so the web can word it in the user's language. */
export const adminSignalValuesSchema = z.object({
  count: z.number().int(),
  amountCents: z.number().int(),
  period: z.number().int(),
});

export const adminPriorityActionSchema = z.object({
  id: z.string(),
  values: adminSignalValuesSchema,
  title: z.string(),
  description: z.string(),
  count: z.number().int(),
  priority: z.enum(['urgent', 'high', 'medium']),
  /** The section the card opens. */
  section: adminTargetSectionSchema,
});
export type AdminPriorityAction = z.infer<typeof adminPriorityActionSchema>;
export const adminPriorityActionsResponseSchema = successSchema(
  z.object({ actions: z.array(adminPriorityActionSchema) }),
);

export const adminAlertSchema = z.object({
  id: z.string(),
  values: adminSignalValuesSchema,
  severity: z.enum(['urgent', 'high', 'medium']),
  title: z.string(),
  message: z.string(),
  section: adminTargetSectionSchema,
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;
export const adminAlertsResponseSchema = successSchema(z.object({ alerts: z.array(adminAlertSchema) }));

/** One Amsterdam month: what was invoiced (excl. VAT, credit notes subtracted) and the MRR at its end. */
export const revenueMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  invoicedCents: z.number().int(),
  mrrCents: z.number().int(),
});
export const adminRevenueResponseSchema = successSchema(z.object({ months: z.array(revenueMonthSchema) }));
