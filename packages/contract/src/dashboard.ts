import { z } from 'zod';
import { packageTypeSchema } from './catalog.ts';
import { isoDateSchema, successSchema } from './common.ts';
import { billingIntervalSchema, serviceStatusSchema, subscriptionStatusSchema } from './subscriptions.ts';

export const packageSpecsSchema = z.object({
  diskGb: z.number().int().nullable(),
  bandwidthGb: z.number().int().nullable(),
  vcpu: z.number().int().nullable(),
  ramMb: z.number().int().nullable(),
});

export const dashboardServiceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  planName: z.string(),
  /** Sale price or price per interval, in cents excl. VAT. */
  amount: z.number().int(),
  interval: billingIntervalSchema,
  nextBillingDate: isoDateSchema.nullable(),
  url: z.string().nullable(),
  domain: z.string().nullable(),
  packageType: packageTypeSchema,
  specs: packageSpecsSchema,
});
export type DashboardService = z.infer<typeof dashboardServiceSchema>;

export const dashboardSummarySchema = z.object({
  activeServices: z.number().int(),
  openInvoices: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  accountCreditCents: z.number().int(),
  openTickets: z.number().int(),
  services: z.array(dashboardServiceSchema),
  quickStats: z.object({
    /** Paid in the current calendar year (Amsterdam), in cents. */
    paidThisYearCents: z.number().int(),
    nextInvoice: z.object({ date: isoDateSchema, amountCents: z.number().int() }).nullable(),
    customerSince: z.string(),
    totalInvoices: z.number().int(),
  }),
  today: isoDateSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export const dashboardSummaryResponseSchema = successSchema(dashboardSummarySchema);

export const customerServiceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  planName: z.string(),
  packageName: z.string(),
  packageType: packageTypeSchema,
  specs: packageSpecsSchema,
  status: subscriptionStatusSchema,
  serviceStatus: serviceStatusSchema,
  domain: z.string().nullable(),
  url: z.string().nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  /** Live usage needs the DirectAdmin connection (issue 8); null until then. */
  usage: z.null(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;
export const customerServicesResponseSchema = successSchema(
  z.object({ services: z.array(customerServiceSchema) }),
);
