import {
  einvoiceArchiveQuerySchema,
  errorResponseSchema,
  openItemsQuerySchema,
  REPORT_ESTIMATED_BYTES_HEADER,
  REPORT_TOTAL_ROWS_HEADER,
  reportPeriodQuerySchema,
  vatQuarterQuerySchema,
  vatSummaryExportQuerySchema,
  vatSummaryResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { openItemsExport } from '../billing/open-items.ts';
import { vatSummary, vatSummaryExport } from '../billing/vat-summary.ts';
import { collectionReportExport } from '../collections/collection-report.ts';
import { einvoiceArchive, einvoiceArchiveName, einvoiceArchiveSize } from './einvoice-archive.ts';
import { sendReport } from './send-report.ts';

const tags = ['Admin: reports'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const file = { 200: z.any().describe('CSV (UTF-8 with BOM, ";"), Excel workbook or PDF'), ...errors };

// Section "reports" of the Administration Dashboard (issue 7): the VAT summary for the BTW return, the
// open-items list and the collection report. The invoice and payment registers are billing's exports.
export const reportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/reports/vat-summary',
      {
        config: { permission: 'reports' },
        schema: {
          tags,
          summary: 'Turnover and VAT of a quarter per rubriek of the Dutch BTW return (by issue date)',
          querystring: vatQuarterQuerySchema,
          response: { 200: vatSummaryResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await vatSummary(ctx.db, request.query) }),
    );

    app.get(
      '/api/admin/exports/vat-summary',
      {
        config: { permission: 'reports' },
        schema: {
          tags,
          summary: 'The VAT summary of a quarter as CSV, Excel or PDF',
          querystring: vatSummaryExportQuerySchema,
          response: file,
        },
      },
      (request, reply) => sendReport(ctx, vatSummaryExport, request.query, request, reply),
    );

    app.get(
      '/api/admin/exports/open-items',
      {
        config: { permission: 'reports' },
        schema: {
          tags,
          summary: 'Unpaid and partly paid invoices at the end of a date, with ageing, as CSV, Excel or PDF',
          querystring: openItemsQuerySchema,
          response: file,
        },
      },
      (request, reply) => sendReport(ctx, openItemsExport, request.query, request, reply),
    );

    app.get(
      '/api/admin/exports/collections',
      {
        config: { permission: 'reports' },
        schema: {
          tags,
          summary: 'Collection letters, cases per stage and amounts recovered in a period, CSV, Excel or PDF',
          querystring: reportPeriodQuerySchema,
          response: file,
        },
      },
      (request, reply) => sendReport(ctx, collectionReportExport, request.query, request, reply),
    );

    app.get(
      '/api/admin/exports/einvoices',
      {
        config: { permission: 'reports' },
        schema: {
          tags,
          summary: "A period's invoices and credit notes as a ZIP of UBL and PDF, with the invoice register",
          description:
            'Per document `factuur-<number>.xml` (UBL: Peppol BIS 3.0 for businesses, EN 16931 for consumers) ' +
            'and `factuur-<number>.pdf` (the stored PDF), by issue date; `X-Total-Rows` counts the documents.',
          querystring: einvoiceArchiveQuerySchema,
          response: { 200: z.any().describe('ZIP archive'), ...errors },
        },
      },
      async (request, reply) => {
        const size = await einvoiceArchiveSize(ctx.db, request.query);
        const archive = await einvoiceArchive(ctx.db, request.query, ctx.clock.now(), request.log);
        archive.on('error', (error) => request.log.error({ err: error }, 'e-invoice archive failed'));
        return reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', `attachment; filename="${einvoiceArchiveName(request.query)}"`)
          .header('Cache-Control', 'private, no-store')
          .header(REPORT_TOTAL_ROWS_HEADER, String(size.documents))
          .header(REPORT_ESTIMATED_BYTES_HEADER, String(size.estimatedBytes))
          .send(archive);
      },
    );
  };
