import {
  customerLetterListResponseSchema,
  customerLettersQuerySchema,
  errorResponseSchema,
  paginationOf,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { customerLetterPdf, listCustomerLetters } from './customer-letter-records.ts';

const tags = ['Letters'];
const pdfResponse = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The letter as sent (PDF)');

// The customer's side of the collection letters: their own 14-dagenbrieven and incassobrieven, as sent.
export const customerLetterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/letters',
      {
        schema: {
          tags,
          summary: "The signed-in customer's letters about their payments, newest first, paged",
          querystring: customerLettersQuerySchema,
          response: { 200: customerLetterListResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => {
        const { page, limit } = request.query;
        const { letters, totalItems } = await listCustomerLetters(
          ctx.db,
          currentUser(request).id,
          request.query,
        );
        return {
          success: true as const,
          data: { letters, pagination: paginationOf(page, limit, totalItems) },
        };
      },
    );

    app.get(
      '/api/letters/:id/pdf',
      {
        schema: {
          tags,
          summary: 'One of their letters exactly as it was sent (application/pdf)',
          params: z.object({ id: z.uuid() }),
          response: { 200: pdfResponse, 401: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const letter = await customerLetterPdf(ctx.db, currentUser(request).id, request.params.id);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="${letter.letterNumber}.pdf"`)
          .header('Cache-Control', 'private, no-store')
          .send(letter.pdf);
      },
    );
  };
