import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { freeText, multiLineText } from './text-rule.ts';

// Paying account credit back (issue 29): finance starts a payback; it goes back through Mollie when the
// credit came from an online payment that can still refund, otherwise as a SEPA credit transfer in a payout
// batch (pain.001) that finance downloads, marks sent or cancels. The credit falls only when the money left.

/** POST /api/admin/account-credit/{userId}/paybacks (Idempotency-Key honoured). */
export const startPaybackBodySchema = z.object({
  /** At most what is available; left out: all of it. */
  amountCents: z.number().int().min(1).max(100_000_000).optional(),
  /** The account for a credit transfer; left out: the mandate's. */
  iban: z.string().trim().max(42).optional(),
  accountHolder: freeText().max(70).optional(),
  note: multiLineText().max(1000).default(''),
});
export type StartPaybackBody = z.infer<typeof startPaybackBodySchema>;

export const creditPayoutRouteSchema = z.enum(['transfer', 'mollie']);
export const creditPayoutStatusSchema = z.enum(['reserved', 'sent', 'confirmed', 'returned', 'cancelled']);

export const creditPayoutSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  customerNumber: z.number().int(),
  customerName: z.string(),
  route: creditPayoutRouteSchema,
  status: creditPayoutStatusSchema,
  amountCents: z.number().int(),
  iban: z.string().nullable(),
  endToEndId: z.string().nullable(),
  batchId: z.uuid().nullable(),
  /** Mollie's refund state (queued, pending, refunded, failed…) for a payout through Mollie. */
  providerStatus: z.string().nullable(),
  returnReasonCode: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
});
export type CreditPayout = z.infer<typeof creditPayoutSchema>;

export const startPaybackResponseSchema = successSchema(
  z.object({
    payouts: z.array(creditPayoutSchema),
    /** Credit still free to pay back or to settle invoices with, after this payback. */
    availableCents: z.number().int(),
  }),
);

export const creditPayoutBatchSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'file_created', 'sent', 'cancelled']),
  messageId: z.string().nullable(),
  executionDate: isoDateSchema.nullable(),
  numberOfTransactions: z.number().int(),
  totalCents: z.number().int(),
  createdAt: isoDateTimeSchema,
  fileCreatedAt: isoDateTimeSchema.nullable(),
  sentAt: isoDateTimeSchema.nullable(),
  cancelledAt: isoDateTimeSchema.nullable(),
  payouts: z.array(creditPayoutSchema),
});
export type CreditPayoutBatch = z.infer<typeof creditPayoutBatchSchema>;

/** GET /api/admin/credit-payouts: the batches not yet done with, newest first, and the Mollie payouts. */
export const creditPayoutsResponseSchema = successSchema(
  z.object({
    batches: z.array(creditPayoutBatchSchema),
    molliePayouts: z.array(creditPayoutSchema),
  }),
);

export const creditPayoutBatchResponseSchema = successSchema(creditPayoutBatchSchema);

/** GET /api/admin/account-credit/{userId}/payouts: one customer's payouts, newest first. */
export const customerPayoutsResponseSchema = successSchema(z.array(creditPayoutSchema));
