import {
  emailChangeBodySchema,
  emailChangeConfirmResponseSchema,
  emailChangeTokenBodySchema,
  emailChangeUndoResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  pendingEmailChangeResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { confirmEmailChange, undoEmailChange } from './confirm-email-change.ts';
import {
  cancelEmailChange,
  findPendingEmailChange,
  requestEmailChange,
  resendEmailChange,
} from './request-email-change.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['Auth'];

export const emailChangeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/auth/email-change',
      {
        schema: {
          tags,
          summary: 'The new address waiting for its confirmation, if any (the login stays the current one)',
          response: { 200: pendingEmailChangeResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { pending: await findPendingEmailChange(ctx.db, currentUser(request).id, ctx.clock.now()) },
      }),
    );

    app.post(
      '/auth/email-change',
      {
        schema: {
          tags,
          summary:
            'Ask to change the e-mail address: current password, and the TOTP or a backup code when 2FA is on; ' +
            'mails a confirmation link (24 hours) to the new address',
          body: emailChangeBodySchema,
          response: { 200: pendingEmailChangeResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { pending: await requestEmailChange(ctx, currentUser(request), request.body, request.ip) },
      }),
    );

    app.post(
      '/auth/email-change/resend',
      {
        schema: {
          tags,
          summary: 'Send the confirmation link to the waiting address again (the earlier link stops working)',
          response: { 200: pendingEmailChangeResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { pending: await resendEmailChange(ctx, currentUser(request)) },
      }),
    );

    app.delete(
      '/auth/email-change',
      {
        schema: {
          tags,
          summary: 'Cancel the waiting address change; its link stops working',
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await cancelEmailChange(ctx, currentUser(request), request.ip);
        return { success: true as const, message: 'E-mail change cancelled' };
      },
    );

    app.post(
      '/auth/email-change/confirm',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary:
            'Confirm the new address with the token from the link sent to it: it becomes the login; the old ' +
            'address gets a notice with an undo link (7 days)',
          body: emailChangeTokenBodySchema,
          response: { 200: emailChangeConfirmResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await confirmEmailChange(ctx, request.body.token, request.ip),
      }),
    );

    app.post(
      '/auth/email-change/undo',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary:
            'Undo a change with the token from the notice sent to the old address: restores it, ends every ' +
            'session and answers a password-reset token',
          body: emailChangeTokenBodySchema,
          response: { 200: emailChangeUndoResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await undoEmailChange(ctx, request.body.token, request.ip),
      }),
    );
  };
