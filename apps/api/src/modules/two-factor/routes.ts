import {
  errorResponseSchema,
  twoFactorBackupCodesResponseSchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorRegenerateBodySchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorVerifyBodySchema,
  twoFactorVerifyResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { DEVICE_COOKIE, setDeviceCookie } from '../auth/known-devices.ts';
import { setRefreshCookie } from '../auth/session.ts';
import { remainingBackupCodes } from './backup-codes.ts';
import {
  completeTwoFactorLogin,
  disableTwoFactor,
  enableTwoFactor,
  regenerateBackupCodes,
  setupTwoFactor,
} from './two-factor-service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['Two-factor'];
const ok = z.object({ success: z.literal(true), message: z.string() });

export const twoFactorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/two-factor/status',
      {
        schema: {
          tags,
          summary: 'Is two-factor on, and how many backup codes are left',
          response: { 200: twoFactorStatusResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return {
          success: true as const,
          data: {
            enabled: user.twoFactorEnabled,
            backupCodesRemaining: await remainingBackupCodes(ctx.db, user.id),
          },
        };
      },
    );

    app.post(
      '/two-factor/setup',
      {
        schema: {
          tags,
          summary: 'Start enrolment: a new secret with its QR code',
          response: { 200: twoFactorSetupResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await setupTwoFactor(ctx, currentUser(request)) }),
    );

    app.post(
      '/two-factor/enable',
      {
        schema: {
          tags,
          summary: 'Confirm enrolment with a code; answers the backup codes once',
          body: twoFactorEnableBodySchema,
          response: { 200: twoFactorBackupCodesResponseSchema.extend({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        const backupCodes = await enableTwoFactor(ctx, currentUser(request), request.body.code, request.ip);
        return {
          success: true as const,
          message: 'Two-factor authentication enabled',
          data: { backupCodes },
        };
      },
    );

    app.post(
      '/two-factor/verify',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Second login step: challenge token from /auth/login plus a TOTP or backup code',
          body: twoFactorVerifyBodySchema,
          response: { 200: twoFactorVerifyResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const session = await completeTwoFactorLogin(ctx, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          deviceToken: request.cookies[DEVICE_COOKIE],
        });
        setRefreshCookie(reply, ctx, session.refresh);
        setDeviceCookie(reply, ctx, session.device);
        return { success: true as const, message: 'Login successful', data: session.body };
      },
    );

    app.post(
      '/two-factor/disable',
      {
        schema: {
          tags,
          summary: 'Turn two-factor off (password and a current code)',
          body: twoFactorDisableBodySchema,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await disableTwoFactor(ctx, currentUser(request), request.body, request.ip);
        return { success: true as const, message: 'Two-factor authentication disabled' };
      },
    );

    app.post(
      '/two-factor/regenerate-backup-codes',
      {
        schema: {
          tags,
          summary: 'Replace all backup codes (needs a current code)',
          body: twoFactorRegenerateBodySchema,
          response: { 200: twoFactorBackupCodesResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { backupCodes: await regenerateBackupCodes(ctx, currentUser(request), request.body.code) },
      }),
    );
  };
