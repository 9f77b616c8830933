import { z } from 'zod';
import { packageTypeSchema } from './catalog.ts';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import {
  billingIntervalSchema,
  serviceStatusSchema,
  serviceSuspensionSchema,
  subscriptionStatusSchema,
} from './subscriptions.ts';

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
  /** The same incl. VAT as its invoice books it (invoicedPrice; 0% VAT when reverse-charged), issue 28. */
  grossAmount: z.number().int(),
  interval: billingIntervalSchema,
  nextBillingDate: isoDateSchema.nullable(),
  url: z.string().nullable(),
  domain: z.string().nullable(),
  packageType: packageTypeSchema,
  specs: packageSpecsSchema,
  /**
   * Ordered on a panel package whose panel has no usable server with room: it waits for a server staff must
   * add, is not counted as active and has no control panel to offer yet (issue 28).
   */
  waitingForServer: z.boolean(),
});
export type DashboardService = z.infer<typeof dashboardServiceSchema>;

export const dashboardSummarySchema = z.object({
  /** This is the customer's first login: the dashboard says "Welkom", not "Welkom terug" (issue 28). */
  firstLogin: z.boolean(),
  /** The running services, not those that wait for a server (issue 28). */
  activeServices: z.number().int(),
  openInvoices: z.object({
    count: z.number().int(),
    amountCents: z.number().int(),
    /** What of the amount a running payment arrangement holds: paid by its instalments, not "Alles betalen". */
    heldCents: z.number().int(),
  }),
  accountCreditCents: z.number().int(),
  openTickets: z.number().int(),
  services: z.array(dashboardServiceSchema),
  quickStats: z.object({
    /** Paid in the current calendar year (Amsterdam), in cents. */
    paidThisYearCents: z.number().int(),
    /** The earliest next invoice of the active services: its date, its amount excl. and incl. btw (cents). */
    nextInvoice: z
      .object({ date: isoDateSchema, amountCents: z.number().int(), grossAmountCents: z.number().int() })
      .nullable(),
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
  /** Waits for a server staff must add, so no panel to open yet (issue 28). */
  waitingForServer: z.boolean(),
  /** Why a suspended service is suspended and what lifts it (issue 28); null otherwise. */
  suspension: serviceSuspensionSchema.nullable(),
  /**
   * The panel's figures as of `measuredAt` (megabytes; a null limit is unlimited), refreshed by the
   * provisioning job; null when the service has no panel account or the panel has not answered yet.
   */
  usage: z
    .object({
      diskMb: z.number(),
      diskLimitMb: z.number().nullable(),
      bandwidthMb: z.number(),
      bandwidthLimitMb: z.number().nullable(),
      emailAccounts: z.number().int(),
      domains: z.number().int(),
      measuredAt: isoDateTimeSchema,
    })
    .nullable(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;
export const customerServicesResponseSchema = successSchema(
  z.object({ services: z.array(customerServiceSchema) }),
);
