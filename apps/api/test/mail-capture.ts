import { type EmailDispatcher, startEmailDispatcher } from '../src/modules/email/email-dispatcher.ts';
import { type ReceivedMail, startSmtpPeer } from './smtp-peer.ts';
import type { TestApp } from './test-app.ts';

export type MailCapture = {
  /** Delivers what the outbox holds over SMTP and answers the mails the peer received for `to`, oldest first. */
  mailsTo: (to: string) => Promise<ReceivedMail[]>;
  /** The token of the newest link to `path` (`/reset-password`, …) in a mail received for `to`. */
  tokenFrom: (to: string, path: string) => Promise<string>;
  close: () => Promise<void>;
};

function linkToken(text: string, path: string): string | undefined {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The app's mail as an attacker or owner would read it: through the real dispatcher to a real SMTP peer,
 * never from the outbox table.
 */
export async function captureMail(t: TestApp): Promise<MailCapture> {
  const peer = await startSmtpPeer();
  const dispatcher: EmailDispatcher = startEmailDispatcher({
    db: t.database.db,
    smtpUrl: peer.url,
    from: 'Hostportaal <noreply@hostportaal.test>',
    clock: t.clock,
    log: t.app.log,
    publicUrl: t.config.PUBLIC_URL,
  });
  const mailsTo = async (to: string) => {
    // The first call may join a pass the dispatcher's own timer started before the mail was queued.
    await dispatcher.deliverDue();
    while ((await dispatcher.deliverDue()) > 0) {
      // Deliver until the outbox has nothing due.
    }
    return peer.messages.filter((mail) => mail.to.includes(to.toLowerCase()));
  };
  return {
    mailsTo,
    async tokenFrom(to, path) {
      const tokens = (await mailsTo(to)).map((mail) => linkToken(mail.text, path)).filter(Boolean);
      const token = tokens.at(-1);
      if (!token) throw new Error(`no ${path} link in the mail to ${to}`);
      return token;
    },
    close: async () => {
      await dispatcher.stop();
      await peer.close();
    },
  };
}
