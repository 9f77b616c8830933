import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { claimStateNameSchema, invoiceStatusSchema } from './invoices.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText } from './text-rule.ts';

// Direct-debit batches (issue 5): one pain.008 file each, kept with its SHA-256.
export const sepaBatchStatusSchema = z.enum(['created', 'submitted', 'cancelled']);

export const sepaBatchSchema = z.object({
  id: z.uuid(),
  messageId: z.string(),
  status: sepaBatchStatusSchema,
  collectionDate: isoDateSchema,
  version: z.enum(['pain.008.001.08', 'pain.008.001.02']),
  numberOfTransactions: z.number().int(),
  controlSumCents: z.number().int(),
  sha256: z.string(),
  createdBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  submittedAt: isoDateTimeSchema.nullable(),
  cancelledAt: isoDateTimeSchema.nullable(),
});
export type SepaBatchView = z.infer<typeof sepaBatchSchema>;

/** GET /api/admin/sepa-batches: newest first, 20 a page by default. */
export const sepaBatchListQuerySchema = pageQuerySchema.extend({ status: sepaBatchStatusSchema.optional() });
export type SepaBatchListQuery = z.infer<typeof sepaBatchListQuerySchema>;

export const sepaBatchListResponseSchema = successSchema(
  z.object({ batches: z.array(sepaBatchSchema), pagination: paginationSchema }),
);
export const sepaBatchResponseSchema = successSchema(z.object({ batch: sepaBatchSchema }));
/**
 * An invoice due for collection that the batch leaves out because of the customer's data (issue 26): the
 * address is incomplete, or a detail (name, town, country, IBAN, mandate) cannot be written in a SEPA file.
 * The claim waits for staff until the data is corrected; the next batch then takes it.
 */
export const sepaBatchLeftOutSchema = z.object({
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  userId: z.uuid(),
  customerName: z.string(),
  openCents: z.number().int(),
  /** The claim lifecycle's refusal, for the screen to word; params: the field and the value as stored. */
  reason: z.enum(['debit_address', 'debit_debtor_data']),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The same in Dutch. */
  message: z.string(),
});
export type SepaBatchLeftOut = z.infer<typeof sepaBatchLeftOutSchema>;
/** The first 100 left out, oldest invoice first, and how many there are. */
export const sepaBatchLeftOutListSchema = z.object({
  claims: z.array(sepaBatchLeftOutSchema),
  total: z.number().int(),
});
export type SepaBatchLeftOutList = z.infer<typeof sepaBatchLeftOutListSchema>;
export const sepaBatchLeftOutResponseSchema = successSchema(sepaBatchLeftOutListSchema);

/**
 * batch null: nothing is due for collection yet (pre-notification period or due date not reached), or all
 * that is due was left out; leftOut says what the batch left out and why.
 */
export const createSepaBatchResponseSchema = successSchema(
  z.object({ batch: sepaBatchSchema.nullable(), leftOut: sepaBatchLeftOutListSchema }),
);

// Bank files in (issue 5): camt.053 / camt.054 statements and pain.002 status reports.
export const bankFileUploadBodySchema = z.object({
  fileName: freeText().min(1).max(200),
  /** The XML as text (UTF-8). */
  content: z.string().min(1, { error: 'Het bestand is leeg' }),
});

/**
 * What the import did with a line, language-neutral (issue 20): the screens word it from `actionCode` and
 * `actionParams`; `action` keeps the Dutch text for reports written before the codes and for other readers.
 */
export const bankFileActionCodes = [
  'collection_paid',
  'collection_amount_differs',
  'collection_not_found',
  'collection_other_file',
  'already_processed',
  'return_applied',
  'return_refused',
  'batch_rejection_applied',
  'batch_not_ours',
  'batch_already_processed',
  'batch_amount_differs',
  'batch_paid',
  'transfer_booked',
  'transfer_already_booked',
  'reference_not_found',
  'not_recognised',
  'letter_transfer_booked',
  'letter_refused',
  // A transfer quoting a payment arrangement's instalment reference (issue 30).
  'arrangement_transfer_booked',
  'arrangement_refused',
  // An instalment's direct debit (issue 30): collected, a batch booking of instalments, returned.
  'arrangement_collection_paid',
  'arrangement_collections_paid',
  'arrangement_collection_returned',
  'assigned_by_hand',
  // Paying credit back (issue 29): the debit of a payout of ours, or the bank bringing one back.
  'payout_confirmed',
  'payout_returned',
  'payout_already_known',
] as const;
export type BankFileActionCode = (typeof bankFileActionCodes)[number];

/**
 * The facts a code's text is filled with: invoice and letter numbers, amounts in cents (`…Cents`), ids,
 * return codes, dates (ISO), a refusal's reason code and its params.
 */
export const bankFileWordParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type BankFileWordParams = z.infer<typeof bankFileWordParamsSchema>;

