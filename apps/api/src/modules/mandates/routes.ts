import {
  changeMandateIbanBodySchema,
  changeMandateIbanResponseSchema,
  customerMandatesResponseSchema,
  errorResponseSchema,
  mandateIdParamsSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { requireVerifiedEmail } from '../auth/verified-email.ts';
import { changeMandateIban } from './change-mandate-iban.ts';
import { customerMandateView, findCustomerMandates, mandateCreditor } from './mandate-view.ts';

const tags = ['Mandates'];
const errors = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

// The customer's own SEPA mandates: another customer's mandate is "not found", never "forbidden".
export const mandateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/mandates',
      {
        schema: {
          tags,
          summary: "The caller's SEPA mandates (masked IBAN) and the creditor they authorise",
          response: { 200: customerMandatesResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const [rows, creditor] = await Promise.all([
          findCustomerMandates(ctx.db, user.id),
          mandateCreditor(ctx.db),
        ]);
        return { success: true as const, data: { mandates: rows.map(customerMandateView), creditor } };
      },
    );

    app.put(
      '/api/mandates/:id/iban',
      {
        schema: {
          tags,
          summary: 'Change the IBAN of an own mandate with a new consent (amendment, or a new mandate)',
          params: mandateIdParamsSchema,
          body: changeMandateIbanBodySchema,
          response: { 200: changeMandateIbanResponseSchema, 403: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        // A customer gives a new consent only from a confirmed address (issue 28); staff recording a signed
        // form (admin-users routes) are not held by the customer's mailbox.
        await requireVerifiedEmail(ctx.db, user.id);
        const result = await changeMandateIban(ctx.db, user.id, request.params.id, request.body, {
          ip: request.ip,
          now: ctx.clock.now(),
          link: `${ctx.config.PUBLIC_URL}/dashboard/instellingen?tab=payment`,
        });
        return { success: true as const, data: result };
      },
    );
  };
