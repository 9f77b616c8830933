import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, skippedItemSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText, multiLineText } from './text-rule.ts';

// Collection letters (issue 6, SPEC §3 "Letter record", §7 "Letters" and "generate-letter"): the
// 14-dagenbrief ('notice') and the incassobrief ('collection'), stored as sent.

export const letterTypeSchema = z.enum(['notice', 'collection']);
export type LetterType = z.infer<typeof letterTypeSchema>;
export const letterCollectionStatusSchema = z.enum(['notice_sent', 'collection_sent']);

/** SPEC §3 "Letter record", with what the screens show besides; amounts in cents. */
export const letterRecordSchema = z.object({
  id: z.uuid(),
  letterNumber: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  letterType: letterTypeSchema,
  collectionStatus: letterCollectionStatusSchema,
  /** Everything the letter asks is paid: the claims, and for a collection letter the fee. */
  paymentReceived: z.boolean(),
  /** What the letter asks: the open claims, plus the fee for a collection letter. */
  totalAmount: z.number().int(),
  principalCents: z.number().int(),
  feeCents: z.number().int(),
  feePaidCents: z.number().int(),
  /** What staff let go of the fee (issue 27: an unpaid fee keeps its cases open until paid or waived). */
  feeWaivedCents: z.number().int(),
  feeWaiverReason: z.string().nullable(),
  /** hand: handed over in person. */
  channel: z.enum(['email', 'post', 'hand']),
  letterDate: isoDateSchema,
  expectedReceiptDate: isoDateSchema.nullable(),
  termEndDate: isoDateSchema.nullable(),
  firstFeeDate: isoDateSchema.nullable(),
  paymentReference: z.string(),
  invoiceNumbers: z.array(z.string()),
  sha256: z.string(),
  deliveredAt: isoDateTimeSchema.nullable(),
  deliveryType: z.string().nullable(),
  notes: z.array(
    z.object({ note: z.string(), isCustomerNote: z.boolean(), byName: z.string(), at: isoDateTimeSchema }),
  ),
  /** A notice re-issued because it went by another channel: the number of the letter that replaces it. */
  replacedBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type LetterRecord = z.infer<typeof letterRecordSchema>;

export const letterListQuerySchema = pageQuerySchema.extend({
  letterType: letterTypeSchema.optional(),
  collectionStatus: letterCollectionStatusSchema.optional(),
  paymentReceived: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  /** Customer name, e-mail address, letter number or payment reference. */
  search: freeText().max(100).optional(),
});
export type LetterListQuery = z.infer<typeof letterListQuerySchema>;

export const letterListResponseSchema = successSchema(
  z.object({ letters: z.array(letterRecordSchema), pagination: paginationSchema }),
);
export const customerLettersResponseSchema = successSchema(
  z.object({ letters: z.array(letterRecordSchema) }),
);
export const letterResponseSchema = successSchema(z.object({ letter: letterRecordSchema }));

/** POST /api/admin/letters/notice/{customerId} and /collection/{customerId}. */
export const issueLetterBodySchema = z.object({ sendEmail: z.boolean().default(true) });

/** POST /api/admin/generate-letter/{subscriptionId}: the letter for all that customer's claims in default. */
export const generateLetterBodySchema = z.object({
  letterType: letterTypeSchema.default('notice'),
  sendEmail: z.boolean().default(true),
});
export const generateBulkLettersBodySchema = generateLetterBodySchema.extend({
  subscriptionIds: z
    .array(z.uuid())
    .min(1, { error: 'No valid subscription IDs found for selected accounts' })
    .max(500),
});
export const generateBulkLettersResponseSchema = successSchema(
  z.object({
    successCount: z.number().int(),
    errorCount: z.number().int(),
    totalProcessed: z.number().int(),
    /** Per subscription that got no letter (its id), why: as every bulk result's skipped items. */
    skipped: z.array(skippedItemSchema),
  }),
);

/**
 * POST /api/admin/letters/preview: what writing these letters would do, without writing them (issue 20:
 * staff confirm the number of letters and the fees first). Subscriptions or customers, as the screen has them.
 */
export const letterPreviewBodySchema = z
  .object({
    letterType: letterTypeSchema,
    subscriptionIds: z.array(z.uuid()).max(500).default([]),
    customerIds: z.array(z.uuid()).max(500).default([]),
  })
  .refine((body) => body.subscriptionIds.length + body.customerIds.length > 0, {
    error: 'Kies minstens één abonnement of klant',
  });
export type LetterPreviewBody = z.input<typeof letterPreviewBodySchema>;
/**
 * Fees in cents as the server would put them in the letters: a collection letter charges its fee, a
 * 14-dagenbrief announces the fee due if its term passes unpaid. skipped: per subscription or customer id.
 */
export const letterPreviewSchema = z.object({
  letterType: letterTypeSchema,
  letterCount: z.number().int(),
  customerCount: z.number().int(),
  principalCents: z.number().int(),
  feeCents: z.number().int(),
  letters: z.array(
    z.object({
      customerId: z.uuid(),
      customerName: z.string(),
      principalCents: z.number().int(),
      feeCents: z.number().int(),
      /** The invoices (claims) the letter covers, so staff see which rows it lands on (issue 28). */
      invoiceNumbers: z.array(z.string()).default([]),
    }),
  ),
  skipped: z.array(skippedItemSchema),
});
export type LetterPreview = z.infer<typeof letterPreviewSchema>;
export const letterPreviewResponseSchema = successSchema(letterPreviewSchema);

/** SPEC §7 mark-paid: amount in cents; the fee is paid first, then the claims (art. 6:44 BW). */
export const letterMarkPaidBodySchema = z.object({
  amount: z.number().int().min(1).max(100_000_000),
  paymentMethod: z.enum(['bank_transfer', 'sepa', 'ideal', 'credit_card', 'manual']).default('sepa'),
  notes: multiLineText().max(1000).default(''),
});
/** POST /api/admin/letters/{id}/waive-fee: the unpaid part of an incassobrief's costs is let go, with why. */
export const letterWaiveFeeBodySchema = z.object({
  reason: multiLineText().min(1, { error: 'Geef een reden op' }).max(1000),
});
export const letterMarkDeliveredBodySchema = z.object({
  deliveryType: z.enum(['email', 'post', 'registered_post', 'hand']).default('email'),
  notes: multiLineText().max(1000).default(''),
});
export const letterAddNoteBodySchema = z.object({
  note: multiLineText().min(1, { error: 'Notitie is verplicht' }).max(2000),
  isCustomerNote: z.boolean().default(false),
});

export const letterCollectionSummaryQuerySchema = z.object({
  timeframe: z.coerce.number().int().min(1).max(366).default(30),
});
export const letterCollectionSummaryResponseSchema = successSchema(
  z.object({
    timeframeDays: z.number().int(),
    noticesSent: z.number().int(),
    collectionLettersSent: z.number().int(),
    paidAfterLetter: z.number().int(),
    outstandingCents: z.number().int(),
    feesChargedCents: z.number().int(),
    feesPaidCents: z.number().int(),
  }),
);

export const downloadTokenResponseSchema = successSchema(
  z.object({ downloadUrl: z.string(), expiresAt: isoDateTimeSchema }),
);

/**
 * GET /api/letters: one of the signed-in customer's own letters, as the portal shows it. Amounts in cents;
 * `feeOpenCents` is the fee less what was paid of it (for a notice: the fee it announces, not yet owed).
 */
export const customerLetterSchema = z.object({
  id: z.uuid(),
  letterNumber: z.string(),
  letterType: letterTypeSchema,
  letterDate: isoDateSchema,
  termEndDate: isoDateSchema.nullable(),
  principalCents: z.number().int(),
  feeCents: z.number().int(),
  feeOpenCents: z.number().int().min(0),
  paymentReference: z.string(),
  paid: z.boolean(),
});
export type CustomerLetter = z.infer<typeof customerLetterSchema>;

export const customerLettersQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type CustomerLettersQuery = z.infer<typeof customerLettersQuerySchema>;

export const customerLetterListResponseSchema = successSchema(
  z.object({ letters: z.array(customerLetterSchema), pagination: paginationSchema }),
);
