import { adminInvoicePeppolResponseSchema, errorResponseSchema } from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { auditChange } from '../../plugins/audit-trail.ts';
import { findPeppolDelivery, requeueFailedPeppolDelivery } from './peppol-delivery-status.ts';

const tags = ['Admin: invoices'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const idParams = z.object({ id: z.uuid() });

// An invoice's delivery over Peppol in the admin invoice detail (issue 21, decision 030).
export const peppolRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const configured = ctx.peppol !== null;

    app.get(
      '/api/admin/invoices/:id/peppol',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary:
            'Whether Peppol sending is configured, and this invoice’s delivery over Peppol if it has one',
          params: idParams,
          response: { 200: adminInvoicePeppolResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await findPeppolDelivery(ctx.db, request.params.id, configured),
      }),
    );

    app.post(
      '/api/admin/invoices/:id/peppol/resend',
      {
        config: { permission: 'support' },
        schema: {
          tags,
          summary:
            'Send a failed Peppol delivery again (refused unless it failed, or without an access point)',
          params: idParams,
          response: { 200: adminInvoicePeppolResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { before, after } = await requeueFailedPeppolDelivery(ctx.db, {
          invoiceId: id,
          configured,
          now: ctx.clock.now(),
        });
        auditChange(request, {
          action: 'invoice.peppol_resend',
          entityType: 'invoice',
          entityId: id,
          before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
          after: { status: after.status, attempts: after.attempts },
        });
        await ctx.jobs.trigger('peppol-delivery');
        return { success: true as const, data: await findPeppolDelivery(ctx.db, id, configured) };
      },
    );
  };
