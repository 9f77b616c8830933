import {
  companyResponseSchema,
  companySettingsBodySchema,
  companySettingsResponseSchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { getCompanySettings } from './company-settings.ts';
import { companySettingsView, publicCompany } from './company-settings-view.ts';
import { updateCompanySettings } from './update-company-settings.ts';

export const companyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/company',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Company'],
          summary: 'The hosting company: contact details, KvK, btw-id, bank account and incassant-ID',
          response: { 200: companyResponseSchema, 503: errorResponseSchema },
        },
      },
      async () => ({ success: true as const, data: publicCompany(await getCompanySettings(ctx.db)) }),
    );

    app.get(
      '/api/admin/company-settings',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['Admin: company'],
          summary: 'Company details and SEPA creditor settings',
          response: {
            200: companySettingsResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async () => ({
        success: true as const,
        data: { settings: companySettingsView(await getCompanySettings(ctx.db)) },
      }),
    );

    app.put(
      '/api/admin/company-settings',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['Admin: company'],
          summary: 'Change company details and SEPA creditor settings (IBAN, BIC, incassant-ID checked)',
          body: companySettingsBodySchema,
          response: {
            200: companySettingsResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const actor = {
          id: user.id,
          ip: request.ip,
          now: ctx.clock.now(),
          twoFactorEnabled: user.twoFactorEnabled,
        };
        return {
          success: true as const,
          data: { settings: await updateCompanySettings(ctx.db, request.body, actor) },
        };
      },
    );
  };
