import { formatDateTime } from '@hostportaal/domain';
import type { AppContext } from '../../app-context.ts';
import type { User } from '../../db/schema/index.ts';
import { type EmailMessage, emailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import {
  type CountedKey,
  claimFailureWarning,
  countFailingAddresses,
  throttleRules,
} from './login-throttle.ts';

export function failedLoginsEmail(input: {
  firstname: string;
  since: Date;
  until: Date;
  failures: number;
  addresses: number;
  resetLink: string;
}): EmailMessage {
  const from =
    input.addresses === 1 ? 'vanaf 1 IP-adres' : `vanaf ${input.addresses} verschillende IP-adressen`;
  return emailMessage(
    'failed_logins',
    'Mislukte inlogpogingen op je Hostportaal-account',
    `Hallo ${input.firstname},\n\nTussen ${formatDateTime(input.since)} en ${formatDateTime(input.until)} (Nederlandse tijd) is ${input.failures} keer geprobeerd in te loggen op je account met een verkeerd wachtwoord, ${from}.\n\nWas jij dit? Dan hoef je niets te doen. Op een apparaat waarop je eerder bent ingelogd, kun je gewoon inloggen. Vraagt de inlogpagina je op een nieuw apparaat te wachten, laat je dan een inloglink mailen.\n\nWas jij dit niet? Dan probeert iemand je wachtwoord te raden. Kies een sterk wachtwoord dat je nergens anders gebruikt:\n\n${input.resetLink}\n\nZet ook tweestapsverificatie aan bij Instellingen → Beveiliging.`,
  );
}

/**
 * After a failed login: when the account-wide count has reached its threshold, the owner hears of it — once
 * per window of failures, not per attempt.
 */
export async function warnOwnerOfFailedLogins(
  ctx: AppContext,
  user: User,
  account: CountedKey,
): Promise<void> {
  if (account.failures < throttleRules.account.free || user.anonymizedAt || !user.isActive) return;
  if (!(await claimFailureWarning(ctx.db, user.email, account.windowStartedAt))) return;
  const now = ctx.clock.now();
  await enqueueEmail(ctx.db, {
    to: user.email,
    userId: user.id,
    now,
    message: failedLoginsEmail({
      firstname: user.firstname,
      since: account.windowStartedAt,
      until: now,
      failures: account.failures,
      addresses: await countFailingAddresses(ctx.db, user.email, now),
      resetLink: `${ctx.config.PUBLIC_URL}/forgot-password`,
    }),
  });
  ctx.notifyOutbox();
}
