import {
  adminInvoiceBulkBodySchema,
  adminInvoiceBulkResponseSchema,
  adminInvoiceDetailResponseSchema,
  adminInvoiceListResponseSchema,
  adminInvoiceResendResponseSchema,
  adminInvoicesQuerySchema,
  creditNoteBodySchema,
  creditNoteResponseSchema,
  errorResponseSchema,
  paginationOf,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { payLinksWhenOn } from '../online-payments/pay-links.ts';
import { adminInvoicePdf, findAdminInvoice } from './admin-invoice-detail.ts';
import { listAdminInvoices } from './admin-invoice-list.ts';
import { createCreditNote } from './credit-notes.ts';
import { markSentToCollection, resendInvoices } from './invoice-bulk-actions.ts';
import { resendInvoice } from './invoice-delivery.ts';

const tags = ['Admin: invoices'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const idParams = z.object({ id: z.uuid() });
const pdfResponseSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PDF document');

// Admin invoices section (issue 4): list, detail, PDF, resend, credit note and bulk actions.
export const adminInvoiceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actor = (request: FastifyRequest) => ({
      id: currentUser(request).id,
      ip: request.ip,
      now: ctx.clock.now(),
    });

    app.get(
      '/api/admin/invoices',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary:
            'All invoices and credit notes: filter, search (number, PAY- reference, customer), sort, page',
          querystring: adminInvoicesQuerySchema,
          response: { 200: adminInvoiceListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { page, limit } = request.query;
        const result = await listAdminInvoices(ctx.db, request.query, amsterdamToday(ctx.clock.now()));
        return {
          success: true as const,
          data: {
            invoices: result.invoices,
            pagination: paginationOf(page, limit, result.totalItems),
            totalIsCapped: result.totalIsCapped,
          },
        };
      },
    );

    app.get(
      '/api/admin/invoices/:id',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'One invoice with lines, payments, credit notes and what can still be credited',
          params: idParams,
          response: { 200: adminInvoiceDetailResponseSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const invoice = await findAdminInvoice(ctx.db, request.params.id);
        if (!invoice) throw new AppError('NOT_FOUND');
        return { success: true as const, data: { invoice } };
      },
    );

    app.get(
      '/api/admin/invoices/:id/pdf',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'The PDF as it was sent (stored), else rendered like the customer download',
          params: idParams,
          response: { 200: pdfResponseSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const pdf = await adminInvoicePdf(ctx.db, request.params.id);
        if (!pdf) throw new AppError('NOT_FOUND');
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf.bytes);
      },
    );

    app.post(
      '/api/admin/invoices/:id/resend',
      {
        config: { permission: 'support' },
        schema: {
          tags,
          summary: 'Send the invoice e-mail (with the stored PDF) again',
          params: idParams,
          response: {
            200: adminInvoiceResendResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        // Answers NOT_FOUND itself for an unknown invoice.
        await resendInvoice(
          ctx.db,
          request.params.id,
          actor(request),
          await payLinksWhenOn(ctx.db, ctx.config, ctx.clock.now()),
        );
        ctx.notifyOutbox();
        return { success: true as const, message: 'De factuur is opnieuw verstuurd' };
      },
    );

    app.post(
      '/api/admin/invoices/:id/credit-note',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Credit (part of) an invoice with a credit note; amountCents null credits what is left',
          params: idParams,
          body: creditNoteBodySchema,
          response: {
            201: creditNoteResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const invoice = await findAdminInvoice(ctx.db, request.params.id);
        if (!invoice) throw new AppError('NOT_FOUND');
        if (invoice.creditableCents <= 0) throw new AppError('INVOICE_NOT_CREDITABLE');
        const { amountCents, reason, confirmCollectionAtBank } = request.body;
        if (amountCents !== null && amountCents > invoice.creditableCents) {
          throw new AppError('VALIDATION_FAILED', {
            details: [{ field: 'amountCents', message: 'Meer dan er nog te crediteren is' }],
          });
        }
        const who = actor(request);
        const creditNote = await createCreditNote(ctx.db, {
          invoiceId: invoice.id,
          amountCents,
          reason,
          actor: who,
          today: amsterdamToday(who.now),
          confirmCollectionAtBank,
        });
        return reply.status(201).send({ success: true, data: { creditNote } });
      },
    );

    app.post(
      '/api/admin/invoices/bulk-action',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Resend several invoices, or hand SEPA invoices to collection; the rest is skipped with why',
          body: adminInvoiceBulkBodySchema,
          response: { 200: adminInvoiceBulkResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { action, invoiceIds } = request.body;
        const result =
          action === 'resend'
            ? await resendInvoices(
                ctx.db,
                invoiceIds,
                actor(request),
                await payLinksWhenOn(ctx.db, ctx.config, ctx.clock.now()),
              )
            : await markSentToCollection(ctx.db, invoiceIds, actor(request));
        if (action === 'resend' && result.succeeded > 0) ctx.notifyOutbox();
        return { success: true as const, data: result };
      },
    );
  };
