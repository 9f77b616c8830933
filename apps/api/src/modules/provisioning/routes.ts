import {
  errorResponseSchema,
  provisioningAccountIdParamsSchema,
  provisioningAccountResponseSchema,
  provisioningAccountsQuerySchema,
  provisioningAccountsResponseSchema,
  provisioningServerCreateBodySchema,
  provisioningServerIdParamsSchema,
  provisioningServerResponseSchema,
  provisioningServersResponseSchema,
  provisioningServerUpdateBodySchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { auditChange } from '../../plugins/audit-trail.ts';
import { listAccounts, retryAccount } from './provisioning-accounts.ts';
import {
  checkServer,
  createServer,
  deleteServer,
  listServers,
  updateServer,
} from './provisioning-servers.ts';

const tags = ['Admin: provisioning'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

// Issue 8: the DirectAdmin servers, configured by admins; the login key is write-only.
export const provisioningRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/provisioning/servers',
      {
        config: { permission: 'hosting' },
        schema: {
          tags,
          summary: 'The DirectAdmin servers with their last connection check (never the login key)',
          response: { 200: provisioningServersResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: { servers: await listServers(ctx) } }),
    );

    app.post(
      '/api/admin/provisioning/servers',
      {
        config: { permission: 'hosting' },
        schema: {
          tags,
          summary: 'Add a DirectAdmin server; its login key is stored encrypted',
          body: provisioningServerCreateBodySchema,
          response: { 201: provisioningServerResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const server = await createServer(ctx, request.body);
        auditChange(request, {
          action: 'provisioning_server.create',
          entityType: 'provisioning_server',
          entityId: server.id,
          after: { ...server, loginKey: '[redacted]' },
        });
        return reply.status(201).send({ success: true as const, data: { server } });
      },
    );

    app.put(
      '/api/admin/provisioning/servers/:id',
      {
        config: { permission: 'hosting' },
        schema: {
          tags,
          summary: 'Change a server; without a new login key the stored one stays',
          params: provisioningServerIdParamsSchema,
          body: provisioningServerUpdateBodySchema,
          response: { 200: provisioningServerResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { before, after } = await updateServer(ctx, request.params.id, request.body);
        auditChange(request, {
          action: 'provisioning_server.update',
          entityType: 'provisioning_server',
          entityId: after.id,
          before,
          after: request.body.loginKey ? { ...after, loginKey: '[changed]' } : after,
        });
        return { success: true as const, data: { server: after } };
      },
    );

    app.delete(
      '/api/admin/provisioning/servers/:id',
      {
        config: { permission: 'hosting' },
        schema: {
          tags,
          summary: 'Remove a server',
          params: provisioningServerIdParamsSchema,
          response: { 200: provisioningServerResponseSchema, ...errors },
        },
      },
      async (request) => {
        const server = await deleteServer(ctx, request.params.id);
        auditChange(request, {
          action: 'provisioning_server.delete',
          entityType: 'provisioning_server',
          entityId: server.id,
          before: server,
        });
        return { success: true as const, data: { server } };
      },
    );

    app.post(
      '/api/admin/provisioning/servers/:id/check',
      {
        config: { permission: 'hosting' },
        schema: {
          tags,
          summary: 'Connect to the server with its login key and read its packages; the outcome is stored',
          params: provisioningServerIdParamsSchema,
          response: { 200: provisioningServerResponseSchema, ...errors },
        },
      },
      async (request) => {
        const server = await checkServer(ctx, request.params.id);
        auditChange(request, {
          action: 'provisioning_server.check',
          entityType: 'provisioning_server',
          entityId: server.id,
          after: { lastCheck: server.lastCheck, packages: server.packages },
        });
        return { success: true as const, data: { server } };
      },
    );

    app.get(
      '/api/admin/provisioning/accounts',
      {
        config: { permission: 'hosting' },
        schema: {
          tags,
          summary: 'Hosting accounts with their state and last failure, newest change first',
          querystring: provisioningAccountsQuerySchema,
          response: { 200: provisioningAccountsResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await listAccounts(ctx, request.query) }),
    );

    app.post(
      '/api/admin/provisioning/accounts/:id/retry',
      {
        config: { permission: 'hosting' },
        schema: {
          tags,
          summary: 'Try the account’s next step again now (also after DirectAdmin refused it)',
          params: provisioningAccountIdParamsSchema,
          response: { 200: provisioningAccountResponseSchema, ...errors },
        },
      },
      async (request) => {
        const account = await retryAccount(ctx, request.params.id);
        auditChange(request, {
          action: 'provisioning_account.retry',
          entityType: 'provisioning_account',
          entityId: account.id,
          after: { state: account.state, lastError: account.lastError },
        });
        return { success: true as const, data: { account } };
      },
    );
  };
