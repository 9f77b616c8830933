import { billingExportQuerySchema, errorResponseSchema } from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { sendReport } from '../reports/send-report.ts';
import { invoiceExport, paymentExport } from './billing-export.ts';

const tags = ['Admin: reports'];
const fileResponseSchema = z.any().describe('CSV (UTF-8 with BOM, ";"), Excel workbook or PDF');
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

// The invoice and payment registers for the accountant (section "reports"): a period, streamed in batches.
export const billingExportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/exports/invoices',
      {
        config: { permission: 'reports' },
        schema: schemaFor('Invoices and credit notes issued in the period (issue date), CSV, Excel or PDF'),
      },
      (request, reply) => sendReport(ctx, invoiceExport, request.query, request, reply),
    );

    app.get(
      '/api/admin/exports/payments',
      {
        config: { permission: 'reports' },
        schema: schemaFor('Payments received in the period (Amsterdam dates), CSV, Excel or PDF'),
      },
      (request, reply) => sendReport(ctx, paymentExport, request.query, request, reply),
    );
  };
