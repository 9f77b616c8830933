import { z } from 'zod';
import { isoDateTimeSchema, successSchema } from './common.ts';

/**
 * What a run over many records left out for one customer, and why (issue 26): the SEPA batch (an invoice
 * whose debit the customer's data keeps out of the file; read live, so it is gone once corrected), the last
 * billing run (a subscription it did not invoice) and the last dunning run (a step it could not take).
 * `code` and `params` let the screen word it; `message` is the same in Dutch.
 */
export const runProblemSchema = z.object({
  run: z.enum(['sepa_batch', 'billing_run', 'dunning_run']),
  code: z.enum([
    'debit_address',
    'debit_debtor_data',
    'address_incomplete',
    'invoice_refused',
    'dunning_failed',
  ]),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The record left out: the invoice, the subscription, or the customer (the dunning step). */
  record: z.object({
    kind: z.enum(['invoice', 'subscription', 'customer']),
    id: z.uuid(),
    label: z.string(),
  }),
  message: z.string(),
  /** When the run recorded it; null for what is read live (the SEPA batch's screening). */
  at: isoDateTimeSchema.nullable(),
});
export type RunProblem = z.infer<typeof runProblemSchema>;
export const runProblemsResponseSchema = successSchema(z.object({ problems: z.array(runProblemSchema) }));
