import { z } from 'zod';
import { errorParamsSchema, errorReasons, successSchema } from './common.ts';

// The public pay page (issue 29): reached from a signed, expiring link in an invoice e-mail, a reminder or a
// printed letter, without a login. It shows the company, the invoice numbers and the amount, nothing else.

/**
 * A signed link's token: a compact JWT (three base64url parts). It travels in the query or the body, not the
 * path: it is longer than a path segment may be.
 */
export const payLinkTokenSchema = z.object({
  token: z
    .string()
    .max(800)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/),
});

export const payLinkLineSchema = z.object({
  kind: z.enum(['invoice', 'fee']),
  /** The invoice number, or the letter number whose collection costs these are. */
  number: z.string(),
  cents: z.number().int(),
});

/**
 * payable: the button starts a checkout for `amountCents`; nothing_to_pay: everything the link was for is
 * settled; not_payable: the claim lifecycle does not let it be paid online now (`reason` says why, e.g. its
 * direct debit is at the bank); off: online payment is switched off (pay by transfer).
 */
export const payLinkStateSchema = z.enum(['payable', 'nothing_to_pay', 'not_payable', 'off']);

export const payLinkViewSchema = z.object({
  state: payLinkStateSchema,
  companyName: z.string(),
  lines: z.array(payLinkLineSchema),
  amountCents: z.number().int(),
  /** For a transfer instead: the letter's or the one invoice's reference. */
  paymentReference: z.string().nullable(),
  testMode: z.boolean(),
  /** Why not payable: a refusal reason and its text (Dutch), for the page to word. */
  reason: z.enum(errorReasons).nullable(),
  message: z.string().nullable(),
  params: errorParamsSchema.nullable(),
  expiresAt: z.iso.datetime(),
});
export type PayLinkView = z.infer<typeof payLinkViewSchema>;
export const payLinkViewResponseSchema = successSchema(payLinkViewSchema);
