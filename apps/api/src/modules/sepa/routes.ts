import {
  bankFileAssignBodySchema,
  bankFileAssignResponseSchema,
  bankFileImportDetailResponseSchema,
  bankFileImportListQuerySchema,
  bankFileImportListResponseSchema,
  bankFileImportResponseSchema,
  bankFileLineParamsSchema,
  bankFileReportQuerySchema,
  bankFileUploadBodySchema,
  createSepaBatchResponseSchema,
  errorResponseSchema,
  sepaBatchLeftOutResponseSchema,
  sepaBatchListQuerySchema,
  sepaBatchListResponseSchema,
  sepaBatchResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { assignBankFileLine } from './bank-file-assign.ts';
import { bankFileImportView, findBankFileImport, listBankFileImports } from './bank-file-imports.ts';
import { claimsLeftOutOfBatch } from './batch-left-out.ts';
import { createSepaBatch } from './create-sepa-batch.ts';
import { importBankFile } from './import-bank-file.ts';
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
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Direct-debit batches, newest first, paged (optionally one status)',
          querystring: sepaBatchListQuerySchema,
          response: { 200: sepaBatchListResponseSchema, 422: errorResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await listSepaBatches(ctx.db, request.query) }),
    );

    app.post(
      '/api/admin/sepa-batches',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            "Write the pain.008 of every invoice due for collection (null when nothing is due); leftOut: what it left out for the customer's data",
          response: { 200: createSepaBatchResponseSchema, 201: createSepaBatchResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const batch = await createSepaBatch(ctx.db, actor);
        const leftOut = await claimsLeftOutOfBatch(ctx.db, actor.now);
        if (!batch) return { success: true as const, data: { batch: null, leftOut } };
        return reply
          .status(201)
          .send({ success: true, data: { batch: await findSepaBatch(ctx.db, batch.id), leftOut } });
      },
    );

    app.get(
      '/api/admin/sepa-batches/left-out',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            "Invoices due for collection that the next batch leaves out because of the customer's data, and why",
          response: { 200: sepaBatchLeftOutResponseSchema, ...errors },
        },
      },
      async () => ({
        success: true as const,
        data: await claimsLeftOutOfBatch(ctx.db, ctx.clock.now()),
      }),
    );

    app.get(
      '/api/admin/sepa-batches/:id',
      {
        config: { permission: 'billing' },
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
      {
        config: { permission: 'billing' },
        schema: { tags, summary: 'The pain.008 file exactly as it was written', params: idParams },
      },
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
        config: { permission: 'billing' },
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
        config: { permission: 'billing' },
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

    app.post(
      '/api/admin/bank-files',
      {
        config: { permission: 'billing' },
        // A month's camt.053 of 50,000 entries is some 40 MB of XML.
        bodyLimit: 64 * 1024 * 1024,
        schema: {
          tags,
          summary: 'Import a camt.053 / camt.054 / pain.002: payments, returns and rejections are applied',
          body: bankFileUploadBodySchema,
          response: { 200: bankFileImportResponseSchema, 422: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { row, alreadyImported } = await importBankFile(ctx.db, request.body, actorOf(request));
        return {
          success: true as const,
          data: { import: bankFileImportView(row), alreadyImported, lines: row.lines },
        };
      },
    );

    app.get(
      '/api/admin/bank-files',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Imported bank files, newest first, paged (without their line reports)',
          querystring: bankFileImportListQuerySchema,
          response: { 200: bankFileImportListResponseSchema, 422: errorResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await listBankFileImports(ctx.db, request.query) }),
    );

    app.get(
      '/api/admin/bank-files/:id',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'One imported bank file with a page of the report of what each line did',
          params: idParams,
          querystring: bankFileReportQuerySchema,
          response: { 200: bankFileImportDetailResponseSchema, 422: errorResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await findBankFileImport(ctx.db, request.params.id, request.query),
      }),
    );

    app.post(
      '/api/admin/bank-files/:id/lines/:index/assign',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Book an unmatched line (money received) on an invoice by hand; a line is booked once',
          params: bankFileLineParamsSchema,
          body: bankFileAssignBodySchema,
          response: { 200: bankFileAssignResponseSchema, 422: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const actor = {
          id: user.id,
          name: `${user.firstname} ${user.lastname}`.trim() || user.email,
          ip: request.ip,
          now: ctx.clock.now(),
        };
        const { id, index } = request.params;
        return {
          success: true as const,
          data: await assignBankFileLine(
            ctx.db,
            { importId: id, index, invoiceId: request.body.invoiceId },
            actor,
          ),
        };
      },
    );
  };
