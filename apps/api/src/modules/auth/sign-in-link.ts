import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { users } from '../../db/schema/index.ts';
import { type EmailMessage, emailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { completeLogin, findUserByEmail, type LoginClient, type LoginResult } from './login.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  isSameAddress,
  revokeOneTimeTokens,
} from './one-time-tokens.ts';

// The way past any login delay (issue 26, decision 034): whoever reads the account's mailbox can already take
// the account over with a reset link, so a one-time link to that mailbox opens no new door, and it lets the
// owner in while someone keeps the password delays of a new browser running. It is the first factor only:
// with 2FA on, the second step follows as after a password.

export const SIGN_IN_LINK_PATH = '/sign-in-link';

export function signInLinkEmail(input: { firstname: string; link: string }): EmailMessage {
  return emailMessage(
    'sign_in_link',
    'Je inloglink voor Hostportaal',
    `Hallo ${input.firstname},\n\nJe hebt gevraagd om een inloglink. Via deze link log je in zonder je wachtwoord:\n\n${input.link}\n\nDe link werkt één keer en is 15 minuten geldig. Heb je tweestapsverificatie aan, dan vragen we daarna nog je code.\n\nHeb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren. Misschien probeert iemand op je account in te loggen: kies dan een sterk wachtwoord dat je nergens anders gebruikt.`,
  );
}

/** Mails a sign-in link; answers the same whether or not the address has an account, so it reveals none. */
export async function requestSignInLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user?.isActive || user.anonymizedAt) return;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works: an older one lying in the inbox is worth nothing.
    await revokeOneTimeTokens(tx, user.id, ['sign_in_link'], now);
    const token = await createOneTimeToken(tx, {
      userId: user.id,
      purpose: 'sign_in_link',
      email: user.email,
      now,
    });
    const link = `${ctx.config.PUBLIC_URL}${SIGN_IN_LINK_PATH}?token=${encodeURIComponent(token)}`;
    await enqueueEmail(tx, {
      to: user.email,
      userId: user.id,
      message: signInLinkEmail({ firstname: user.firstname, link }),
      now,
    });
  });
  ctx.notifyOutbox();
}

/**
 * Uses the link once. It is counted on no throttle key and held up by none: the mailbox, not a guess, stands
 * behind it. The browser and the address become known, as after any completed login.
 */
export async function signInWithLink(
  ctx: AppContext,
  token: string,
  client: LoginClient,
): Promise<LoginResult> {
  const { userId, email } = await consumeOneTimeToken(ctx.db, token, 'sign_in_link', ctx.clock.now());
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  // A link sent to an address the account no longer has opens nothing (the change revoked it too).
  if (!user || user.anonymizedAt || !isSameAddress(email, user.email)) throw new AppError('TOKEN_INVALID');
  if (!user.isActive) throw new AppError('ACCOUNT_INACTIVE');
  return completeLogin(ctx, user, client, false);
}
