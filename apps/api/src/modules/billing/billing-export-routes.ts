import { PassThrough, Readable } from 'node:stream';
import {
  type BillingExportQuery,
  billingExportQuerySchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { type ExportSource, exportFileName, invoiceExport, paymentExport } from './billing-export.ts';
import { csvChunks } from './billing-export-csv.ts';
import { writeXlsx } from './billing-export-xlsx.ts';

const tags = ['Admin: reports'];
const fileResponseSchema = z.any().describe('CSV (UTF-8 with BOM, ";") or Excel workbook');
const schemaFor = (summary: string) => ({
  tags,
  summary,
  querystring: billingExportQuerySchema,
  response: {
    200: fileResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    422: errorResponseSchema,
  },
});

/**
 * Reads the first batch before the response starts, so a failing database still answers with a proper
 * error status instead of a broken-off download.
 */
async function withFirstBatchRead<T>(batches: AsyncGenerator<T>): Promise<AsyncIterable<T>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

// Exports for the accountant (section "reports"): a period's invoices or payments, streamed in batches.
export const billingExportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    async function streamExport(
      source: ExportSource,
      query: BillingExportQuery,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const batches = await withFirstBatchRead(source.batches(ctx.db, query));
      reply
        .header('Content-Type', contentTypes[query.format])
        .header('Content-Disposition', `attachment; filename="${exportFileName(source, query)}"`)
        .header('Cache-Control', 'private, no-store');
      if (query.format === 'csv') return reply.send(Readable.from(csvChunks(source.columns, batches)));
      const output = new PassThrough();
      // Headers are gone once bytes flow: a failure halfway can only break off the download.
      writeXlsx(source.sheetName, source.columns, batches, output).catch((error: unknown) => {
        request.log.error({ err: error }, 'xlsx export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(output);
    }

    app.get(
      '/api/admin/exports/invoices',
      { schema: schemaFor('Invoices and credit notes issued in the period (issue date), CSV or Excel') },
      (request, reply) => streamExport(invoiceExport, request.query, request, reply),
    );

    app.get(
      '/api/admin/exports/payments',
      { schema: schemaFor('Payments received in the period (Amsterdam dates), CSV or Excel') },
      (request, reply) => streamExport(paymentExport, request.query, request, reply),
    );
  };
