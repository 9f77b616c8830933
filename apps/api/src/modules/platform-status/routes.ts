import {
  adminMaintenanceNoticesQuerySchema,
  adminMaintenanceNoticesResponseSchema,
  type ComponentStatus,
  errorResponseSchema,
  maintenanceNoticeBodySchema,
  maintenanceNoticeResponseSchema,
  messageResponseSchema,
  paginationOf,
  platformStatusResponseSchema,
  statusComponentParamsSchema,
  statusComponentResponseSchema,
  statusComponentUpdateBodySchema,
} from '@hostportaal/contract';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import {
  maintenanceNotices,
  provisioningServers,
  serverHealthChecks,
  statusComponents,
} from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const pastWindowMs = 14 * 24 * 60 * 60 * 1000;
// Worst first: the overall status is the worst status of any component.
const severityOrder: ComponentStatus[] = [
  'major_outage',
  'partial_outage',
  'degraded',
  'maintenance',
  'operational',
];

type NoticeRow = typeof maintenanceNotices.$inferSelect;
type ComponentRow = typeof statusComponents.$inferSelect;

function serializeNotice(row: NoticeRow) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    severity: row.severity,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

function serializeComponent(row: ComponentRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Percent of the checks since `since` that answered, one decimal; null without checks. */
function uptimeSince(since: Date) {
  return sql<
    number | null
  >`round(100.0 * count(*) filter (where ${serverHealthChecks.ok} and ${serverHealthChecks.checkedAt} >= ${since.toISOString()}) / nullif(count(*) filter (where ${serverHealthChecks.checkedAt} >= ${since.toISOString()}), 0), 1)`;
}

/** Every active server with its last check and uptime; no addresses, only the names customers know. */
async function serverHealth(ctx: AppContext, now: number) {
  const uptime = ctx.db
    .select({
      serverId: serverHealthChecks.serverId,
      day: uptimeSince(new Date(now - DAY_MS)).as('day'),
      month: uptimeSince(new Date(now - 30 * DAY_MS)).as('month'),
      latencyMs: sql<
        number | null
      >`(array_agg(${serverHealthChecks.latencyMs} order by ${serverHealthChecks.checkedAt} desc))[1]`.as(
        'latency_ms',
      ),
    })
    .from(serverHealthChecks)
    .where(gte(serverHealthChecks.checkedAt, new Date(now - 30 * DAY_MS)))
    .groupBy(serverHealthChecks.serverId)
    .as('uptime');
  const rows = await ctx.db
    .select({
      server: provisioningServers,
      day: uptime.day,
      month: uptime.month,
      latencyMs: uptime.latencyMs,
    })
    .from(provisioningServers)
    .leftJoin(uptime, eq(uptime.serverId, provisioningServers.id))
    .where(and(eq(provisioningServers.isActive, true)))
    .orderBy(asc(provisioningServers.panel), asc(provisioningServers.name));
  return rows.map(({ server, day, month, latencyMs }) => ({
    id: server.id,
    name: server.name,
    kind: server.panel === 'pterodactyl' ? ('games' as const) : ('hosting' as const),
    status:
      server.lastCheckOk === null
        ? ('unknown' as const)
        : server.lastCheckOk
          ? ('up' as const)
          : ('down' as const),
    lastCheckAt: server.lastCheckAt?.toISOString() ?? null,
    latencyMs: server.lastCheckOk && latencyMs !== null ? Number(latencyMs) : null,
    uptime24h: day === null ? null : Number(day),
    uptime30d: month === null ? null : Number(month),
  }));
}

export const platformStatusRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/status',
      {
        schema: {
          tags: ['Status'],
          summary: 'Platform components, overall status and maintenance/incident notices',
          response: { 200: platformStatusResponseSchema, ...errors },
        },
      },
      async () => {
        const now = ctx.clock.now().getTime();
        const [components, notices, servers] = await Promise.all([
          ctx.db
            .select()
            .from(statusComponents)
            .orderBy(asc(statusComponents.sortOrder), asc(statusComponents.name)),
          ctx.db.select().from(maintenanceNotices).orderBy(asc(maintenanceNotices.startsAt)),
          serverHealth(ctx, now),
        ]);
        // A server that does not answer is an outage for the customers on it, not for everyone.
        const statuses: ComponentStatus[] = [
          ...components.map((component) => component.status),
          ...(servers.some((server) => server.status === 'down') ? (['partial_outage'] as const) : []),
        ];
        const overall = severityOrder.find((status) => statuses.includes(status)) ?? 'operational';
        const current: NoticeRow[] = [];
        const upcoming: NoticeRow[] = [];
        const past: NoticeRow[] = [];
        for (const notice of notices) {
          const starts = notice.startsAt.getTime();
          const ends = notice.endsAt?.getTime() ?? null;
          if (starts > now) upcoming.push(notice);
          else if (ends === null || ends > now) current.push(notice);
          else if (ends >= now - pastWindowMs) past.push(notice);
        }
        past.reverse();
        return {
          success: true as const,
          data: {
            overall,
            components: components.map(serializeComponent),
            servers,
            current: current.map(serializeNotice),
            upcoming: upcoming.map(serializeNotice),
            past: past.map(serializeNotice),
          },
        };
      },
    );

    app.patch(
      '/api/admin/status-components/:id',
      {
        config: { permission: 'support' },
        schema: {
          tags: ['Admin'],
          summary: 'Set the status of a platform component',
          params: statusComponentParamsSchema,
          body: statusComponentUpdateBodySchema,
          response: { 200: statusComponentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const [row] = await ctx.db
          .update(statusComponents)
          .set({ status: request.body.status, updatedAt: ctx.clock.now() })
          .where(eq(statusComponents.id, request.params.id))
          .returning();
        if (!row) throw new AppError('NOT_FOUND');
        return { success: true as const, data: serializeComponent(row) };
      },
    );

    app.get(
      '/api/admin/maintenance-notices',
      {
        config: { permission: 'support' },
        schema: {
          tags: ['Admin'],
          summary: 'Every maintenance or incident notice, newest start first, paged on the server',
          querystring: adminMaintenanceNoticesQuerySchema,
          response: { 200: adminMaintenanceNoticesResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { page, limit } = request.query;
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select()
            .from(maintenanceNotices)
            .orderBy(desc(maintenanceNotices.startsAt), desc(maintenanceNotices.id))
            .limit(limit)
            .offset((page - 1) * limit),
          ctx.db.select({ value: count() }).from(maintenanceNotices),
        ]);
        return {
          success: true as const,
          data: {
            notices: rows.map(serializeNotice),
            pagination: paginationOf(page, limit, total?.value ?? 0),
          },
        };
      },
    );

    app.post(
      '/api/admin/maintenance-notices',
      {
        config: { permission: 'support' },
        schema: {
          tags: ['Admin'],
          summary: 'Announce maintenance or an incident',
          body: maintenanceNoticeBodySchema,
          response: { 201: maintenanceNoticeResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const now = ctx.clock.now();
        const [row] = await ctx.db
          .insert(maintenanceNotices)
          .values({
            title: body.title,
            body: body.body,
            severity: body.severity,
            startsAt: new Date(body.startsAt),
            endsAt: body.endsAt ? new Date(body.endsAt) : null,
            createdBy: currentUser(request).id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('notice insert returned nothing');
        return reply.status(201).send({ success: true as const, data: serializeNotice(row) });
      },
    );

    app.put(
      '/api/admin/maintenance-notices/:id',
      {
        config: { permission: 'support' },
        schema: {
          tags: ['Admin'],
          summary: 'Change a maintenance or incident notice',
          params: statusComponentParamsSchema,
          body: maintenanceNoticeBodySchema,
          response: { 200: maintenanceNoticeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        const [row] = await ctx.db
          .update(maintenanceNotices)
          .set({
            title: body.title,
            body: body.body,
            severity: body.severity,
            startsAt: new Date(body.startsAt),
            endsAt: body.endsAt ? new Date(body.endsAt) : null,
            updatedAt: ctx.clock.now(),
          })
          .where(eq(maintenanceNotices.id, request.params.id))
          .returning();
        if (!row) throw new AppError('NOT_FOUND');
        return { success: true as const, data: serializeNotice(row) };
      },
    );

    app.delete(
      '/api/admin/maintenance-notices/:id',
      {
        config: { permission: 'support' },
        schema: {
          tags: ['Admin'],
          summary: 'Remove a maintenance or incident notice',
          params: statusComponentParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const [row] = await ctx.db
          .delete(maintenanceNotices)
          .where(eq(maintenanceNotices.id, request.params.id))
          .returning({ id: maintenanceNotices.id });
        if (!row) throw new AppError('NOT_FOUND');
        return { success: true as const, message: 'Melding verwijderd' };
      },
    );
  };
