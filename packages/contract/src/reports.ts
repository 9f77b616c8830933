import { z } from 'zod';
import { isoDateSchema, successSchema } from './common.ts';

// Reports section of the Administration Dashboard (issue 7): the quarter's VAT summary for the BTW return,
// the invoice and payment registers, the open-items list and the collection report, each as CSV, Excel or
// PDF. Staff screen: English texts; the files themselves are Dutch (for the Dutch bookkeeper).

export const reportFormatSchema = z.enum(['csv', 'xlsx', 'pdf']);
export type ReportFormat = z.infer<typeof reportFormatSchema>;

export const vatQuarterQuerySchema = z.object({
  year: z.coerce.number().int().min(2000, { error: 'Kies een jaar vanaf 2000' }).max(2100, {
    error: 'Kies een jaar tot en met 2100',
  }),
  quarter: z.coerce
    .number()
    .int()
    .min(1, { error: 'Het kwartaal is 1, 2, 3 of 4' })
    .max(4, { error: 'Het kwartaal is 1, 2, 3 of 4' }),
});
export type VatQuarterQuery = z.infer<typeof vatQuarterQuerySchema>;

export const vatSummaryExportQuerySchema = vatQuarterQuerySchema.extend({
  format: reportFormatSchema.default('csv'),
});
export type VatSummaryExportQuery = z.infer<typeof vatSummaryExportQuerySchema>;

/** Rubrieken of the Dutch BTW return that invoices of a hosting company can end up in. */
export const vatRubriekSchema = z.enum(['1a', '1b', '1c', '1e', '3b']);
export type VatRubriek = z.infer<typeof vatRubriekSchema>;

export const vatSummaryLineSchema = z.object({
  rubriek: vatRubriekSchema,
  /** Basis points (2100 = 21%); null for a rubriek that spans rates (1c) or has none (3b). */
  vatRateBp: z.number().int().nullable(),
  /** Taxable turnover excl. VAT in cents, credit notes of the quarter subtracted. */
  turnoverCents: z.number().int(),
  vatCents: z.number().int(),
  /** The amounts as whole euros for the return, rounded down (in the filer's favour). */
  declaredTurnoverEuros: z.number().int(),
  declaredVatEuros: z.number().int(),
  invoiceCount: z.number().int(),
  creditNoteCount: z.number().int(),
});
export type VatSummaryLine = z.infer<typeof vatSummaryLineSchema>;

export const vatSummarySchema = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  from: isoDateSchema,
  to: isoDateSchema,
  lines: z.array(vatSummaryLineSchema),
  totals: z.object({
    turnoverCents: z.number().int(),
    /** Rubriek 5a: the VAT due on the turnover (before input VAT, which Hostportaal does not hold). */
    vatCents: z.number().int(),
    declaredVatEuros: z.number().int(),
    invoiceCount: z.number().int(),
    creditNoteCount: z.number().int(),
  }),
});
export type VatSummary = z.infer<typeof vatSummarySchema>;
export const vatSummaryResponseSchema = successSchema(vatSummarySchema);

export const openItemsQuerySchema = z.object({
  date: isoDateSchema,
  format: reportFormatSchema.default('csv'),
});
export type OpenItemsQuery = z.infer<typeof openItemsQuerySchema>;

export const reportPeriodQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    format: reportFormatSchema.default('csv'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'De einddatum ligt voor de begindatum' });
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/** A period's invoices and credit notes for the accountant: a ZIP of each one's UBL and PDF (issue 21). */
export const einvoiceArchiveQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'De einddatum ligt voor de begindatum' });
export type EinvoiceArchiveQuery = z.infer<typeof einvoiceArchiveQuerySchema>;

/** Response headers of every report download: the data rows to come, and a size estimate in bytes. */
export const REPORT_TOTAL_ROWS_HEADER = 'X-Total-Rows';
export const REPORT_ESTIMATED_BYTES_HEADER = 'X-Estimated-Bytes';
