import {
  adjustArrangementBodySchema,
  arrangementDecisionBodySchema,
  arrangementDetailResponseSchema,
  arrangementListResponseSchema,
  arrangementOptionsResponseSchema,
  arrangementPaymentBodySchema,
  arrangementPreviewResponseSchema,
  arrangementReasonBodySchema,
  arrangementResponseSchema,
  arrangementRulesResponseSchema,
  arrangementRulesSchema,
  arrangementRunResponseSchema,
  arrangementsQuerySchema,
  customerArrangementsResponseSchema,
  errorResponseSchema,
  paginationOf,
  proposeArrangementBodySchema,
  staffArrangementBodySchema,
} from '@hostportaal/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { refusal } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type PaymentArrangement, paymentArrangements, users } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { idempotencyKeyOf, onceForKey } from '../payments/idempotency.ts';
import {
  adjustArrangement,
  approveArrangement,
  endArrangement,
  rejectArrangement,
  resumeArrangementServices,
} from './arrangement-actions.ts';
import { latestConfirmation } from './arrangement-confirmation.ts';
import { arrangementDetail, arrangementView, findArrangement } from './arrangement-records.ts';
import { runArrangements } from './arrangement-run.ts';
import { getArrangementRules, updateArrangementRules } from './arrangement-settings.ts';
import { arrangementOptions, createArrangement, previewArrangement } from './create-arrangement.ts';
import { payArrangement } from './pay-arrangement.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const idParams = z.object({ id: z.uuid() });
const userParams = z.object({ userId: z.uuid() });
const pdfResponse = z.any().describe('The confirmation as sent (application/pdf)');
const customerTags = ['Payment arrangements'];
const staffTags = ['Admin: payment arrangements'];

const notFound = () => refusal('NOT_FOUND', 'arrangement_not_found', 'Betalingsregeling niet gevonden');

async function viewOf(db: Db, row: PaymentArrangement, now: Date) {
  return (await viewsOf(db, [row], now))[0] as Awaited<ReturnType<typeof arrangementView>>;
}

/** The rows as the screens read them, the company's rules read once for all of them. */
async function viewsOf(db: Db, rows: PaymentArrangement[], now: Date) {
  const { graceDays } = await getArrangementRules(db);
  const views = [];
  for (const row of rows) views.push(await arrangementView(db, row, { now, graceDays }));
  return views;
}

