import type { PayLinkView } from '@hostportaal/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError, refusal } from '../../app-error.ts';
import { collectionLetters, users } from '../../db/schema/index.ts';
import { findCompanySettings } from '../company/company-settings.ts';
import { activeProvider, loadOnlinePaymentSettings } from './online-payment-settings.ts';
import { type PayTarget, readPayLink } from './pay-links.ts';
import { type ClaimsPayBody, payableClaims } from './payable-claims.ts';
import { startOnlinePayment } from './start-online-payment.ts';

// The public pay page behind a signed link (issue 29): what the link's claims ask now, and the checkout for it.
// The customer is the link's subject; the claims are looked up as theirs, so a link names nothing of anyone else.

// Refusals that mean everything the link was for is settled: paid, credited, or nothing left.
const SETTLED = new Set([
  'nothing_to_pay',
  'letter_paid',
  'claim_paid',
  'claim_fully_credited',
  'claim_credited',
]);
const GONE = new Set(['invoice_not_found', 'letter_not_found']);

/**
 * A 14-dagenbrief sent again by another channel replaces the first (reissue-notice.ts): the link printed on
 * or mailed with the first pays what its replacement asks, the same claims under the same reference.
 */
async function currentLetterId(ctx: AppContext, letterId: string): Promise<string> {
  let id = letterId;
  for (let hop = 0; hop < 10; hop += 1) {
    const [letter] = await ctx.db
      .select({ supersededById: collectionLetters.supersededById })
      .from(collectionLetters)
      .where(eq(collectionLetters.id, id));
    if (!letter?.supersededById) return id;
    id = letter.supersededById;
  }
  return id;
}

async function bodyOf(ctx: AppContext, target: PayTarget): Promise<ClaimsPayBody> {
  if (target.scope === 'invoice') return { scope: 'invoice', invoiceId: target.invoiceId };
  if (target.scope === 'letter')
    return { scope: 'letter', letterId: await currentLetterId(ctx, target.letterId) };
  return { scope: 'all' };
}

const linkGone = () =>
  refusal(
    'NOT_FOUND',
    'pay_link_invalid',
    'Deze betaallink klopt niet. Gebruik de link uit de e-mail of brief.',
  );

async function payerOf(ctx: AppContext, userId: string) {
  const [payer] = await ctx.db
    .select({ id: users.id, preferences: users.preferences })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'user')));
  if (!payer) throw linkGone();
  return payer;
}

export async function payLinkView(ctx: AppContext, token: string, now: Date): Promise<PayLinkView> {
  const target = await readPayLink(ctx.config, token, now);
  await payerOf(ctx, target.userId);
  const active = activeProvider(ctx.config, await loadOnlinePaymentSettings(ctx.db));
  const company = await findCompanySettings(ctx.db);
  const base = {
    companyName: company?.name ?? 'Hostportaal',
    testMode: active !== null && active.mode !== 'live',
    expiresAt: target.expiresAt.toISOString(),
  };
  try {
    const payable = await payableClaims(ctx.db, target.userId, await bodyOf(ctx, target), now);
    return {
      ...base,
      state: active ? 'payable' : 'off',
      lines: [
        ...payable.claims.map((part) => ({
          kind: 'invoice' as const,
          number: part.claim.row.invoice_number,
          cents: part.cents,
        })),
        ...payable.fees.map((fee) => ({
          kind: 'fee' as const,
          number: fee.letter.letterNumber,
          cents: fee.cents,
        })),
      ],
      amountCents: payable.amountCents,
      paymentReference: payable.paymentReference,
      reason: null,
      message: null,
      params: null,
    };
  } catch (error) {
    if (!(error instanceof AppError) || !error.reason) throw error;
    if (GONE.has(error.reason)) throw linkGone();
    const settled = SETTLED.has(error.reason);
    return {
      ...base,
      state: settled ? 'nothing_to_pay' : 'not_payable',
      lines: [],
      amountCents: 0,
      paymentReference: null,
      reason: settled ? null : error.reason,
      message: settled ? null : error.message,
      params: settled ? null : (error.params ?? null),
    };
  }
}

/** The checkout for what the link's claims ask now; as the customer's own button, no second payment for the same. */
export async function startPayLinkPayment(ctx: AppContext, token: string, now: Date) {
  const target = await readPayLink(ctx.config, token, now);
  const payer = await payerOf(ctx, target.userId);
  try {
    return await startOnlinePayment(ctx, payer, await bodyOf(ctx, target), { id: null, now });
  } catch (error) {
    // A claim not the subject's is, for the link's holder, a link that does not work: nothing said of whose it is.
    if (error instanceof AppError && error.reason && GONE.has(error.reason)) throw linkGone();
    throw error;
  }
}
