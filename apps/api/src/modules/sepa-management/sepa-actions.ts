import type { SepaSubscription, SkippedItem } from '@hostportaal/contract';
import { amsterdamToday, decideClaimEvent } from '@hostportaal/domain';
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { AppError, refusal, skippedBy } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  invoices,
  paymentReminders,
  type Subscription,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { errorMessages } from '../../error-messages.ts';
import type { Actor } from '../billing/credit-notes.ts';
import { loadClaims, loadClaimsById } from '../claims/claim-facts.ts';
import { offerClaimsForCollection } from '../claims/offer-for-collection.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import type { EmailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { offerPayLink, type PayLinks } from '../online-payments/pay-links.ts';
import { lockSubscription } from '../subscriptions/admin-subscription-list.ts';
import { recordSubscriptionChange } from '../subscriptions/serialize-admin-subscription.ts';
import { paymentReminderEmail, serviceSuspendedEmail } from './sepa-emails.ts';
import { findSepaSubscriptions } from './sepa-subscription-rows.ts';

// The per-row actions of the SEPA Direct Debit Management screen. Each runs in one transaction that
// first locks the subscription, so two admins (or a double click) act once; each checks its rule on the
// server, whatever the screen offered.

/** No second reminder for the same subscription within this many hours. */
export const REMINDER_INTERVAL_HOURS = 20;

type Context = { publicUrl: string; payLinks?: PayLinks | null };

async function lockedSepaRow(tx: DbOrTx, id: string, today: string) {
  const subscription = await lockSubscription(tx, id);
  const [row] = await findSepaSubscriptions(tx, today, [id]);
  // A subscription without a mandate, or a cancelled one, is not in the SEPA view.
  if (!row)
    throw refusal(
      'NOT_FOUND',
      'subscription_not_sepa',
      'Dit abonnement wordt niet via automatische incasso betaald',
    );
  return { subscription, row };
}

type Company = Awaited<ReturnType<typeof getCompanySettings>>;

/** Queues an e-mail to the subscription's customer, in the action's transaction (sent only if it commits). */
async function emailCustomer(
  tx: DbOrTx,
  subscription: Subscription,
  now: Date,
  message: (customer: { firstname: string }, company: Company) => EmailMessage,
): Promise<void> {
  const [customer] = await tx
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, subscription.userId));
  if (!customer) throw new AppError('NOT_FOUND');
  const company = await getCompanySettings(tx);
  await enqueueEmail(tx, {
    to: customer.email,
    userId: subscription.userId,
    now,
    message: message(customer, company),
  });
}

function unpaidInvoices(tx: DbOrTx, subscriptionId: string, where: ReturnType<typeof and>) {
  return tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      openCents: sql<number>`${invoices.totalCents} - ${invoices.paidCents}`.mapWith(Number),
      dueDate: invoices.dueDate,
      paymentReference: invoices.paymentReference,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.kind, 'invoice'),
        gt(invoices.totalCents, invoices.paidCents),
        where,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber))
    .for('update');
}

/** E-mails the customer what is overdue on this subscription and records the reminder. */
export async function sendPaymentReminder(
  db: DbOrTx,
  id: string,
  actor: Actor,
  context: Context,
): Promise<SepaSubscription> {
  const today = amsterdamToday(actor.now);
  await db.transaction(async (tx) => {
    const { subscription, row } = await lockedSepaRow(tx, id, today);
    if (
      row.lastReminderAt &&
      actor.now.getTime() - Date.parse(row.lastReminderAt) < REMINDER_INTERVAL_HOURS * 3_600_000
    ) {
      throw refusal(
        'CONFLICT',
        'reminder_already_sent_today',
        'Er is vandaag al een betalingsherinnering verstuurd',
      );
    }
    // Overdue or returned, and the customer's to pay (the claim lifecycle's dunning step): not an invoice
    // the next batch debits anyway, nor one the bank or staff have — a reminder would have it paid twice.
    const candidates = await unpaidInvoices(
      tx,
      id,
      or(
        eq(invoices.status, 'failed'),
        and(inArray(invoices.status, ['open', 'overdue']), lt(invoices.dueDate, today)),
      ),
    );
    const remindable = new Set(
      (
        await loadClaimsById(
          tx,
          candidates.map((invoice) => invoice.id),
        )
      )
        .filter(
          ({ row, facts }) =>
            decideClaimEvent(facts, { type: 'dunning_step' }, { today, dueDate: row.due_date }).allowed,
        )
        .map(({ row }) => row.id),
    );
    const open = candidates.filter((invoice) => remindable.has(invoice.id));
    if (open.length === 0) {
      throw refusal('CONFLICT', 'nothing_overdue', 'Er staat voor dit abonnement niets achterstallig open');
    }
    const openAmountCents = open.reduce((sum, invoice) => sum + invoice.openCents, 0);
    await tx.insert(paymentReminders).values({
      subscriptionId: id,
      userId: subscription.userId,
      invoiceNumbers: open.map((invoice) => invoice.invoiceNumber),
      openAmountCents,
      sentBy: actor.id,
      sentAt: actor.now,
    });
    const [onlyOne] = open;
    const payLink = await offerPayLink(
      context.payLinks,
      open.length === 1 && onlyOne
        ? { scope: 'invoice', userId: subscription.userId, invoiceId: onlyOne.id }
        : { scope: 'all', userId: subscription.userId },
    );
    await emailCustomer(tx, subscription, actor.now, (customer, company) =>
      paymentReminderEmail({
        firstname: customer.firstname,
        title: subscription.title,
        invoices: open,
        company,
        link: `${context.publicUrl}/dashboard/invoices`,
        payLink,
      }),
    );
    await createNotification(tx, {
      userId: subscription.userId,
      type: 'payment_reminder',
      title: 'Betalingsherinnering',
      body: `Voor ${subscription.title} staat nog een betaling open.`,
      link: '/dashboard/invoices',
      now: actor.now,
    });
    await recordSubscriptionChange(tx, {
      type: 'payment_reminder_sent',
      action: 'Payment reminder sent',
      description: `Betalingsherinnering verstuurd voor ${open.length} factu${open.length === 1 ? 'ur' : 'ren'}`,
      actor,
      before: subscription,
      after: subscription,
      metadata: { invoiceNumbers: open.map((invoice) => invoice.invoiceNumber), openAmountCents },
    });
  });
  return reload(db, id, today);
}

