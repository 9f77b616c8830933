import { z } from 'zod';
import { successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText } from './text-rule.ts';

// Online payments through Mollie (issue 29): the company's settings, what a customer may pay, a payment started
// and its state as the customer's status page shows it.

export const ONLINE_PAYMENT_METHODS = ['ideal', 'bancontact', 'creditcard', 'paypal'] as const;
export const onlinePaymentMethodSchema = z.enum(ONLINE_PAYMENT_METHODS);
export type OnlinePaymentMethod = z.infer<typeof onlinePaymentMethodSchema>;

/** off: no pay buttons; demo: the built-in Testmodus without network (not in production); test/live: Mollie. */
export const onlinePaymentModeSchema = z.enum(['off', 'demo', 'test', 'live']);
export type OnlinePaymentMode = z.infer<typeof onlinePaymentModeSchema>;

export const onlinePaymentSettingsSchema = z.object({
  mode: onlinePaymentModeSchema,
  /** The stored key's first and last characters ('test_…wxyz'); the key itself is never shown again. */
  apiKeyHint: z.string().nullable(),
  methods: z.array(onlinePaymentMethodSchema),
  /** Whether the built-in Testmodus may be chosen (never in production). */
  demoAvailable: z.boolean(),
});
export type OnlinePaymentSettingsView = z.infer<typeof onlinePaymentSettingsSchema>;
export const onlinePaymentSettingsResponseSchema = successSchema(onlinePaymentSettingsSchema);

export const MOLLIE_API_KEY_PATTERN = /^(test|live)_\w{30,}$/;
export const updateOnlinePaymentSettingsBodySchema = z.object({
  mode: onlinePaymentModeSchema,
  /** A new key; left out, the stored one stays. */
  apiKey: z
    .string()
    .trim()
    .regex(MOLLIE_API_KEY_PATTERN, { error: 'Een API-sleutel van Mollie begint met test_ of live_' })
    .optional(),
  methods: z
    .array(onlinePaymentMethodSchema)
    .min(1, { error: 'Kies ten minste één betaalmethode' })
    .transform((methods) => [...new Set(methods)]),
});
export type UpdateOnlinePaymentSettingsBody = z.infer<typeof updateOnlinePaymentSettingsBodySchema>;

/** Whether the customer sees pay buttons, and which methods the checkout offers. */
export const onlinePaymentAvailabilitySchema = z.object({
  enabled: z.boolean(),
  /** demo: the checkout is the Testmodus, which the buttons say. */
  testMode: z.boolean(),
  methods: z.array(onlinePaymentMethodSchema),
});
export const onlinePaymentAvailabilityResponseSchema = successSchema(onlinePaymentAvailabilitySchema);

/**
 * What to pay: one invoice, a letter with its fee, everything open, or what is left of an instalment of the
 * customer's payment arrangement (issue 30; the instalment by its sequence in the schedule in force).
 */
export const startOnlinePaymentBodySchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('invoice'), invoiceId: z.uuid() }),
  z.object({ scope: z.literal('letter'), letterId: z.uuid() }),
  z.object({ scope: z.literal('all') }),
  z.object({
    scope: z.literal('instalment'),
    arrangementId: z.uuid(),
    sequence: z.number().int().min(1).max(36),
  }),
]);
export type StartOnlinePaymentBody = z.infer<typeof startOnlinePaymentBodySchema>;

export const startedOnlinePaymentSchema = z.object({
  /** Where the customer goes to pay (Mollie's hosted checkout). */
  checkoutUrl: z.string(),
  /** The status page's key, for /betalen/status/:token. */
  statusToken: z.string(),
  amountCents: z.number().int(),
});
export const startedOnlinePaymentResponseSchema = successSchema(startedOnlinePaymentSchema);

