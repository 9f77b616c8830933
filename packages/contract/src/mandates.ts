import { z } from 'zod';
import { isoDateSchema, successSchema } from './common.ts';
import { sepaSchemeSchema } from './company.ts';
import { mandateConsentSchema } from './orders.ts';

// The customer's own SEPA mandates (issue 5): GET /api/mandates and PUT /api/mandates/:id/iban.

export const mandateStatusSchema = z.enum(['valid', 'pending', 'invalid', 'expired']);
export const mandateSignatureMethodSchema = z.enum(['paper', 'e_mandate', 'web_consent']);

/**
 * What a new IBAN does to this mandate (DOMAIN-NL §2):
 * - `amend`: the mandate keeps its reference and the next collection tells the bank (valid or pending
 *   mandates, and mandates invalidated because the account was wrong, closed or blocked: AC01/AC04/AC06);
 * - `renew`: a new mandate with a new reference takes over its subscriptions (expired after 36 months,
 *   or no valid mandate at the bank: MD01);
 * - `contact`: handled by our staff, not in the portal (MD07);
 * - `unused`: an invalid or expired mandate no subscription uses any more: nothing to do.
 */
export const mandateChangeModeSchema = z.enum(['amend', 'renew', 'contact', 'unused']);
export type MandateChangeMode = z.infer<typeof mandateChangeModeSchema>;

export const customerMandateSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** Never the full IBAN: 'NL** **** **** **** 4300'. */
  ibanMasked: z.string(),
  bic: z.string().nullable(),
  accountHolder: z.string(),
  status: mandateStatusSchema,
  signedAt: isoDateSchema,
  signedPlace: z.string().nullable(),
  signatureMethod: mandateSignatureMethodSchema,
  lastCollectionDate: isoDateSchema.nullable(),
  /** The IBAN changed since the last collection: the next one carries the amendment. */
  amendmentPending: z.boolean(),
  /** Why the bank refused it, for an invalid mandate (e.g. 'AC04'); null when unknown. */
  returnReasonCode: z.string().nullable(),
  /** Subscriptions (not cancelled) collected with this mandate. */
  subscriptionCount: z.number().int(),
  changeMode: mandateChangeModeSchema,
});
export type CustomerMandate = z.infer<typeof customerMandateSchema>;

/** Who the customer authorises: named in the mandate text (DOMAIN-NL §2). */
export const mandateCreditorSchema = z.object({
  name: z.string(),
  address: z.string(),
  creditorId: z.string().nullable(),
  /** B2B mandates give no refund right, so the text differs. */
  scheme: sepaSchemeSchema,
});
export type MandateCreditor = z.infer<typeof mandateCreditorSchema>;

export const customerMandatesSchema = z.object({
  mandates: z.array(customerMandateSchema),
  creditor: mandateCreditorSchema,
});
export type CustomerMandates = z.infer<typeof customerMandatesSchema>;
export const customerMandatesResponseSchema = successSchema(customerMandatesSchema);

export const mandateIdParamsSchema = z.object({ id: z.uuid() });

// The same fields and consent box as a mandate at checkout: a new IBAN is a new consent, recorded as web
// consent with time and IP.
export const changeMandateIbanBodySchema = mandateConsentSchema;
export type ChangeMandateIbanBody = z.infer<typeof changeMandateIbanBodySchema>;

export const changeMandateIbanResultSchema = z.object({
  /** The mandate the subscriptions are now collected with: the same one, or its replacement when renewed. */
  mandate: customerMandateSchema,
  renewed: z.boolean(),
  /** Unpaid invoices that waited for a new account and go with the next collection now. */
  collectedInvoiceNumbers: z.array(z.string()),
});
export type ChangeMandateIbanResult = z.infer<typeof changeMandateIbanResultSchema>;
export const changeMandateIbanResponseSchema = successSchema(changeMandateIbanResultSchema);

/**
 * Staff record a new account the customer gave outside the portal (a signed paper form, an e-Mandate):
 * the same fields, and how the consent was given instead of the portal's tick box.
 */
export const staffMandateIbanBodySchema = mandateConsentSchema.extend({
  signatureMethod: z.enum(['paper', 'e_mandate']),
});
export type StaffMandateIbanBody = z.infer<typeof staffMandateIbanBodySchema>;
export const staffMandateParamsSchema = z.object({ id: z.uuid(), mandateId: z.uuid() });
