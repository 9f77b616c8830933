import {
  errorResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  signInLinkBodySchema,
  useSignInLinkBodySchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { DEVICE_COOKIE } from './known-devices.ts';
import { answerLogin } from './login-answer.ts';
import { requestSignInLink, signInWithLink } from './sign-in-link.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['Auth'];

// The e-mailed one-time sign-in link (issue 26, decision 034). Both routes are request-limited per address
// (and the mail per account) in plugins/rate-limits.ts.
export const signInLinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/sign-in-link',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Mail a one-time sign-in link (same answer whether or not the address has an account)',
          body: signInLinkBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await requestSignInLink(ctx, request.body.email);
        return { success: true as const, message: 'Sign-in link email sent' };
      },
    );

    app.post(
      '/auth/sign-in-link/use',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Log in with the token from a sign-in link (once, 15 minutes); answers as /auth/login',
          body: useSignInLinkBodySchema,
          response: { 200: loginResponseSchema, 403: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await signInWithLink(ctx, request.body.token, {
          ip: request.ip,
          userAgent:
            typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
          deviceToken: request.cookies[DEVICE_COOKIE],
        });
        return answerLogin(reply, ctx, result);
      },
    );
  };
