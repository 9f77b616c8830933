import {
  changePasswordBodySchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  messageResponseSchema,
  profileOverviewResponseSchema,
  profileUpdateResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  verifyEmailBodySchema,
  verifyResponseSchema,
} from '@hostportaal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { users } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { profileOverview } from '../profile/profile-overview.ts';
import { updateProfile } from '../profile/update-profile.ts';
import { changePassword } from './change-password.ts';
import { verifyEmail } from './email-verification.ts';
import { DEVICE_COOKIE, setDeviceCookie } from './known-devices.ts';
import { login } from './login.ts';
import { answerLogin } from './login-answer.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { revokeRefreshFamily, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { register } from './register.ts';
import { resendEmailVerification } from './resend-email-verification.ts';
import { serializeUser } from './serialize-user.ts';
import { accessSessionFor, clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './session.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['Auth'];

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
      ip: request.ip,
      userAgent:
        typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    });

    app.post(
      '/auth/login',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Log in with e-mail and password',
          body: loginBodySchema,
          response: { 200: loginResponseSchema, 403: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await login(ctx, request.body, {
          ...client(request),
          deviceToken: request.cookies[DEVICE_COOKIE],
        });
        return answerLogin(reply, ctx, result);
      },
    );

    app.post(
      '/auth/register',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Create a customer account',
          body: registerBodySchema,
          response: { 201: registerResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await register(ctx, request.body, request.ip);
        return reply.status(201).send({ success: true, message: 'Registration successful! Please log in.' });
      },
    );

    app.post(
      '/auth/resend-verification',
      {
        schema: {
          tags,
          summary: 'Send the e-mail verification link again (limited per account and per address)',
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const sent = await resendEmailVerification(ctx, currentUser(request));
        return {
          success: true as const,
          message: sent ? 'Verification email sent' : 'Email already verified',
        };
      },
    );

    app.post(
      '/auth/refresh-token',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Exchange the refresh token (cookie) for a new access token; rotates the refresh token',
          body: refreshBodySchema.nullish(),
          response: { 200: refreshResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const presented = request.cookies[REFRESH_COOKIE] ?? request.body?.refreshToken;
        if (!presented) throw new AppError('UNAUTHENTICATED');
        try {
          const rotated = await rotateRefreshToken(ctx.db, presented, ctx.clock.now(), {
            sessionTimeoutMinutes: async (userId) => {
              const [row] = await ctx.db
                .select({ minutes: users.sessionTimeoutMinutes })
                .from(users)
                .where(eq(users.id, userId))
                .limit(1);
              return row?.minutes ?? null;
            },
          });
          const [user] = await ctx.db.select().from(users).where(eq(users.id, rotated.userId)).limit(1);
          if (!user?.isActive) {
            await revokeRefreshFamily(ctx.db, rotated.familyId, ctx.clock.now());
            throw new AppError('UNAUTHENTICATED');
          }
          setRefreshCookie(reply, ctx, rotated);
          return { success: true as const, data: await accessSessionFor(ctx, user, rotated.familyId) };
        } catch (error) {
          clearRefreshCookie(reply, ctx);
          throw error;
        }
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'End this session',
          body: logoutBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const now = ctx.clock.now();
        const presented = request.cookies[REFRESH_COOKIE] ?? request.body?.refreshToken;
        if (presented) await revokeRefreshToken(ctx.db, presented, now);
        if (request.auth) await revokeRefreshFamily(ctx.db, request.auth.familyId, now);
        clearRefreshCookie(reply, ctx);
        return { success: true as const, message: 'Logged out successfully' };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Send a password reset link (same answer whether or not the address exists)',
          body: forgotPasswordBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await requestPasswordReset(ctx, request.body.email);
        return { success: true as const, message: 'Password reset email sent successfully' };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary:
            'Set a new password with a reset token (single use, 1 hour); lifts the login throttle and makes this browser a known device',
          body: resetPasswordBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const device = await resetPassword(ctx, request.body, {
          ip: request.ip,
          deviceToken: request.cookies[DEVICE_COOKIE],
        });
        setDeviceCookie(reply, ctx, device);
        return { success: true as const, message: 'Password has been reset successfully' };
      },
    );

    app.post(
      '/auth/verify-email',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Confirm the e-mail address with the token from the verification e-mail',
          body: verifyEmailBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await verifyEmail(ctx, request.body.token);
        return { success: true as const, message: 'Email verified successfully' };
      },
    );

    app.get(
      '/auth/verify',
      {
        schema: {
          tags,
          summary: 'Check the access token and return the logged-in user',
          response: { 200: verifyResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: { user: serializeUser(currentUser(request)) } }),
    );

    app.post(
      '/auth/change-password',
      {
        schema: {
          tags,
          summary: 'Change the password; ends all other sessions',
          body: changePasswordBodySchema,
          response: { 200: refreshResponseSchema.extend({ message: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const session = await changePassword(ctx, currentUser(request), request.body, client(request));
        setRefreshCookie(reply, ctx, session.refresh);
        return { success: true as const, message: 'Password changed successfully', data: session.body };
      },
    );

    app.get(
      '/auth/profile',
      {
        schema: {
          tags,
          summary: 'Profile overview (SPEC §3)',
          response: { 200: profileOverviewResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: await profileOverview(ctx, currentUser(request)) }),
    );

    app.put(
      '/auth/profile',
      {
        schema: {
          tags,
          summary: 'Update the profile; answers with data.user',
          body: updateProfileBodySchema,
          response: { 200: profileUpdateResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = await updateProfile(ctx, currentUser(request), request.body, request.ip);
        return {
          success: true as const,
          message: 'Profile updated successfully',
          data: { user: serializeUser(user) },
        };
      },
    );
  };
