import { randomBytes } from 'node:crypto';
import type { StartOnlinePaymentBody } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { refusal } from '../../app-error.ts';
import {
  collectionActions,
  onlinePaymentClaims,
  onlinePayments,
  type UserPreferences,
} from '../../db/schema/index.ts';
import { instalmentDescription, payableInstalment } from './instalment-payments.ts';
import { activeProvider, loadOnlinePaymentSettings } from './online-payment-settings.ts';
import { type Payable, payableClaims } from './payable-claims.ts';
import { ProviderError } from './payment-provider.ts';

// A customer starts paying online (issue 29): the amount is what is open now; the payment is written first, then
// Mollie is asked with that row's id as idempotency key, its own webhook and its own return address. The same
// claims asked again while the first checkout is still open get that checkout, not a second payment.

type Payer = { id: string; preferences: Pick<UserPreferences, 'language'> };

const locales = { nl: 'nl_NL', en: 'en_US', de: 'de_DE', fr: 'fr_FR' } as const;

export const webhookUrlOf = (publicUrl: string) => `${publicUrl}/api/webhooks/mollie`;
export const statusUrlOf = (publicUrl: string, token: string) => `${publicUrl}/betalen/status/${token}`;

function descriptionOf(payable: Payable): string {
  const letter = payable.fees[0]?.letter;
  const numbers = payable.claims.map((part) => part.claim.row.invoice_number);
  if (letter && numbers.length === 0) return `Incassokosten brief ${letter.letterNumber}`;
  if (numbers.length === 1) return `Factuur ${numbers[0]}${letter ? ` en incassokosten` : ''}`;
  const listed = numbers.slice(0, 6).join(', ');
  return `Facturen ${listed}${numbers.length > 6 ? ` en ${numbers.length - 6} meer` : ''}`.slice(0, 255);
}

/** The parts a payment was started for, as stored: one row per claim and per letter fee. */
type Part = { invoiceId: string | null; letterId: string | null; amountCents: number };

function partsOf(payable: Payable): Part[] {
  return [
    ...payable.claims.map((part) => ({
      invoiceId: part.claim.row.id,
      letterId: null,
      amountCents: part.cents,
    })),
    ...payable.fees.map((fee) => ({ invoiceId: null, letterId: fee.letter.id, amountCents: fee.cents })),
  ];
}

/** What is to be paid, however it was asked: the amount, the words for Mollie, the parts stored with it. */
type Plan = {
  amountCents: number;
  description: string;
  parts: Part[];
  letterId: string | null;
  arrangementInstalmentId: string | null;
  /** The reference to quote for a transfer instead. */
  paymentReference: string | null;
};

async function planOf(ctx: AppContext, payer: Payer, body: StartOnlinePaymentBody, now: Date): Promise<Plan> {
  if (body.scope === 'instalment') {
    // An instalment is booked on its arrangement when paid (costs first, then the invoices oldest first): no
    // claims of its own are stored with it.
    const payable = await payableInstalment(ctx.db, payer.id, body, now);
    return {
      amountCents: payable.amountCents,
      description: instalmentDescription(payable),
      parts: [],
      letterId: null,
      arrangementInstalmentId: payable.instalment.id,
      paymentReference: payable.instalment.paymentReference,
    };
  }
  const payable = await payableClaims(ctx.db, payer.id, body, now);
  return {
    amountCents: payable.amountCents,
    description: descriptionOf(payable),
    parts: partsOf(payable),
    letterId: payable.fees[0]?.letter.id ?? null,
    arrangementInstalmentId: null,
    paymentReference: payable.paymentReference,
  };
}

