import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import {
  arrangementConfirmations,
  collectionLetters,
  type EmailAttachmentRef,
  emailOutbox,
  invoiceDocuments,
  legalDocuments,
} from '../../db/schema/index.ts';
import { findCompanySettings } from '../company/company-settings.ts';
import { invoiceUblById } from '../invoices/invoice-ubl-download.ts';
import { emailFooter, withEmailFooter } from './email-footer.ts';

const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;
const POLL_INTERVAL_MS = 5_000;

async function storedPdf(
  db: Db,
  ref: Exclude<EmailAttachmentRef, { kind: 'invoice_ubl' }>,
): Promise<Buffer | undefined> {
  if (ref.kind === 'collection_letter_pdf') {
    const [letter] = await db
      .select({ pdf: collectionLetters.pdf })
      .from(collectionLetters)
      .where(eq(collectionLetters.id, ref.letterId));
    return letter?.pdf;
  }
  if (ref.kind === 'arrangement_confirmation_pdf') {
    const [confirmation] = await db
      .select({ pdf: arrangementConfirmations.pdf })
      .from(arrangementConfirmations)
      .where(eq(arrangementConfirmations.id, ref.confirmationId));
    return confirmation?.pdf;
  }
  if (ref.kind === 'legal_document_pdf') {
    const [document] = await db
      .select({ pdf: legalDocuments.pdf })
      .from(legalDocuments)
      .where(eq(legalDocuments.id, ref.documentId));
    return document?.pdf;
  }
  const [document] = await db
    .select({ pdf: invoiceDocuments.pdf })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.invoiceId, ref.invoiceId));
  return document?.pdf;
}

// Attachments are stored where they belong (the sent invoice PDF, the sent letter, the UBL e-invoice as
// issued) and only referenced from the outbox. The invoice is what the mail is for, so when its UBL cannot be
// written the mail goes without it, and the log and the outbox row (its last error, on a sent mail) say why.
async function loadAttachments(db: Db, refs: EmailAttachmentRef[] | null, now: Date, log: FastifyBaseLogger) {
  const files: { filename: string; content: Buffer; contentType: string }[] = [];
  const leftOut: string[] = [];
  for (const ref of refs ?? []) {
    if (ref.kind === 'invoice_ubl') {
      try {
        const ubl = await invoiceUblById(db, ref.invoiceId, now);
        if (!ubl) throw new Error(`no invoice ${ref.invoiceId}`);
        files.push({ filename: ref.filename, content: ubl.xml, contentType: 'application/xml' });
      } catch (error) {
        log.error({ err: error, invoiceId: ref.invoiceId }, `e-invoice ${ref.filename} left out of the mail`);
        leftOut.push(`${ref.filename} niet meegestuurd: ${(error as Error).message ?? String(error)}`);
      }
      continue;
    }
    const pdf = await storedPdf(db, ref);
    if (!pdf) throw new Error(`attachment ${ref.filename} is not stored`);
    files.push({ filename: ref.filename, content: pdf, contentType: 'application/pdf' });
  }
  return { files, leftOut };
}

export type EmailDispatcher = {
  wake: () => void;
  stop: () => Promise<void>;
  deliverDue: () => Promise<number>;
};

// Delivers queued e-mail over SMTP. A row is claimed by pushing its next attempt forward first, so two
// instances never send the same message; failures back off exponentially and stop after MAX_ATTEMPTS.
export function startEmailDispatcher(input: {
  db: Db;
  smtpUrl: string;
  from: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The portal's address, for the footer's links to the terms and the privacy statement. */
  publicUrl: string;
}): EmailDispatcher {
  // nodemailer loads with the first delivery round, not with the server.
  let transporter: Transporter | undefined;
  const transport = async () => {
    transporter ??= (await import('nodemailer')).default.createTransport(input.smtpUrl);
    return transporter;
  };
  let running: Promise<number> | null = null;
  let stopped = false;

  async function deliverBatch(): Promise<number> {
    const now = input.clock.now();
    const claimUntil = new Date(now.getTime() + 5 * 60_000);
    const due = await input.db
      .update(emailOutbox)
      .set({ nextAttemptAt: claimUntil, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        sql`${emailOutbox.id} in (${input.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
          .orderBy(asc(emailOutbox.nextAttemptAt))
          .limit(BATCH_SIZE)})`,
      )
      .returning();
    if (due.length === 0) return 0;
    // One footer for every mail, whichever module queued it, with the company facts as they are now.
    const company = await findCompanySettings(input.db);
    const footer = company ? emailFooter(company, input.publicUrl) : null;
    for (const mail of due) {
      try {
        const { files, leftOut } = await loadAttachments(input.db, mail.attachments, now, input.log);
        const body = withEmailFooter({ text: mail.textBody, html: mail.htmlBody }, footer);
        await (await transport()).sendMail({
          from: input.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: body.text,
          html: body.html,
          attachments: files,
        });
        const note = leftOut.length > 0 ? leftOut.join('; ').slice(0, 500) : null;
        await input.db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: input.clock.now(), lastError: note })
          .where(eq(emailOutbox.id, mail.id));
      } catch (error) {
        const giveUp = mail.attempts >= MAX_ATTEMPTS;
        const backoffMs = Math.min(60 * 60_000, 2 ** mail.attempts * 15_000);
        input.log.warn({ emailId: mail.id, attempt: mail.attempts }, 'e-mail delivery failed');
        await input.db
          .update(emailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt: new Date(input.clock.now().getTime() + backoffMs),
          })
          .where(eq(emailOutbox.id, mail.id));
      }
    }
    return due.length;
  }

  async function deliverDue(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let total = 0;
      try {
        for (let sent = await deliverBatch(); sent > 0 && !stopped; sent = await deliverBatch())
          total += sent;
      } catch (error) {
        input.log.warn({ err: error }, 'e-mail dispatcher pass failed');
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  const timer = setInterval(() => void deliverDue(), POLL_INTERVAL_MS);
  timer.unref();

  return {
    wake: () => {
      if (!stopped) setImmediate(() => void deliverDue());
    },
    deliverDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transporter?.close();
    },
  };
}
