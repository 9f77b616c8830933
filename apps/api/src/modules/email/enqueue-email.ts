import type { DbOrTx } from '../../db/client.ts';
import { type EmailAttachmentRef, emailOutbox } from '../../db/schema/index.ts';
import type { EmailMessage } from './email-templates.ts';

// Writing to the outbox inside the caller's transaction means no e-mail is lost or sent for
// work that was rolled back; the dispatcher delivers it afterwards.
export async function enqueueEmail(
  db: DbOrTx,
  input: {
    to: string;
    userId?: string | null;
    message: EmailMessage;
    now: Date;
    /** Stored files sent with the mail (the sent invoice or letter PDF). */
    attachments?: EmailAttachmentRef[];
  },
): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: input.to,
      userId: input.userId ?? null,
      subject: input.message.subject,
      textBody: input.message.text,
      htmlBody: input.message.html ?? null,
      template: input.message.template,
      attachments: input.attachments ?? null,
      createdAt: input.now,
      nextAttemptAt: input.now,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}
