import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';

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

export const sepaBatchListResponseSchema = successSchema(z.object({ batches: z.array(sepaBatchSchema) }));
export const sepaBatchResponseSchema = successSchema(z.object({ batch: sepaBatchSchema }));
/** batch null: nothing is due for collection yet (pre-notification period or due date not reached). */
export const createSepaBatchResponseSchema = successSchema(z.object({ batch: sepaBatchSchema.nullable() }));

// Bank files in (issue 5): camt.053 / camt.054 statements and pain.002 status reports.
export const bankFileUploadBodySchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  /** The XML as text (UTF-8). */
  content: z.string().min(1, { error: 'Het bestand is leeg' }),
});

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
});
export type BankFileLine = z.infer<typeof bankFileLineSchema>;

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
export const bankFileImportListResponseSchema = successSchema(
  z.object({ imports: z.array(bankFileImportSchema) }),
);
