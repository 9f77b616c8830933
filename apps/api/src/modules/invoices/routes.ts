import {
  customerInvoicesQuerySchema,
  customerInvoicesResponseSchema,
  errorResponseSchema,
  invoiceParamsSchema,
  invoicePdfParamsSchema,
  paginationOf,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { listCustomerInvoices } from './customer-invoices.ts';
import { customerInvoicePdf } from './invoice-pdf-download.ts';
import { customerInvoiceUbl } from './invoice-ubl-download.ts';

const pdfResponseSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PDF document');
const ublResponseSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .describe('UBL 2.1 Invoice or CreditNote (XML)');

// SPEC's /pay/... paths carry the user id: the caller's own, or any for staff who may read customers (the
// guard decides, from `ownerParam`); a customer asking for another's is told "not found".
const ownerOrStaff = { ownerParam: 'userId', permission: 'customers.read' } as const;

export const customerInvoiceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pay/invoices/:userId',
      {
        config: ownerOrStaff,
        schema: {
          tags: ['Invoices'],
          summary: "The customer's invoices and credit notes, newest first, paged on the server",
          params: invoiceParamsSchema,
          querystring: customerInvoicesQuerySchema,
          response: {
            200: customerInvoicesResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const { userId } = request.params;
        const { page, limit } = request.query;
        const result = await listCustomerInvoices(ctx.db, userId, request.query);
        return {
          success: true as const,
          data: {
            invoices: result.invoices,
            pagination: paginationOf(page, limit, result.totalItems),
            years: result.years,
            accountCreditCents: result.accountCreditCents,
          },
        };
      },
    );

    app.get(
      '/pay/invoices/:userId/:invoiceId/pdf',
      {
        config: ownerOrStaff,
        schema: {
          tags: ['Invoices'],
          summary: 'One invoice or credit note as PDF (art. 35a Wet OB)',
          params: invoicePdfParamsSchema,
          // 200 is the raw PDF (application/pdf); Fastify sends a Buffer as it is, without serialising.
          response: { 200: pdfResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { userId, invoiceId } = request.params;
        const pdf = await customerInvoicePdf(ctx.db, userId, invoiceId);
        if (!pdf) throw new AppError('NOT_FOUND');
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf.bytes);
      },
    );

    app.get(
      '/pay/invoices/:userId/:invoiceId/ubl',
      {
        config: ownerOrStaff,
        schema: {
          tags: ['Invoices'],
          summary:
            'One invoice or credit note as UBL 2.1 e-invoice with its PDF inside, as issued and the same bytes on ' +
            'every download (issue 27): Peppol BIS Billing 3.0 for a ' +
            'business, EN 16931 for a consumer (decision 029); 409 einvoice_unwritable names what in the ' +
            'stored invoice a UBL cannot carry (decision 032)',
          params: invoicePdfParamsSchema,
          response: {
            200: ublResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { userId, invoiceId } = request.params;
        const ubl = await customerInvoiceUbl(ctx.db, userId, invoiceId, ctx.clock.now());
        if (!ubl) throw new AppError('NOT_FOUND');
        return reply
          .header('Content-Type', 'application/xml; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${ubl.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(ubl.xml);
      },
    );
  };