const sameParts = (a: Part[], b: Part[]) => {
  const key = (parts: Part[]) =>
    parts
      .map((part) => `${part.invoiceId ?? ''}/${part.letterId ?? ''}/${part.amountCents}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

export async function startOnlinePayment(
  ctx: AppContext,
  payer: Payer,
  body: StartOnlinePaymentBody,
  actor: { id: string | null; now: Date },
) {
  const active = activeProvider(ctx.config, await loadOnlinePaymentSettings(ctx.db));
  if (!active)
    throw refusal(
      'CONFLICT',
      'online_payments_off',
      'Online betalen is nu niet mogelijk. Betaal per overboeking met het betalingskenmerk op de factuur.',
    );
  const plan = await planOf(ctx, payer, body, actor.now);
  const { parts } = plan;
  const letterId = body.scope === 'letter' ? body.letterId : null;

  // A second click, another tab: the checkout still open for exactly these claims is the one to use.
  const open = await ctx.db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.userId, payer.id),
        eq(onlinePayments.scope, body.scope),
        eq(onlinePayments.status, 'open'),
        eq(onlinePayments.amountCents, plan.amountCents),
        gt(onlinePayments.expiresAt, actor.now),
        plan.arrangementInstalmentId
          ? eq(onlinePayments.arrangementInstalmentId, plan.arrangementInstalmentId)
          : isNull(onlinePayments.arrangementInstalmentId),
      ),
    );
  if (open.length > 0) {
    const stored = await ctx.db
      .select()
      .from(onlinePaymentClaims)
      .where(
        inArray(
          onlinePaymentClaims.onlinePaymentId,
          open.map((row) => row.id),
        ),
      );
    const reusable = open.find(
      (row) =>
        row.checkoutUrl &&
        sameParts(
          stored.filter((part) => part.onlinePaymentId === row.id),
          parts,
        ),
    );
    if (reusable?.checkoutUrl)
      return {
        checkoutUrl: reusable.checkoutUrl,
        statusToken: reusable.statusToken,
        amountCents: reusable.amountCents,
      };
  }

  const statusToken = randomBytes(24).toString('base64url');
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(onlinePayments)
      .values({
        userId: payer.id,
        mode: active.mode,
        scope: body.scope,
        letterId,
        arrangementInstalmentId: plan.arrangementInstalmentId,
        amountCents: plan.amountCents,
        statusToken,
        createdBy: actor.id,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning();
    if (!created) throw new Error('online payment not written');
    if (parts.length > 0)
      await tx
        .insert(onlinePaymentClaims)
        .values(parts.map((part) => ({ ...part, onlinePaymentId: created.id })));
    return created;
  });

  try {
    const payment = await active.provider.createPayment({
      amountCents: plan.amountCents,
      description: plan.description,
      redirectUrl: statusUrlOf(ctx.config.PUBLIC_URL, statusToken),
      webhookUrl: webhookUrlOf(ctx.config.PUBLIC_URL),
      methods: active.methods,
      locale: locales[payer.preferences.language] ?? 'nl_NL',
      metadata: { onlinePaymentId: row.id },
      idempotencyKey: row.id,
    });
    if (!payment.checkoutUrl)
      throw new ProviderError('Mollie create payment: no checkout link', 502, 'no checkout');
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(onlinePayments)
        .set({
          providerPaymentId: payment.id,
          status: payment.status,
          checkoutUrl: payment.checkoutUrl,
          expiresAt: payment.expiresAt,
          checkedAt: actor.now,
          updatedAt: actor.now,
        })
        .where(eq(onlinePayments.id, row.id));
      await tx.insert(collectionActions).values({
        userId: payer.id,
        actorId: actor.id,
        action: 'online_payment_started',
        description: `Online betaling van ${formatCents(plan.amountCents)} gestart (${payment.id}) voor ${plan.description.charAt(0).toLowerCase()}${plan.description.slice(1)}`,
        letterId: plan.letterId,
        createdAt: actor.now,
      });
    });
    return { checkoutUrl: payment.checkoutUrl, statusToken, amountCents: plan.amountCents };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await ctx.db
      .update(onlinePayments)
      .set({ status: 'create_failed', failure: error.detail.slice(0, 500), updatedAt: actor.now })
      .where(eq(onlinePayments.id, row.id));
    throw refusal(
      'SERVICE_UNAVAILABLE',
      'online_payment_provider_down',
      'De betaalprovider is nu niet bereikbaar. Probeer het over een paar minuten opnieuw, of betaal per overboeking met het betalingskenmerk op de factuur.',
      plan.paymentReference ? { reference: plan.paymentReference } : undefined,
    );
  }
}
