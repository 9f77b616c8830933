import { z } from 'zod';
import { isoDateSchema, successSchema } from './common.ts';
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
  vatRateBp: z.number().int(),
  /** Incl. VAT for the quantity. */
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

/** mandate null = collect with the customer's existing valid mandate (409 MANDATE_INVALID when none). */
export const checkoutBodySchema = z.object({ mandate: mandateConsentSchema.nullable() });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const orderResultSchema = z.object({
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
});