async function sendConfirmation(db: Db, reply: FastifyReply, arrangement: PaymentArrangement) {
  const confirmation = await latestConfirmation(db, arrangement);
  // A proposal not yet agreed has no confirmation: nothing was agreed to confirm.
  if (!confirmation) throw notFound();
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${confirmation.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(confirmation.pdf);
}

// Payment arrangements (issue 30): the customer's own proposal and schedule; staff's list, detail and actions.
export const paymentArrangementRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/arrangements/options',
      {
        schema: {
          tags: customerTags,
          summary: 'What the customer may propose now: overdue claims, instalment choices within the rules',
          response: { 200: arrangementOptionsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await arrangementOptions(ctx.db, currentUser(request).id, 'customer', ctx.clock.now()),
      }),
    );

    app.post(
      '/api/arrangements/preview',
      {
        schema: {
          tags: customerTags,
          summary: 'The schedule a proposal makes and the rules it breaks; nothing is written',
          body: proposeArrangementBodySchema,
          response: { 200: arrangementPreviewResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await previewArrangement(ctx.db, currentUser(request).id, request.body, ctx.clock.now()),
      }),
    );

    app.post(
      '/api/arrangements',
      {
        schema: {
          tags: customerTags,
          summary: 'Propose an arrangement: active at once within the company rules, otherwise for staff',
          body: proposeArrangementBodySchema,
          response: { 201: arrangementResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const now = ctx.clock.now();
        const row = await createArrangement(ctx.db, {
          userId: user.id,
          body: request.body,
          origin: 'customer',
          actor: { id: user.id, now },
        });
        return reply.code(201).send({ success: true as const, data: await viewOf(ctx.db, row, now) });
      },
    );

    app.get(
      '/api/arrangements',
      {
        schema: {
          tags: customerTags,
          summary: "The customer's arrangements, newest first",
          response: { 200: customerArrangementsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const now = ctx.clock.now();
        const rows = await ctx.db
          .select()
          .from(paymentArrangements)
          .where(eq(paymentArrangements.userId, currentUser(request).id))
          .orderBy(desc(paymentArrangements.createdAt))
          .limit(50);
        return { success: true as const, data: await viewsOf(ctx.db, rows, now) };
      },
    );

    app.get(
      '/api/arrangements/:id/confirmation',
      {
        schema: {
          tags: customerTags,
          summary: "The confirmation PDF of the schedule in force, as sent (the customer's own only)",
          params: idParams,
          response: { 200: pdfResponse, ...errors },
        },
      },
      async (request, reply) => {
        const row = await findArrangement(ctx.db, request.params.id, { userId: currentUser(request).id });
        if (!row) throw notFound();
        return sendConfirmation(ctx.db, reply, row);
      },
    );

    // Staff.
    app.get(
      '/api/admin/arrangements',
      {
        config: { permission: 'billing' },
        schema: {
          tags: staffTags,
          summary: 'Arrangements, newest first, with counts over all of them',
          querystring: arrangementsQuerySchema,
          response: { 200: arrangementListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { page, limit, status, userId } = request.query;
        const filters: SQL[] = [];
        if (status) filters.push(eq(paymentArrangements.status, status));
        if (userId) filters.push(eq(paymentArrangements.userId, userId));
        const where = filters.length ? and(...filters) : undefined;
        const now = ctx.clock.now();
        const [rows, [total], byStatus] = await Promise.all([
          ctx.db
            .select()
            .from(paymentArrangements)
            .where(where)
            .orderBy(desc(paymentArrangements.createdAt), desc(paymentArrangements.seq))
            .limit(limit)
            .offset((page - 1) * limit),
          ctx.db.select({ total: count() }).from(paymentArrangements).where(where),
          ctx.db
            .select({ status: paymentArrangements.status, total: count() })
            .from(paymentArrangements)
            .groupBy(paymentArrangements.status),
        ]);
        const counts = { proposed: 0, active: 0, completed: 0, lapsed: 0, ended: 0 };
        for (const row of byStatus)
          if (row.status in counts) counts[row.status as keyof typeof counts] = row.total;
        const arrangements = await viewsOf(ctx.db, rows, now);
        return {
          success: true as const,
          data: { arrangements, pagination: paginationOf(page, limit, total?.total ?? 0), counts },
        };
      },
    );

    app.get(
      '/api/admin/arrangements/:id',
      {
        config: { permission: 'billing' },
        schema: {
          tags: staffTags,
          summary: 'An arrangement with its claims, schedule, earlier schedules and history',
          params: idParams,
          response: { 200: arrangementDetailResponseSchema, ...errors },
        },
      },
      async (request) => {
        const row = await findArrangement(ctx.db, request.params.id);
        if (!row) throw notFound();
        const rules = await getArrangementRules(ctx.db);
        return {
          success: true as const,
          data: await arrangementDetail(ctx.db, row, { now: ctx.clock.now(), graceDays: rules.graceDays }),
        };
      },
    );

    app.get(
      '/api/admin/arrangements/:id/confirmation',
      {
        config: { permission: 'billing' },
        schema: {
          tags: staffTags,
          summary: 'The confirmation PDF of the schedule in force, as sent',
          params: idParams,
          response: { 200: pdfResponse, ...errors },
        },
      },
      async (request, reply) => {
        const row = await findArrangement(ctx.db, request.params.id);
        if (!row) throw notFound();
        return sendConfirmation(ctx.db, reply, row);
      },
    );

    app.get(
      '/api/admin/users/:userId/arrangement-options',
      {
        config: { permission: 'billing' },
        schema: {
          tags: staffTags,
          summary: "A customer's open claims an arrangement may cover, the rules' limits and the one running",
          params: userParams,
          response: { 200: arrangementOptionsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const [user] = await ctx.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, request.params.userId));
        if (!user) throw refusal('NOT_FOUND', 'user_not_found', 'Gebruiker niet gevonden');
        return {
          success: true as const,
          data: await arrangementOptions(ctx.db, user.id, 'staff', ctx.clock.now()),
        };
      },
    );

    app.post(
      '/api/admin/users/:userId/arrangements',
      {
        config: { permission: 'billing' },
        schema: {
          tags: staffTags,
          summary: 'Agree an arrangement for a customer: active at once (the rules it breaks are recorded)',
          params: userParams,
          body: staffArrangementBodySchema,
          response: { 201: arrangementResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = currentUser(request);
        const [user] = await ctx.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, request.params.userId));
        if (!user) throw refusal('NOT_FOUND', 'user_not_found', 'Gebruiker niet gevonden');
        const now = ctx.clock.now();
        const row = await createArrangement(ctx.db, {
          userId: user.id,
          body: request.body,
          origin: 'staff',
          actor: { id: staff.id, now },
        });
        return reply.code(201).send({ success: true as const, data: await viewOf(ctx.db, row, now) });
      },
    );

    const staffAction = (
      path: string,
      summary: string,
      body: z.ZodType,
      act: (id: string, body: never, staff: { id: string; now: Date }) => Promise<PaymentArrangement>,
    ) =>
      app.post(
        `/api/admin/arrangements/:id/${path}`,
        {
          config: { permission: 'billing' },
          schema: {
            tags: staffTags,
            summary,
            params: idParams,
            body,
            response: { 200: arrangementResponseSchema, ...errors },
          },
        },
        async (request) => {
          const staff = { id: currentUser(request).id, now: ctx.clock.now() };
          const row = await act((request.params as { id: string }).id, request.body as never, staff);
          return { success: true as const, data: await viewOf(ctx.db, row, staff.now) };
        },
      );

    staffAction(
      'approve',
      "Approve a customer's proposal: it becomes active",
      arrangementDecisionBodySchema,
      (id, body: { note: string }, staff) => approveArrangement(ctx.db, id, body.note, staff),
    );
    staffAction(
      'reject',
      "Reject a customer's proposal, with the reason the customer reads",
      arrangementReasonBodySchema,
      (id, body: { reason: string }, staff) => rejectArrangement(ctx.db, id, body.reason, staff),
    );
    staffAction(
      'end',
      'End an arrangement: what is open is due at once and collection resumes',
      arrangementReasonBodySchema,
      (id, body: { reason: string }, staff) => endArrangement(ctx.db, id, body.reason, staff),
    );
    staffAction(
      'adjust',
      'A new schedule over what is still open; the old one stays in the history',
      adjustArrangementBodySchema,
      (id, body, staff) => adjustArrangement(ctx.db, id, body, staff),
    );
    staffAction(
      'resume-services',
      "Resume the customer's suspended services (after the first instalment)",
      z.object({}).optional(),
      (id, _body, staff) => resumeArrangementServices(ctx.db, id, staff),
    );

    app.post(
      '/api/admin/arrangements/:id/payments',
      {
        config: { permission: 'billing' },
        schema: {
          tags: staffTags,
          summary:
            'Book money received for an arrangement (costs first, then the invoices oldest first); Idempotency-Key honoured',
          params: idParams,
          body: arrangementPaymentBodySchema,
          response: { 200: arrangementResponseSchema, ...errors },
        },
      },
      async (request) => {
        const staff = { id: currentUser(request).id, now: ctx.clock.now() };
        const key = idempotencyKeyOf(request.headers);
        const { id } = request.params;
        const arrangementId = await ctx.db.transaction((tx) =>
          onceForKey(
            tx,
            {
              scope: 'arrangement-payment',
              actorId: staff.id,
              key,
              request: { id, body: request.body },
              now: staff.now,
            },
            async () => {
              const paid = await payArrangement(
                tx,
                id,
                {
                  amountCents: request.body.amountCents,
                  route: 'manual',
                  method: request.body.method,
                  notes: request.body.note,
                },
                staff,
              );
              return paid.arrangement.id;
            },
          ),
        );
        const row = await findArrangement(ctx.db, arrangementId);
        if (!row) throw notFound();
        return { success: true as const, data: await viewOf(ctx.db, row, staff.now) };
      },
    );

    app.get(
      '/api/admin/settings/arrangements',
      {
        config: { permission: 'billing' },
        schema: {
          tags: staffTags,
          summary: "The company's rules for arrangements",
          response: { 200: arrangementRulesResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: await getArrangementRules(ctx.db) }),
    );

    app.put(
      '/api/admin/settings/arrangements',
      {
        config: { permission: 'billing' },
        schema: {
          tags: staffTags,
          summary: "Change the company's rules for arrangements",
          body: arrangementRulesSchema,
          response: { 200: arrangementRulesResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateArrangementRules(ctx.db, request.body, {
          id: currentUser(request).id,
          now: ctx.clock.now(),
        }),
      }),
    );

    app.post(
      '/api/admin/arrangements/run',
      {
        config: { permission: 'billing' },
        schema: {
          tags: staffTags,
          summary: 'The daily arrangement run now: completions, reminders of late instalments, lapses',
          response: { 200: arrangementRunResponseSchema, ...errors },
        },
      },
      async () => {
        const result = await runArrangements(ctx.db, ctx.clock.now());
        if (result.reminded + result.lapsed + result.completed > 0) ctx.notifyOutbox();
        return { success: true as const, data: result };
      },
    );
  };
