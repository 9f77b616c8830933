import {
  currentLegalDocumentsResponseSchema,
  errorResponseSchema,
  legalDocumentParamsSchema,
  legalDocumentResponseSchema,
  legalDocumentVersionsResponseSchema,
  publishLegalDocumentBodySchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import {
  currentLegalDocument,
  legalDocumentView,
  listLegalDocumentVersions,
  publishLegalDocument,
} from './legal-documents.ts';

const pdfResponseSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PDF document');
const pdfFileNames = { terms: 'algemene-voorwaarden', privacy: 'privacyverklaring' } as const;

// The algemene voorwaarden and privacy statement (issue 28): public to read, versioned by staff in Settings.
export const legalDocumentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/legal/current',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Legal'],
          summary:
            'The current algemene voorwaarden and privacy statement (the checkout sends their versions)',
          response: { 200: currentLegalDocumentsResponseSchema, 503: errorResponseSchema },
        },
      },
      async () => {
        const [terms, privacy] = await Promise.all([
          currentLegalDocument(ctx.db, 'terms'),
          currentLegalDocument(ctx.db, 'privacy'),
        ]);
        return {
          success: true as const,
          data: { terms: legalDocumentView(terms), privacy: legalDocumentView(privacy) },
        };
      },
    );

    app.get(
      '/api/legal/:kind',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Legal'],
          summary: 'The current version of the algemene voorwaarden (terms) or privacy statement (privacy)',
          params: legalDocumentParamsSchema,
          response: { 200: legalDocumentResponseSchema, 503: errorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: legalDocumentView(await currentLegalDocument(ctx.db, request.params.kind)),
      }),
    );

    app.get(
      '/api/legal/:kind/pdf',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Legal'],
          summary: 'The current version as the PDF an order confirmation carries',
          params: legalDocumentParamsSchema,
          response: { 200: pdfResponseSchema, 503: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const row = await currentLegalDocument(ctx.db, request.params.kind);
        return reply
          .header('Content-Type', 'application/pdf')
          .header(
            'Content-Disposition',
            `inline; filename="${pdfFileNames[row.kind]}-versie-${row.version}.pdf"`,
          )
          .send(row.pdf);
      },
    );

    app.get(
      '/api/admin/legal-documents/:kind',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['Admin: company'],
          summary: 'Every version of the terms or the privacy statement, newest first',
          params: legalDocumentParamsSchema,
          response: {
            200: legalDocumentVersionsResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          kind: request.params.kind,
          versions: await listLegalDocumentVersions(ctx.db, request.params.kind),
        },
      }),
    );

    app.post(
      '/api/admin/legal-documents/:kind',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['Admin: company'],
          summary:
            'Publish a new version (the earlier ones stay, read-only, for the orders that accepted them)',
          params: legalDocumentParamsSchema,
          body: publishLegalDocumentBodySchema,
          response: {
            201: legalDocumentResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const row = await publishLegalDocument(
          ctx.db,
          { kind: request.params.kind, body: request.body.body },
          { id: user.id, ip: request.ip, now: ctx.clock.now() },
        );
        return reply.status(201).send({ success: true as const, data: legalDocumentView(row) });
      },
    );
  };