export const bankFileLineSchema = z.object({
  endToEndId: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  kind: z.enum(['collected', 'returned', 'rejected', 'credit_transfer', 'other']),
  reasonCode: z.string().nullable(),
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
  outcome: z.enum(['matched', 'already_known', 'unmatched']),
  /** What was done, in Dutch (e.g. 'Factuur 2026-000123 betaald', 'Machtiging ongeldig (AC04)'). */
  action: z.string(),
  // Kept for unmatched lines, to book them by hand; absent in reports from before that existed.
  /** Money in (CRDT) or out (DBIT); null for a pain.002 line. */
  creditDebit: z.enum(['CRDT', 'DBIT']).nullish(),
  /** What the payer wrote: remittance lines and structured reference. */
  remittance: z.string().nullish(),
  debtorName: z.string().nullish(),
  /** Who booked the line on an invoice by hand, and when. */
  assignment: z.object({ byId: z.uuid().nullable(), byName: z.string(), at: isoDateTimeSchema }).nullish(),
  /** A batch booking: the payment-information block (Btch/PmtInfId) the line credits as one amount. */
  paymentInformationId: z.string().nullish(),
  /**
   * A pain.002 that refused the whole file ('group', GrpSts RJCT) or payment-information block the
   * collection was in (PmtInfSts RJCT), the transaction without a status of its own; and that block.
   */
  rejectionLevel: z.enum(['group', 'payment_information']).nullish(),
  rejectedPaymentInformationId: z.string().nullish(),
  /** What happens next to the line's claim (the claim lifecycle after the import), in Dutch. */
  nextStep: z.string().nullish(),
  // The same two texts as codes and facts, for the screen's own words; absent in reports from before.
  actionCode: z.enum(bankFileActionCodes).nullish(),
  actionParams: bankFileWordParamsSchema.nullish(),
  /** What happens next to the line's claim: the claim lifecycle's state name. */
  nextStepCode: claimStateNameSchema.nullish(),
  nextStepParams: bankFileWordParamsSchema.nullish(),
});
export type BankFileLine = z.infer<typeof bankFileLineSchema>;

/**
 * May an admin book this line on an invoice by hand? Only money received (a collection or a transfer)
 * that nothing matched and nobody booked yet.
 */
export function isAssignableBankFileLine(line: BankFileLine): boolean {
  if (line.outcome !== 'unmatched' || line.assignment || line.amountCents === null || line.amountCents <= 0) {
    return false;
  }
  // A batch booking pays a whole block of collections: it is checked, never put on one invoice.
  if (line.paymentInformationId) return false;
  return (
    line.kind === 'collected' ||
    line.kind === 'credit_transfer' ||
    (line.kind === 'other' && line.creditDebit === 'CRDT')
  );
}

export const bankFileImportSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  messageType: z.string(),
  sha256: z.string(),
  importedAt: isoDateTimeSchema,
  matched: z.number().int(),
  alreadyKnown: z.number().int(),
  unmatched: z.number().int(),
});
export type BankFileImportView = z.infer<typeof bankFileImportSchema>;

export const bankFileImportResponseSchema = successSchema(
  z.object({
    import: bankFileImportSchema,
    /** true when this exact file was imported before: nothing was changed. */
    alreadyImported: z.boolean(),
    lines: z.array(bankFileLineSchema),
  }),
);
/** GET /api/admin/bank-files: newest first, 20 a page by default. */
export const bankFileImportListQuerySchema = pageQuerySchema;
export type BankFileImportListQuery = z.infer<typeof bankFileImportListQuerySchema>;

export const bankFileImportListResponseSchema = successSchema(
  z.object({ imports: z.array(bankFileImportSchema), pagination: paginationSchema }),
);

/**
 * GET /api/admin/bank-files/:id: one import with a page of its report (a month's statement has 50,000
 * lines), optionally the lines of one outcome; each line keeps its position in the file for booking by hand.
 */
export const bankFileReportQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  outcome: z.enum(['matched', 'already_known', 'unmatched']).optional(),
});
export type BankFileReportQuery = z.infer<typeof bankFileReportQuerySchema>;

export const bankFileReportLineSchema = bankFileLineSchema.extend({
  /** The line's position in the report, from 0 (the :index of the assign route). */
  index: z.number().int(),
});
export type BankFileReportLine = z.infer<typeof bankFileReportLineSchema>;

export const bankFileImportDetailResponseSchema = successSchema(
  z.object({
    import: bankFileImportSchema,
    lines: z.array(bankFileReportLineSchema),
    pagination: paginationSchema,
  }),
);

// Booking an unmatched line by hand: POST /api/admin/bank-files/:id/lines/:index/assign.
export const bankFileLineParamsSchema = z.object({
  id: z.uuid(),
  /** The line's position in the report, from 0. */
  index: z.coerce.number().int().min(0).max(1_000_000),
});

export const bankFileAssignBodySchema = z.object({
  invoiceId: z.uuid({ error: 'Kies een factuur' }),
});
export type BankFileAssignBody = z.infer<typeof bankFileAssignBodySchema>;

export const bankFileAssignResponseSchema = successSchema(
  z.object({
    /** The import with its counts after the booking. */
    import: bankFileImportSchema,
    index: z.number().int(),
    line: bankFileLineSchema,
    invoice: z.object({
      id: z.uuid(),
      invoiceNumber: z.string(),
      status: invoiceStatusSchema,
      openCents: z.number().int(),
    }),
    /** The part of the amount beyond what was open, added to the customer's account credit. */
    creditedCents: z.number().int(),
  }),
);
