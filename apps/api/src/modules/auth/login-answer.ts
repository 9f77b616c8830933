import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { setDeviceCookie } from './known-devices.ts';
import type { LoginResult } from './login.ts';
import { setRefreshCookie } from './session.ts';

/** What a first login step answers (password or sign-in link): the 2FA challenge, or the session and its cookies. */
export function answerLogin(reply: FastifyReply, ctx: AppContext, result: LoginResult) {
  if (result.kind === 'two_factor') {
    return {
      success: true as const,
      message: 'Two-factor code required',
      data: { twoFactorRequired: true as const, challengeToken: result.challengeToken },
    };
  }
  setRefreshCookie(reply, ctx, result.session.refresh);
  setDeviceCookie(reply, ctx, result.device);
  return { success: true as const, message: 'Login successful', data: result.session.body };
}
