import {
  createSepaBatchResponseSchema,
  errorResponseSchema,
  sepaBatchListResponseSchema,
  sepaBatchResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { createSepaBatch } from './create-sepa-batch.ts';
import {
  cancelSepaBatch,
  findSepaBatch,
  listSepaBatches,
  markSepaBatchSubmitted,
  sepaBatchFile,
} from './sepa-batch-lifecycle.ts';

const tags = ['Admin: SEPA'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const idParams = z.object({ id: z.uuid() });

// Direct-debit batches: create the pain.008 of what is due, download it, mark it sent, or cancel it.
export const sepaBatchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (request: Parameters<typeof currentUser>[0]) => ({
      id: currentUser(request).id,
      ip: request.ip,
      now: ctx.clock.now(),
    });

    app.get(
      '/api/admin/sepa-batches',
      {
        schema: {
          tags,
          summary: 'The 50 newest direct-debit batches',
          response: { 200: sepaBatchListResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: { batches: await listSepaBatches(ctx.db) } }),
    );

    app.post(
      '/api/admin/sepa-batches',
      {
        schema: {
          tags,
          summary: 'Write the pain.008 of every invoice due for collection (null when nothing is due)',
          response: { 200: createSepaBatchResponseSchema, 201: createSepaBatchResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const batch = await createSepaBatch(ctx.db, actorOf(request));
        if (!batch) return { success: true as const, data: { batch: null } };
        return reply
          .status(201)
          .send({ success: true, data: { batch: await findSepaBatch(ctx.db, batch.id) } });
      },
    );

    app.get(
      '/api/admin/sepa-batches/:id',
      {
        schema: {
          tags,
          summary: 'One batch',
          params: idParams,
          response: { 200: sepaBatchResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { batch: await findSepaBatch(ctx.db, request.params.id) },
      }),
    );

    app.get(
      '/api/admin/sepa-batches/:id/file',
      { schema: { tags, summary: 'The pain.008 file exactly as it was written', params: idParams } },
      async (request, reply) => {
        const { file, messageId } = await sepaBatchFile(ctx.db, request.params.id);
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${messageId}.xml"`)
          .send(file);
      },
    );

    app.post(
      '/api/admin/sepa-batches/:id/submit',
      {
        schema: {
          tags,
          summary: 'Mark the batch as handed to the bank',
          params: idParams,
          response: { 200: sepaBatchResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { batch: await markSepaBatchSubmitted(ctx.db, request.params.id, actorOf(request)) },
      }),
    );

    app.post(
      '/api/admin/sepa-batches/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel a batch not yet at the bank; its invoices are open again',
          params: idParams,
          response: { 200: sepaBatchResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { batch: await cancelSepaBatch(ctx.db, request.params.id, actorOf(request)) },
      }),
    );
  };
