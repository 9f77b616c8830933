import {
  customerLettersResponseSchema,
  downloadTokenResponseSchema,
  errorResponseSchema,
  generateBulkLettersBodySchema,
  generateBulkLettersResponseSchema,
  generateLetterBodySchema,
  issueLetterBodySchema,
  letterAddNoteBodySchema,
  letterCollectionSummaryQuerySchema,
  letterCollectionSummaryResponseSchema,
  letterListQuerySchema,
  letterListResponseSchema,
  letterMarkDeliveredBodySchema,
  letterMarkPaidBodySchema,
  letterPreviewBodySchema,
  letterPreviewResponseSchema,
  letterResponseSchema,
  letterWaiveFeeBodySchema,
  paginationOf,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { payLinksWhenOn } from '../online-payments/pay-links.ts';
import { addLetterNote, customerOfSubscription, letterPdf, markLetterDelivered } from './letter-changes.ts';
import { createLetterDownloadToken, redeemLetterDownloadToken } from './letter-download-tokens.ts';
import { previewLetters } from './letter-preview.ts';
import {
  customerLetters,
  findLetterRecord,
  letterSummary,
  listLetters,
  overdueLetters,
} from './letter-records.ts';
import { payLetter } from './pay-letter.ts';
import { issueLetterForCustomer, issueLettersForSubscriptions } from './staff-collection-steps.ts';
import { waiveLetterFee } from './waive-letter-fee.ts';

const tags = ['Admin: letters'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const idParams = z.object({ id: z.uuid() });
const pdfResponse = z.any().describe('The letter as sent (application/pdf)');

// SPEC §7 "Letters" and "generate-letter" (issue 6): the 14-dagenbrief and the incassobrief as sent.
export const letterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (request: Parameters<typeof currentUser>[0]) => ({
      id: currentUser(request).id,
      now: ctx.clock.now(),
    });
    const issue = async (
      customerId: string,
      letterType: 'notice' | 'collection',
      sendEmail: boolean,
      request: Parameters<typeof currentUser>[0],
    ) => {
      const letter = await issueLetterForCustomer(ctx.db, {
        customerId,
        letterType,
        actor: actorOf(request),
        sendEmail,
        publicUrl: ctx.config.PUBLIC_URL,
        payLinks: await payLinksWhenOn(ctx.db, ctx.config, ctx.clock.now()),
      });
      if (sendEmail) ctx.notifyOutbox();
      return findLetterRecord(ctx.db, letter.id);
    };

    app.get(
      '/api/admin/letters',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Letters, newest first, filtered and paged',
          querystring: letterListQuerySchema,
          response: { 200: letterListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { letters, total } = await listLetters(ctx.db, request.query);
        return {
          success: true as const,
          data: { letters, pagination: paginationOf(request.query.page, request.query.limit, total) },
        };
      },
    );

    app.get(
      '/api/admin/letters/customer/:id',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'All letters of one customer',
          params: idParams,
          response: { 200: customerLettersResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { letters: await customerLetters(ctx.db, request.params.id) },
      }),
    );

    app.get(
      '/api/admin/letters/collection-summary',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'What the letters of the last `timeframe` days (default 30) brought in',
          querystring: letterCollectionSummaryQuerySchema,
          response: { 200: letterCollectionSummaryResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await letterSummary(ctx.db, amsterdamToday(ctx.clock.now()), request.query.timeframe),
      }),
    );

    app.get(
      '/api/admin/letters/overdue',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Letters whose demand passed unpaid',
          response: { 200: customerLettersResponseSchema, ...errors },
        },
      },
      async () => ({
        success: true as const,
        data: { letters: await overdueLetters(ctx.db, amsterdamToday(ctx.clock.now())) },
      }),
    );

    app.patch(
      '/api/admin/letters/:id/mark-paid',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Book a payment on a letter: the fee first, then its claims oldest first (art. 6:44 BW)',
          params: idParams,
          body: letterMarkPaidBodySchema,
          response: { 200: letterResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { amount, paymentMethod, notes } = request.body;
        await ctx.db.transaction((tx) =>
          payLetter(
            tx,
            request.params.id,
            { amountCents: amount, method: paymentMethod, route: 'manual', notes, reactivate: true },
            actorOf(request),
          ),
        );
        return {
          success: true as const,
          data: { letter: await findLetterRecord(ctx.db, request.params.id) },
        };
      },
    );

    app.post(
      '/api/admin/letters/:id/waive-fee',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            "Let go of an incassobrief's unpaid costs, with a reason: its settled claims' cases close (issue 27)",
          params: idParams,
          body: letterWaiveFeeBodySchema,
          response: { 200: letterResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await ctx.db.transaction((tx) =>
          waiveLetterFee(tx, request.params.id, request.body, {
            id: user.id,
            ip: request.ip,
            now: ctx.clock.now(),
          }),
        );
        return {
          success: true as const,
          data: { letter: await findLetterRecord(ctx.db, request.params.id) },
        };
      },
    );

    app.patch(
      '/api/admin/letters/:id/mark-delivered',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Record how and when the letter was delivered',
          params: idParams,
          body: letterMarkDeliveredBodySchema,
          response: { 200: letterResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { letterId } = await markLetterDelivered(
          ctx.db,
          request.params.id,
          request.body,
          actorOf(request),
          await payLinksWhenOn(ctx.db, ctx.config, ctx.clock.now()),
        );
        if (letterId !== request.params.id) ctx.notifyOutbox();
        return { success: true as const, data: { letter: await findLetterRecord(ctx.db, letterId) } };
      },
    );

    app.patch(
      '/api/admin/letters/:id/add-note',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Add a note to the letter (optionally one the customer said)',
          params: idParams,
          body: letterAddNoteBodySchema,
          response: { 200: letterResponseSchema, ...errors },
        },
      },
      async (request) => {
        await addLetterNote(ctx.db, request.params.id, request.body, actorOf(request));
        return {
          success: true as const,
          data: { letter: await findLetterRecord(ctx.db, request.params.id) },
        };
      },
    );

    app.post(
      '/api/admin/letters/:id/download-token',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'A single-use download link for the letter’s PDF, valid for five minutes',
          params: idParams,
          response: { 200: downloadTokenResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createLetterDownloadToken(ctx.db, request.params.id, actorOf(request)),
      }),
    );

    app.get(
      '/api/download/:token',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Download a letter with a token from download-token (once, within five minutes)',
          params: z.object({ token: z.string().min(20).max(100) }),
          response: { 200: pdfResponse, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const letter = await redeemLetterDownloadToken(ctx.db, request.params.token, ctx.clock.now());
        return sendPdf(reply, letter);
      },
    );

    app.get(
      '/api/admin/letters/:id/download-direct',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'The letter’s PDF exactly as it was sent',
          params: idParams,
          response: { 200: pdfResponse, ...errors },
        },
      },
      async (request, reply) => sendPdf(reply, await letterPdf(ctx.db, request.params.id)),
    );

    app.post(
      '/api/admin/letters/preview',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'What writing these letters would do: how many, for whom, the fees; writes nothing (issue 20)',
          body: letterPreviewBodySchema,
          response: { 200: letterPreviewResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await previewLetters(ctx.db, { ...request.body, now: ctx.clock.now() }),
      }),
    );

    for (const letterType of ['notice', 'collection'] as const) {
      app.post(
        `/api/admin/letters/${letterType}/:id`,
        {
          config: { permission: 'billing' },
          schema: {
            tags,
            summary:
              letterType === 'notice'
                ? 'Write the 14-dagenbrief for all of this customer’s claims in default (consumers only)'
                : 'Write the incassobrief charging the fee, once the 14-dagenbrief’s term has passed',
            params: idParams,
            body: issueLetterBodySchema,
            response: { 201: letterResponseSchema, ...errors },
          },
        },
        async (request, reply) => {
          const letter = await issue(request.params.id, letterType, request.body.sendEmail, request);
          return reply.status(201).send({ success: true, data: { letter } });
        },
      );
    }

    app.post(
      '/api/admin/generate-letter/:id',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'The letter for the customer of this subscription (all their claims in default)',
          params: idParams,
          body: generateLetterBodySchema,
          response: { 201: letterResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customerId = await customerOfSubscription(ctx.db, request.params.id);
        const letter = await issue(customerId, request.body.letterType, request.body.sendEmail, request);
        return reply.status(201).send({ success: true, data: { letter } });
      },
    );

    app.post(
      '/api/admin/generate-bulk-letters',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Letters for the customers of these subscriptions, one per customer; errors per subscription',
          body: generateBulkLettersBodySchema,
          response: { 200: generateBulkLettersResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { subscriptionIds, letterType, sendEmail } = request.body;
        const outcome = await issueLettersForSubscriptions(ctx.db, {
          subscriptionIds,
          letterType,
          sendEmail,
          actor: actorOf(request),
          publicUrl: ctx.config.PUBLIC_URL,
          payLinks: await payLinksWhenOn(ctx.db, ctx.config, ctx.clock.now()),
        });
        if (sendEmail && outcome.done > 0) ctx.notifyOutbox();
        const result = {
          successCount: outcome.done,
          errorCount: outcome.skipped.length,
          totalProcessed: outcome.done + outcome.skipped.length,
          skipped: outcome.skipped,
        };
        return { success: true as const, data: result };
      },
    );
  };

function sendPdf(reply: FastifyReply, letter: { pdf: Buffer; letterNumber: string }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${letter.letterNumber}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(letter.pdf);
}