/** The customer's status page: paid / pending / failed / expired, and what next. */
export const onlinePaymentStateSchema = z.enum(['paid', 'pending', 'failed', 'canceled', 'expired']);
export type OnlinePaymentState = z.infer<typeof onlinePaymentStateSchema>;
export const onlinePaymentStatusSchema = z.object({
  state: onlinePaymentStateSchema,
  amountCents: z.number().int(),
  /** The invoices and letters it was for. */
  invoiceNumbers: z.array(z.string()),
  letterNumber: z.string().nullable(),
  /** An instalment of a payment arrangement: the arrangement's number (BR-…) and the instalment's sequence. */
  arrangementNumber: z.string().nullable(),
  instalmentSequence: z.number().int().nullable(),
  method: z.string().nullable(),
  testMode: z.boolean(),
  /** What is still open of those claims now (0 once paid), and their payment reference for a transfer. */
  openCents: z.number().int(),
  paymentReference: z.string().nullable(),
  companyName: z.string(),
});
export type OnlinePaymentStatusView = z.infer<typeof onlinePaymentStatusSchema>;
export const onlinePaymentStatusResponseSchema = successSchema(onlinePaymentStatusSchema);
export const onlinePaymentStatusParamsSchema = z.object({ token: z.string().regex(/^[\w-]{20,80}$/) });

/** Staff's list of online payments (finance): provider, method, state and Mollie's id. */
export const onlinePaymentRowStatusSchema = z.enum([
  'creating',
  'create_failed',
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
]);
export const adminOnlinePaymentsQuerySchema = pageQuerySchema.extend({
  status: onlinePaymentRowStatusSchema.optional(),
});
export const adminOnlinePaymentSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  provider: z.literal('mollie'),
  mode: onlinePaymentModeSchema,
  providerPaymentId: z.string().nullable(),
  scope: z.enum(['invoice', 'letter', 'all', 'instalment']),
  invoiceNumbers: z.array(z.string()),
  letterNumber: z.string().nullable(),
  /** scope 'instalment': the arrangement (BR-…) and the instalment's sequence. */
  arrangementNumber: z.string().nullable(),
  instalmentSequence: z.number().int().nullable(),
  amountCents: z.number().int(),
  creditedCents: z.number().int(),
  status: onlinePaymentRowStatusSchema,
  method: z.string().nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  bookedAt: z.string().nullable(),
});
export type AdminOnlinePayment = z.infer<typeof adminOnlinePaymentSchema>;
export const adminOnlinePaymentsResponseSchema = successSchema(
  z.object({ payments: z.array(adminOnlinePaymentSchema), pagination: paginationSchema }),
);

/** Staff refund (part of) what an online payment paid on an invoice (finance, Idempotency-Key honoured). */
export const onlineRefundBodySchema = z.object({
  amountCents: z.number().int().min(1, { error: 'Vul een bedrag van ten minste € 0,01 in' }),
  description: freeText().max(200).optional(),
});
export const onlineRefundStatusSchema = z.enum([
  'creating',
  'create_failed',
  'queued',
  'pending',
  'processing',
  'refunded',
  'failed',
  'canceled',
]);
export const onlineRefundSchema = z.object({
  id: z.uuid(),
  providerRefundId: z.string().nullable(),
  amountCents: z.number().int(),
  status: onlineRefundStatusSchema,
});
export const onlineRefundResponseSchema = successSchema(onlineRefundSchema);
export type OnlineRefundStatus = z.infer<typeof onlineRefundStatusSchema>;

/** An invoice's online refunds for staff: what can still be refunded through Mollie and each refund's state. */
export const invoiceOnlineRefundSchema = onlineRefundSchema.extend({
  description: z.string(),
  createdAt: z.string(),
  /** When the refunded money came off the books (Mollie said `refunded`). */
  bookedAt: z.string().nullable(),
});
export const invoiceOnlineRefundsSchema = z.object({
  /** The online payment that paid this invoice and can still give money back; null if none. */
  payment: z
    .object({
      providerPaymentId: z.string(),
      method: z.string().nullable(),
      amountCents: z.number().int(),
      paidAt: z.string().nullable(),
    })
    .nullable(),
  /** The most a new refund may be now (refunds under way already counted off). */
  refundableCents: z.number().int(),
  /** Whether Mollie can be asked now: online payments on in the mode the payment was made in. */
  providerAvailable: z.boolean(),
  refunds: z.array(invoiceOnlineRefundSchema),
});
export type InvoiceOnlineRefunds = z.infer<typeof invoiceOnlineRefundsSchema>;
export const invoiceOnlineRefundsResponseSchema = successSchema(invoiceOnlineRefundsSchema);
