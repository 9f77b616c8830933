import { z } from 'zod';
import { USER_ROLES } from './permissions.ts';

export const activityPaymentMethods = [
  'bank_transfer',
  'sepa',
  'ideal',
  'credit_card',
  'manual',
  'account_credit',
  'bancontact',
  'paypal',
] as const;

/**
 * The facts an activity line is worded from (issue 20). The trail keeps a Dutch description; a screen words
 * each line itself, in the reader's language, from the type, the variant and these facts. An item's params
 * are null for a type no screen words and for an old row that lacks the facts: the description shows then.
 */
export const activityParamsSchema = z.object({
  /** Which wording of the type: 'default', or e.g. 'letter' for a payment on a collection letter. */
  variant: z.string(),
  count: z.number().int().optional(),
  /** A subscription's name; newTitle the package a planned change moves it to. */
  title: z.string().optional(),
  newTitle: z.string().optional(),
  invoiceNumber: z.string().optional(),
  invoiceNumbers: z.array(z.string()).optional(),
  creditNoteNumber: z.string().optional(),
  letterNumber: z.string().optional(),
  amountCents: z.number().int().optional(),
  /** A calendar date (YYYY-MM-DD): when the change takes effect or the service ends. */
  date: z.string().optional(),
  nextInvoiceDate: z.string().optional(),
  interval: z.string().optional(),
  reference: z.string().optional(),
  previousReference: z.string().optional(),
  /** Only the last digits of an account: NL** **** **** **12 34. */
  maskedIban: z.string().optional(),
  email: z.string().optional(),
  previousEmail: z.string().optional(),
  paymentMethod: z.enum(activityPaymentMethods).optional(),
  role: z.enum(USER_ROLES).optional(),
  previousRole: z.enum(USER_ROLES).optional(),
  /** A person's own words (a staff reason, an e-mail's subject): shown as typed, never translated. */
  reason: z.string().optional(),
  subject: z.string().optional(),
  /** The payment brought a suspended service back. */
  reactivated: z.boolean().optional(),
});
export type ActivityParams = z.infer<typeof activityParamsSchema>;
