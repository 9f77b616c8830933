import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { billingIntervalSchema } from './subscriptions.ts';
import { freeText, sepaNameText } from './text-rule.ts';

// Customer ordering (issue 4): a cart kept on the server (SPEC §3 session state "cart") and a checkout
// that creates the mandate, the subscriptions and their first invoices.

export const cartItemSchema = z.object({
  id: z.uuid(),
  packageId: z.uuid(),
  packageName: z.string(),
  interval: billingIntervalSchema,
  quantity: z.number().int(),
  /** Cents per interval excl. VAT, for one. */
  unitPriceCents: z.number().int(),
  /** Cents per interval incl. VAT, for one: what its invoice will total. */
  unitGrossCents: z.number().int(),
  vatRateBp: z.number().int(),
  /** Excl. VAT for the quantity. */
  netCents: z.number().int(),
  /** Incl. VAT for the quantity: each copy is a subscription invoiced on its own. */
  totalCents: z.number().int(),
});
export type CartItemView = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** The customer's valid mandate, which checkout can use instead of a new one. */
  existingMandate: z.object({ reference: z.string(), ibanMasked: z.string() }).nullable(),
  subtotalCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = successSchema(cartSchema);

export const addCartItemBodySchema = z.object({
  packageId: z.uuid(),
  interval: billingIntervalSchema,
  quantity: z.number().int().min(1).max(10).default(1),
});
export const updateCartItemBodySchema = z.object({ quantity: z.number().int().min(1).max(10) });

// A ticked box is not a signature in NL: this is recorded as web consent with IP and time (DOMAIN-NL §2).
export const mandateConsentSchema = z.object({
  iban: z.string().trim().min(1, { error: 'Vul je IBAN in' }).max(42),
  bic: z.string().trim().max(11).nullable().default(null),
  // The debtor's name in the pain.008 of every collection (text-rule.ts: writable there).
  accountHolder: sepaNameText().min(1, { error: 'Vul de naam van de rekeninghouder in' }).max(70),
  signedPlace: freeText().min(1, { error: 'Vul je woonplaats in' }).max(70),
  mandateConsent: z.literal(true, { error: 'Geef toestemming voor de automatische incasso' }),
});
export type MandateConsent = z.infer<typeof mandateConsentSchema>;

export const termsNotAccepted = 'Ga akkoord met de algemene voorwaarden om te bestellen';

/**
 * What the customer accepted with the order (art. 6:230m, 6:230p BW): the versions of the terms and privacy
 * statement the checkout showed, and, for a consumer, the express request to start within the 14-day
 * withdrawal period (required: a consumer who does not ask for it cannot order a service that starts now).
 */
export const orderAcceptanceSchema = z.object(
  {
    termsVersion: z.number().int().min(1),
    privacyVersion: z.number().int().min(1),
    acceptTerms: z.literal(true, { error: termsNotAccepted }),
    immediateStart: z.boolean().default(false),
  },
  { error: termsNotAccepted },
);
export type OrderAcceptance = z.infer<typeof orderAcceptanceSchema>;

/** mandate null = collect with the customer's existing valid mandate (409 MANDATE_INVALID when none). */
export const checkoutBodySchema = z.object({
  mandate: mandateConsentSchema.nullable(),
  acceptance: orderAcceptanceSchema,
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const orderResultSchema = z.object({
  order: z.object({
    id: z.uuid(),
    termsVersion: z.number().int(),
    privacyVersion: z.number().int(),
    customerType: z.enum(['consumer', 'business']),
    /** Consumers: the last day they may withdraw (Herroepen); null for a business. */
    withdrawalEndsOn: isoDateSchema.nullable(),
  }),
  mandateReference: z.string(),
  subscriptions: z.array(
    z.object({ id: z.uuid(), title: z.string(), interval: billingIntervalSchema, startDate: isoDateSchema }),
  ),
  invoices: z.array(
    z.object({
      id: z.uuid(),
      invoiceNumber: z.string(),
      totalCents: z.number().int(),
      dueDate: isoDateSchema,
      paymentReference: z.string().nullable(),
    }),
  ),
});
export type OrderResult = z.infer<typeof orderResultSchema>;
export const orderResultResponseSchema = successSchema(orderResultSchema);

// SPEC §7 POST /pay/csubpayment-test: the test-mode order of one subscription.
export const testSubscriptionPaymentBodySchema = mandateConsentSchema.extend({
  packageId: z.uuid(),
  interval: billingIntervalSchema,
  acceptance: orderAcceptanceSchema,
});

export const withdrawalResultSchema = z.object({
  subscriptionId: z.uuid(),
  withdrawnAt: isoDateTimeSchema,
  /** Incl. VAT: what stays due for the days delivered, and what the credit note gave back. */
  keptCents: z.number().int(),
  creditedCents: z.number().int(),
  creditNote: z.object({ id: z.uuid(), invoiceNumber: z.string(), totalCents: z.number().int() }).nullable(),
});
export type WithdrawalResult = z.infer<typeof withdrawalResultSchema>;
export const withdrawalResultResponseSchema = successSchema(withdrawalResultSchema);
