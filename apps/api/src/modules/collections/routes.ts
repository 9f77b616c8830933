import { PassThrough, Readable } from 'node:stream';
import {
  collectionActionListResponseSchema,
  collectionActionsQuerySchema,
  collectionBulkResultSchema,
  collectionBulkStageBodySchema,
  collectionCaseIdsBodySchema,
  collectionCaseListResponseSchema,
  collectionCaseResponseSchema,
  collectionCasesQuerySchema,
  collectionExportQuerySchema,
  collectionStageBodySchema,
  dunningRunResponseSchema,
  dunningSettingsResponseSchema,
  dunningSettingsSchema,
  dunningTemplateBodySchema,
  dunningTemplateKeySchema,
  dunningTemplateListResponseSchema,
  dunningTemplatePreviewResponseSchema,
  dunningTemplateResponseSchema,
  errorResponseSchema,
  paginationOf,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { csvChunks } from '../billing/billing-export-csv.ts';
import { writeXlsx } from '../billing/billing-export-xlsx.ts';
import { payLinksWhenOn } from '../online-payments/pay-links.ts';
import { withNextSteps } from './case-next-steps.ts';
import { changeCaseStage, changeCaseStages } from './case-stage.ts';
import { recentCollectionActions } from './collection-action-list.ts';
import {
  collectionStats,
  exportCollectionCases,
  findCollectionCases,
  findCollectionCasesById,
} from './collection-case-rows.ts';
import { collectionExportColumns, collectionExportRow } from './collection-export.ts';
import { runDunning } from './dunning-run.ts';
import { dunningSettingsView, getDunningSettings, updateDunningSettings } from './dunning-settings.ts';
import { dunningPlaceholders } from './dunning-templates.ts';
import { listDunningTemplates, previewDunningTemplate, saveDunningTemplate } from './letter-templates.ts';
import { suspendCaseServices } from './staff-collection-steps.ts';

const tags = ['Admin: collections'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const idParams = z.object({ id: z.uuid() });

// Collection Center (issue 6): the cases, their history, stage changes, the schedule and the templates.
export const collectionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (request: Parameters<typeof currentUser>[0]) => ({
      id: currentUser(request).id,
      now: ctx.clock.now(),
    });
    const today = () => amsterdamToday(ctx.clock.now());

    app.get(
      '/api/admin/collections/cases',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Collection cases (default: all unresolved), searched, filtered, sorted and paged; with stats',
          querystring: collectionCasesQuerySchema,
          response: { 200: collectionCaseListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const query = request.query;
        const [{ cases, total }, stats] = await Promise.all([
          findCollectionCases(ctx.db, today(), query),
          collectionStats(ctx.db, today()),
        ]);
        return {
          success: true as const,
          data: {
            cases: await withNextSteps(ctx.db, ctx.clock.now(), cases),
            pagination: paginationOf(query.page, query.limit, total),
            stats,
          },
        };
      },
    );

    app.get(
      '/api/admin/collections/actions',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Recent Collection Actions: what the dunning run and staff did, newest first (of one customer)',
          querystring: collectionActionsQuerySchema,
          response: { 200: collectionActionListResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          actions: await recentCollectionActions(ctx.db, request.query.limit, request.query.customerId),
        },
      }),
    );

    app.patch(
      '/api/admin/collections/cases/:id/stage',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Set a case’s stage by hand, with a note for the history',
          params: idParams,
          body: collectionStageBodySchema,
          response: {
            200: collectionCaseResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        await ctx.db.transaction((tx) =>
          changeCaseStage(tx, request.params.id, request.body, actorOf(request)),
        );
        const [updated] = await withNextSteps(
          ctx.db,
          ctx.clock.now(),
          await findCollectionCasesById(ctx.db, today(), [request.params.id]),
        );
        if (!updated) throw new AppError('NOT_FOUND');
        return { success: true as const, data: { case: updated } };
      },
    );

    app.post(
      '/api/admin/collections/cases/bulk-stage',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Set the stage of several cases; what could not be changed comes back with the reason',
          body: collectionBulkStageBodySchema,
          response: { 200: collectionBulkResultSchema, ...errors },
        },
      },
      async (request) => {
        const { caseIds, ...change } = request.body;
        return {
          success: true as const,
          data: await changeCaseStages(ctx.db, caseIds, change, actorOf(request)),
        };
      },
    );

    app.post(
      '/api/admin/collections/cases/bulk-suspend',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Suspend the services of cases at the final notice or later (consumers: after the 14-day term)',
          body: collectionCaseIdsBodySchema,
          response: { 200: collectionBulkResultSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await suspendCaseServices(ctx.db, request.body.caseIds, {
          actor: actorOf(request),
          publicUrl: ctx.config.PUBLIC_URL,
          payLinks: await payLinksWhenOn(ctx.db, ctx.config, ctx.clock.now()),
        }),
      }),
    );

    app.post(
      '/api/admin/collections/run',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Run the daily dunning run now (idempotent: a step already taken today is not repeated)',
          response: { 200: dunningRunResponseSchema, ...errors },
        },
      },
      async (request) => {
        const result = await runDunning(ctx.db, {
          now: ctx.clock.now(),
          publicUrl: ctx.config.PUBLIC_URL,
          payLinks: await payLinksWhenOn(ctx.db, ctx.config, ctx.clock.now()),
          triggeredBy: currentUser(request).id,
        });
        ctx.notifyOutbox();
        return { success: true as const, data: result };
      },
    );

    app.get(
      '/api/admin/collections/export',
      {
        config: { permission: 'reports' },
        schema: {
          tags,
          summary: 'Export Report: the cases of the filters as CSV (UTF-8 with BOM, ";") or Excel',
          querystring: collectionExportQuerySchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const rows = (await exportCollectionCases(ctx.db, today(), query)).map(collectionExportRow);
        const batches = (async function* () {
          yield rows;
        })();
        const fileName = `incassodossiers-${today()}.${query.format}`;
        reply
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store');
        if (query.format === 'csv') {
          reply.header('Content-Type', 'text/csv; charset=utf-8');
          return reply.send(Readable.from(csvChunks(collectionExportColumns, batches)));
        }
        reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        const output = new PassThrough();
        writeXlsx('Incassodossiers', collectionExportColumns, batches, output).catch((error: unknown) => {
          request.log.error({ err: error }, 'xlsx export failed');
          output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply.send(output);
      },
    );

    app.get(
      '/api/admin/collections/settings',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'The dunning schedule',
          response: { 200: dunningSettingsResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: dunningSettingsView(await getDunningSettings(ctx.db)) }),
    );

    app.put(
      '/api/admin/collections/settings',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Change the dunning schedule',
          body: dunningSettingsSchema,
          response: { 200: dunningSettingsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: dunningSettingsView(await updateDunningSettings(ctx.db, request.body, actorOf(request))),
      }),
    );

    app.get(
      '/api/admin/collections/templates',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'The five dunning e-mail templates and the placeholders they may use',
          response: { 200: dunningTemplateListResponseSchema, ...errors },
        },
      },
      async () => ({
        success: true as const,
        data: { templates: await listDunningTemplates(ctx.db), placeholders: [...dunningPlaceholders] },
      }),
    );

    const templateParams = z.object({ key: dunningTemplateKeySchema });

    app.put(
      '/api/admin/collections/templates/:key',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Reword a dunning template (unknown placeholders are refused)',
          params: templateParams,
          body: dunningTemplateBodySchema,
          response: { 200: dunningTemplateResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          template: await saveDunningTemplate(ctx.db, request.params.key, request.body, actorOf(request)),
        },
      }),
    );

    app.post(
      '/api/admin/collections/templates/:key/preview',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'A template’s text filled with sample values, as a customer would read it',
          params: templateParams,
          body: dunningTemplateBodySchema,
          response: { 200: dunningTemplatePreviewResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: previewDunningTemplate(request.params.key, request.body),
      }),
    );
  };