/**
 * Offers the subscription's returned invoices to the bank again: the claim lifecycle decides for each
 * (staff_retry: the return's reason, chargebacks, letters, the mandate, the number of attempts); the
 * allowed ones go back to the next batch and the customer is told when it debits (offerClaimsForCollection).
 * Refused with the
 * lifecycle's reason when none may.
 */
export async function retrySepaPayment(
  db: DbOrTx,
  id: string,
  actor: Actor,
): Promise<{ subscription: SepaSubscription; invoiceNumbers: string[] }> {
  const today = amsterdamToday(actor.now);
  const invoiceNumbers = await db.transaction(async (tx) => {
    const { subscription } = await lockedSepaRow(tx, id, today);
    const claims = await loadClaims(
      tx,
      sql`i.subscription_id = ${id} and i.status = 'failed' and i.total_cents > i.paid_cents`,
      { lock: true, orderBy: sql`i.due_date, i.invoice_number` },
    );
    if (claims.length === 0) {
      throw refusal(
        'CONFLICT',
        'no_failed_debit',
        'Er is geen mislukte incasso die opnieuw kan worden aangeboden',
      );
    }
    const outcome = await offerClaimsForCollection(tx, claims, actor.now);
    const [refused] = outcome.refused;
    if (outcome.offered.length === 0 && refused)
      throw refusal('CONFLICT', refused.refusal.code, refused.reason, refused.refusal.params);
    const reopened = outcome.offered.map(({ row }) => ({ invoiceNumber: row.invoice_number }));
    await recordSubscriptionChange(tx, {
      type: 'payment_retry_scheduled',
      action: 'Payment retry scheduled',
      description: `Opnieuw ter incasso aangeboden: ${reopened.map((invoice) => invoice.invoiceNumber).join(', ')}`,
      actor,
      before: subscription,
      after: subscription,
      metadata: {
        invoiceNumbers: reopened.map((invoice) => invoice.invoiceNumber),
        refused: outcome.refused.map(({ claim, reason, refusal: decision }) => ({
          invoiceNumber: claim.row.invoice_number,
          reason,
          refusal: decision.code,
          ...(decision.params ? { params: decision.params } : {}),
        })),
      },
    });
    return reopened.map((invoice) => invoice.invoiceNumber);
  });
  return { subscription: await reload(db, id, today), invoiceNumbers };
}

/** Suspends the service of an active, high-risk direct-debit subscription (SPEC §4). */
export async function suspendSepaService(
  db: DbOrTx,
  id: string,
  actor: Actor,
  context: Context,
): Promise<SepaSubscription> {
  const today = amsterdamToday(actor.now);
  await db.transaction(async (tx) => {
    const { subscription, row } = await lockedSepaRow(tx, id, today);
    if (row.status !== 'active' || row.riskLevel !== 'high') {
      throw refusal(
        'SUBSCRIPTION_STATE_CONFLICT',
        'suspend_needs_high_risk',
        'Alleen een actief abonnement met een hoog risico kan worden opgeschort',
      );
    }
    const [after] = await tx
      .update(subscriptions)
      .set({ status: 'suspended', serviceStatus: 'suspended', suspendedAt: actor.now, updatedAt: actor.now })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND');
    await emailCustomer(tx, subscription, actor.now, (customer, company) =>
      serviceSuspendedEmail({
        firstname: customer.firstname,
        title: subscription.title,
        openCents: row.openAmountCents,
        company,
        link: `${context.publicUrl}/dashboard/invoices`,
      }),
    );
    await createNotification(tx, {
      userId: subscription.userId,
      type: 'service_suspended',
      title: 'Dienst opgeschort',
      body: `${subscription.title} is opgeschort wegens niet gelukte betalingen.`,
      link: '/dashboard/invoices',
      now: actor.now,
    });
    await recordSubscriptionChange(tx, {
      type: 'subscription_suspended',
      action: 'Service suspended',
      description: `Dienst opgeschort wegens betalingsachterstand (${row.failedPaymentCount} mislukte incasso's)`,
      actor,
      before: subscription,
      after,
      metadata: { failedPaymentCount: row.failedPaymentCount },
    });
  });
  return reload(db, id, today);
}

async function reload(db: DbOrTx, id: string, today: string): Promise<SepaSubscription> {
  const [row] = await findSepaSubscriptions(db, today, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Runs one action per id, each in its own transaction; what could not be done comes back with its reason. */
export async function forEachSubscription(
  ids: string[],
  action: (id: string) => Promise<unknown>,
): Promise<{ done: number; skipped: SkippedItem[] }> {
  const skipped: SkippedItem[] = [];
  let done = 0;
  for (const id of new Set(ids)) {
    try {
      await action(id);
      done += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fallback = error.code === 'NOT_FOUND' ? 'Abonnement niet gevonden' : errorMessages.nl[error.code];
      skipped.push(skippedBy(id, error, fallback));
    }
  }
  return { done, skipped };
}
