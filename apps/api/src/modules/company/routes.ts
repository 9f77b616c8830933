import { companyResponseSchema, errorResponseSchema } from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { getCompanySettings } from './company-settings.ts';

export const companyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/company',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Company'],
          summary: 'The hosting company: contact details, KvK, btw-id and bank account',
          response: { 200: companyResponseSchema, 503: errorResponseSchema },
        },
      },
      async () => {
        const row = await getCompanySettings(ctx.db);
        return {
          success: true as const,
          data: {
            name: row.name,
            street: row.street,
            houseNumber: row.houseNumber,
            zipcode: row.zipcode,
            city: row.city,
            country: row.country,
            kvkNumber: row.kvkNumber,
            vatId: row.vatId,
            iban: row.iban,
            bic: row.bic,
            email: row.email,
            phone: row.phone,
            website: row.website,
            supportHours: row.supportHours,
          },
        };
      },
    );
  };
