import { Readable } from 'node:stream';
import {
  enhancedBulkActionBodySchema,
  enhancedBulkActionResponseSchema,
  enhancedExportQuerySchema,
  enhancedStatsQuerySchema,
  enhancedStatsResponseSchema,
  enhancedSubscriptionListResponseSchema,
  enhancedSubscriptionsQuerySchema,
  errorResponseSchema,
  followUpListResponseSchema,
  noteBodySchema,
  noteListResponseSchema,
  noteResolveBodySchema,
  noteResponseSchema,
  notesQuerySchema,
  paginationOf,
  teamMemberListResponseSchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { csvChunks } from '../billing/billing-export-csv.ts';
import { payLinksWhenOn } from '../online-payments/pay-links.ts';
import { runEnhancedBulkAction } from './enhanced-bulk-actions.ts';
import { enhancedExportColumns, enhancedExportRow } from './enhanced-export.ts';
import { enhancedStats } from './enhanced-stats.ts';
import { findEnhancedSubscriptions, listEnhancedSubscriptions } from './enhanced-subscription-rows.ts';
import {
  assertOwnSubscription,
  createNote,
  listNotes,
  myFollowUps,
  resolveNote,
  teamMembers,
  updateNote,
} from './subscription-notes.ts';

const tags = ['Admin: Incasso Beheer'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const idParams = z.object({ id: z.uuid() });

// Incasso Beheer, the Enhanced Subscription Dashboard (SPEC §2, §7; issue 6): the list with its stats, the
// notes with follow-ups, the team, bulk actions; and the customer's view of the notes shared with them.
export const enhancedSubscriptionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (request: FastifyRequest) => ({ id: currentUser(request).id, now: ctx.clock.now() });
    const today = () => amsterdamToday(ctx.clock.now());

    app.get(
      '/api/admin/subscriptions/enhanced',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'Subscriptions with payment, collection and note state, filtered, sorted and paged',
          querystring: enhancedSubscriptionsQuerySchema,
          response: { 200: enhancedSubscriptionListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const query = request.query;
        const { subscriptions, total } = await findEnhancedSubscriptions(ctx.db, today(), query);
        return {
          success: true as const,
          data: { subscriptions, pagination: paginationOf(query.page, query.limit, total) },
        };
      },
    );

    app.get(
      '/api/admin/subscriptions/enhanced/stats',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary:
            'The stat cards (overview, payment issues, collections, team activity) and priority actions',
          querystring: enhancedStatsQuerySchema,
          response: { 200: enhancedStatsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await enhancedStats(ctx.db, {
          today: today(),
          dateRange: request.query.dateRange,
          userId: currentUser(request).id,
        }),
      }),
    );

    app.get(
      '/api/admin/subscriptions/enhanced/export',
      {
        config: { permission: 'reports' },
        schema: {
          tags,
          summary: 'Export CSV: every subscription of the filters (UTF-8 with BOM, ";")',
          querystring: enhancedExportQuerySchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const rows = await listEnhancedSubscriptions(ctx.db, today(), request.query);
        reply
          .header('Content-Disposition', `attachment; filename="abonnementen-${today()}.csv"`)
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Cache-Control', 'private, no-store');
        return reply.send(
          Readable.from(
            csvChunks(
              enhancedExportColumns,
              (async function* () {
                yield rows.map(enhancedExportRow);
              })(),
            ),
          ),
        );
      },
    );

    app.post(
      '/api/admin/subscriptions/bulk-action',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Suspend, activate, send the 14-dagenbrief or export the collection data of these subscriptions',
          body: enhancedBulkActionBodySchema,
          response: { 200: enhancedBulkActionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const data = await runEnhancedBulkAction(ctx.db, {
          ...request.body,
          actor: actorOf(request),
          publicUrl: ctx.config.PUBLIC_URL,
          payLinks: await payLinksWhenOn(ctx.db, ctx.config, ctx.clock.now()),
        });
        if (data.operation !== 'export_collection' && data.succeeded > 0) ctx.notifyOutbox();
        return { success: true as const, data };
      },
    );

    app.get(
      '/api/admin/subscriptions/:id/notes',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: "A subscription's notes, open ones first, paged (20)",
          params: idParams,
          querystring: notesQuerySchema,
          response: { 200: noteListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const query = request.query;
        const { notes, total } = await listNotes(ctx.db, request.params.id, query);
        return {
          success: true as const,
          data: { notes, pagination: paginationOf(query.page, query.limit, total) },
        };
      },
    );

    app.post(
      '/api/admin/subscriptions/:id/notes',
      {
        config: { permission: 'support' },
        schema: {
          tags,
          summary: 'Add a note (follow-up date not before today; assignee an active admin)',
          params: idParams,
          body: noteBodySchema,
          response: { 201: noteResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const note = await createNote(ctx.db, request.params.id, request.body, actorOf(request));
        return reply.status(201).send({ success: true as const, data: { note } });
      },
    );

    app.put(
      '/api/admin/notes/:id',
      {
        config: { permission: 'support' },
        schema: {
          tags,
          summary: 'Edit a note',
          params: idParams,
          body: noteBodySchema,
          response: { 200: noteResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { note: await updateNote(ctx.db, request.params.id, request.body, actorOf(request)) },
      }),
    );

    app.put(
      '/api/admin/notes/:id/resolve',
      {
        config: { permission: 'support' },
        schema: {
          tags,
          summary: "Mark a note resolved ('Afgerond'), once",
          params: idParams,
          body: noteResolveBodySchema,
          response: { 200: noteResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          note: await resolveNote(ctx.db, request.params.id, request.body.resolutionNotes, actorOf(request)),
        },
      }),
    );

    app.get(
      '/api/admin/notes/follow-ups',
      {
        config: { permission: 'support' },
        schema: {
          tags,
          summary: 'Open notes assigned to the signed-in team member, soonest follow-up first',
          response: { 200: followUpListResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { followUps: await myFollowUps(ctx.db, currentUser(request).id) },
      }),
    );

    app.get(
      '/api/admin/team-members',
      {
        config: { permission: 'support' },
        schema: {
          tags,
          summary: 'Team members a note can be assigned to (the active admins)',
          response: { 200: teamMemberListResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: { teamMembers: await teamMembers(ctx.db) } }),
    );

    app.get(
      '/api/user-subscriptions/:id/notes',
      {
        schema: {
          tags: ['Subscriptions'],
          summary: 'The notes staff shared with the customer (visibility public) on their own subscription',
          params: idParams,
          querystring: notesQuerySchema,
          response: { 200: noteListResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await assertOwnSubscription(ctx.db, request.params.id, user.id);
        const query = request.query;
        const { notes, total } = await listNotes(ctx.db, request.params.id, { ...query, publicOnly: true });
        // The customer sees what was said, not which colleague said it or to whom it was assigned.
        const shared = notes.map((note) => ({
          ...note,
          assignedTo: null,
          createdBy: null,
          resolvedBy: null,
        }));
        return {
          success: true as const,
          data: { notes: shared, pagination: paginationOf(query.page, query.limit, total) },
        };
      },
    );
  };
