import type { AdminCancelSubscriptionBody, AdminSubscription } from '@hostportaal/contract';
import { amsterdamToday, formatDateLong, proRataCents, unusedPeriodDays } from '@hostportaal/domain';
import { and, desc, eq, gte, lte, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, type Subscription, subscriptions, users } from '../../db/schema/index.ts';
import {
  type Actor,
  type CreatedCreditNote,
  createCreditNote,
  creditableCents,
} from '../billing/credit-notes.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { findAdminSubscriptionRow, lockSubscription } from './admin-subscription-list.ts';
import { recordSubscriptionChange, serializeAdminSubscription } from './serialize-admin-subscription.ts';
import { subscriptionCancelledEmail } from './subscription-emails.ts';

// As for the customer's own cancel: only a subscription that is being delivered runs on to its end date.
const PERIOD_END_SERVICE_STATUSES: ReadonlySet<string> = new Set(['active', 'paused']);

/** The invoice whose period contains today: its unused days are credited when service stops now. */
export async function currentPeriodInvoice(db: DbOrTx, subscriptionId: string, today: string) {
  const [invoice] = await db
    .select({
      id: invoices.id,
      totalCents: invoices.totalCents,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.kind, 'invoice'),
        ne(invoices.status, 'cancelled'),
        lte(invoices.periodStart, today),
        gte(invoices.periodEnd, today),
      ),
    )
    .orderBy(desc(invoices.issueDate), desc(invoices.sequence))
    .limit(1);
  return invoice;
}

async function creditUnusedPart(
  tx: DbOrTx,
  subscription: Subscription,
  input: { reason: string; actor: Actor; today: string; confirmCollectionAtBank: boolean },
): Promise<CreatedCreditNote | null> {
  const invoice = await currentPeriodInvoice(tx, subscription.id, input.today);
  if (!invoice?.periodStart || !invoice.periodEnd) return null;
  const { unusedDays, periodDays } = unusedPeriodDays(invoice.periodStart, invoice.periodEnd, input.today);
  // An earlier (partial) credit note on the same invoice lowers what is left to credit.
  const amountCents = Math.min(
    proRataCents(invoice.totalCents, unusedDays, periodDays),
    await creditableCents(tx, invoice.id),
  );
  if (amountCents <= 0) return null;
  return createCreditNote(tx, {
    invoiceId: invoice.id,
    amountCents,
    reason: `Opzegging per ${formatDateLong(input.today)}: ${unusedDays} van ${periodDays} dagen niet gebruikt. ${input.reason}`,
    actor: input.actor,
    today: input.today,
    confirmCollectionAtBank: input.confirmCollectionAtBank,
  });
}

/**
 * An admin ends a subscription. period_end: as the customer's own cancel, service runs on to the next
 * billing date and nothing more is invoiced. immediately: service stops today and the unused days of the
 * invoiced period are credited (pro rata, incl. VAT). One transaction: no ended subscription without its
 * credit note. The customer gets the same confirmation as for an own cancel (DOMAIN-NL §5).
 */
export async function adminCancelSubscription(
  ctx: AppContext,
  id: string,
  body: AdminCancelSubscriptionBody,
  actor: Actor,
): Promise<{ subscription: AdminSubscription; creditNote: CreatedCreditNote | null }> {
  const today = amsterdamToday(actor.now);
  const result = await ctx.db.transaction(async (tx) => {
    const before = await lockSubscription(tx, id);
    if (before.status === 'cancelled' || before.serviceStatus.startsWith('cancelled')) {
      throw refusal(
        'SUBSCRIPTION_STATE_CONFLICT',
        'subscription_already_cancelled',
        'Dit abonnement is al opgezegd.',
      );
    }
    const immediately = body.mode === 'immediately';
    if (!immediately && !PERIOD_END_SERVICE_STATUSES.has(before.serviceStatus)) {
      throw refusal(
        'SUBSCRIPTION_STATE_CONFLICT',
        'subscription_not_delivered',
        'Dit abonnement wordt nu niet geleverd; zeg het direct op.',
      );
    }
    const [after] = await tx
      .update(subscriptions)
      .set({
        status: 'cancelled',
        serviceStatus: immediately ? 'cancelled_expired' : 'cancelled_active',
        cancelledAt: actor.now,
        cancellationReason: body.reason,
        endDate: immediately ? today : (before.nextBillingDate ?? today),
        nextBillingDate: null,
        // A planned change for a period that will not come would only confuse a later reactivation.
        pendingChange: null,
        updatedAt: actor.now,
      })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!after?.endDate) throw new AppError('NOT_FOUND');
    const creditNote = immediately
      ? await creditUnusedPart(tx, before, {
          reason: body.reason,
          actor,
          today,
          confirmCollectionAtBank: body.confirmCollectionAtBank,
        })
      : null;
    await recordSubscriptionChange(tx, {
      type: 'subscription_cancelled',
      action: immediately ? 'Abonnement direct beëindigd' : 'Abonnement opgezegd',
      description: immediately
        ? `Abonnement ${after.title} direct beëindigd${creditNote ? `; creditnota ${creditNote.invoiceNumber}` : ''}`
        : `Abonnement ${after.title} opgezegd; loopt door tot en met ${formatDateLong(after.endDate)}`,
      actor,
      before,
      after,
      metadata: {
        mode: body.mode,
        reason: body.reason,
        creditNoteId: creditNote?.id ?? null,
        creditNoteNumber: creditNote?.invoiceNumber ?? null,
      },
    });
    await informCustomer(ctx, tx, after, after.endDate, actor.now);
    return {
      subscription: serializeAdminSubscription(await findAdminSubscriptionRow(tx, id)),
      creditNote,
    };
  });
  ctx.notifyOutbox();
  return result;
}

async function informCustomer(ctx: AppContext, tx: DbOrTx, row: Subscription, endDate: string, now: Date) {
  const [customer] = await tx
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!customer) return;
  await createNotification(tx, {
    userId: row.userId,
    type: 'subscription_cancelled',
    title: 'Abonnement opgezegd',
    body: `${row.title} is opgezegd en blijft actief tot en met ${formatDateLong(endDate)}.`,
    link: '/dashboard/subscriptions',
    now,
  });
  await enqueueEmail(tx, {
    to: customer.email,
    userId: row.userId,
    message: subscriptionCancelledEmail({
      firstname: customer.firstname,
      title: row.title,
      endDate,
      link: `${ctx.config.PUBLIC_URL}/dashboard/subscriptions`,
    }),
    now,
  });
}
