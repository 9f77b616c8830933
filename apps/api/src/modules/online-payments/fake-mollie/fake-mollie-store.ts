import { randomBytes } from 'node:crypto';

// The state of the fake Mollie (decision 039): payments, refunds and chargebacks in memory, shaped as Mollie's
// API reference documents its resources, and what happens to a payment when the checkout (or a test) decides.

export type FakePaymentStatus =
  | 'open'
  | 'pending'
  | 'authorized'
  | 'paid'
  | 'failed'
  | 'canceled'
  | 'expired';
export type FakeRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
export type Amount = { currency: string; value: string };

export type FakePayment = {
  id: string;
  mode: 'test' | 'live';
  createdAt: Date;
  amount: Amount;
  description: string;
  method: string | string[] | null;
  /** The method the customer paid with (null until the checkout decided). */
  paidMethod: string | null;
  metadata: unknown;
  status: FakePaymentStatus;
  redirectUrl: string;
  webhookUrl: string | null;
  locale: string | null;
  expiresAt: Date;
  paidAt: Date | null;
  failedAt: Date | null;
  canceledAt: Date | null;
  expiredAt: Date | null;
  refunds: FakeRefund[];
  chargebacks: FakeChargeback[];
};

export type FakeRefund = {
  id: string;
  paymentId: string;
  amount: Amount;
  description: string;
  status: FakeRefundStatus;
  createdAt: Date;
};

export type FakeChargeback = {
  id: string;
  paymentId: string;
  amount: Amount;
  reasonCode: string;
  createdAt: Date;
};

export const METHODS = [
  { id: 'ideal', description: 'iDEAL' },
  { id: 'bancontact', description: 'Bancontact' },
  { id: 'creditcard', description: 'Card' },
  { id: 'paypal', description: 'PayPal' },
] as const;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export function fakeId(prefix: string): string {
  const bytes = randomBytes(10);
  return `${prefix}_${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export const centsOf = (amount: Amount) => Math.round(Number.parseFloat(amount.value) * 100);
export const amountOf = (cents: number, currency = 'EUR'): Amount => ({
  currency,
  value: (cents / 100).toFixed(2),
});

const refundedCents = (payment: FakePayment) =>
  payment.refunds
    .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
    .reduce((sum, refund) => sum + centsOf(refund.amount), 0);
export const refundableCents = (payment: FakePayment) =>
  payment.status === 'paid' ? centsOf(payment.amount) - refundedCents(payment) : 0;

const DOCS = { href: 'https://docs.mollie.com/reference/payments-api', type: 'text/html' };

export function paymentResource(payment: FakePayment, baseUrl: string) {
  const self = `${baseUrl}/v2/payments/${payment.id}`;
  const cents = centsOf(payment.amount);
  const refunded = refundedCents(payment);
  const chargedBack = payment.chargebacks.reduce((sum, chargeback) => sum + centsOf(chargeback.amount), 0);
  const iso = (date: Date | null) => (date ? date.toISOString() : undefined);
  return {
    resource: 'payment',
    id: payment.id,
    mode: payment.mode,
    createdAt: payment.createdAt.toISOString(),
    amount: payment.amount,
    description: payment.description,
    method: payment.paidMethod ?? (typeof payment.method === 'string' ? payment.method : null),
    metadata: payment.metadata ?? null,
    status: payment.status,
    isCancelable: payment.status === 'open',
    ...(payment.status === 'open' ? { expiresAt: iso(payment.expiresAt) } : {}),
    paidAt: iso(payment.paidAt),
    failedAt: iso(payment.failedAt),
    canceledAt: iso(payment.canceledAt),
    expiredAt: iso(payment.expiredAt),
    locale: payment.locale ?? undefined,
    profileId: 'pfl_fakeHostportaal',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl ?? undefined,
    ...(payment.status === 'paid'
      ? {
          amountRefunded: amountOf(refunded),
          amountRemaining: amountOf(cents - refunded),
          settlementAmount: payment.amount,
        }
      : {}),
    ...(chargedBack > 0 ? { amountChargedBack: amountOf(chargedBack) } : {}),
    ...(payment.status === 'paid' && payment.paidMethod === 'ideal'
      ? {
          details: {
            consumerName: 'T. Test',
            consumerAccount: 'NL02ABNA0123456789',
            consumerBic: 'ABNANL2A',
          },
        }
      : {}),
    _links: {
      self: { href: self, type: 'application/hal+json' },
      ...(payment.status === 'open'
        ? { checkout: { href: `${baseUrl}/checkout/${payment.id}`, type: 'text/html' } }
        : {}),
      dashboard: { href: `${baseUrl}/dashboard/${payment.id}`, type: 'text/html' },
      ...(payment.refunds.length > 0
        ? { refunds: { href: `${self}/refunds`, type: 'application/hal+json' } }
        : {}),
      ...(payment.chargebacks.length > 0
        ? { chargebacks: { href: `${self}/chargebacks`, type: 'application/hal+json' } }
        : {}),
      documentation: DOCS,
    },
  };
}

export function refundResource(refund: FakeRefund, baseUrl: string) {
  return {
    resource: 'refund',
    id: refund.id,
    mode: 'test',
    amount: refund.amount,
    settlementAmount: { currency: refund.amount.currency, value: `-${refund.amount.value}` },
    status: refund.status,
    createdAt: refund.createdAt.toISOString(),
    description: refund.description,
    paymentId: refund.paymentId,
    _links: {
      self: {
        href: `${baseUrl}/v2/payments/${refund.paymentId}/refunds/${refund.id}`,
        type: 'application/hal+json',
      },
      payment: { href: `${baseUrl}/v2/payments/${refund.paymentId}`, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/refunds-api', type: 'text/html' },
    },
  };
}

export function chargebackResource(chargeback: FakeChargeback, baseUrl: string) {
  return {
    resource: 'chargeback',
    id: chargeback.id,
    amount: chargeback.amount,
    settlementAmount: { currency: chargeback.amount.currency, value: `-${chargeback.amount.value}` },
    createdAt: chargeback.createdAt.toISOString(),
    reason: { code: chargeback.reasonCode, description: 'Chargeback by the customer’s bank' },
    reversedAt: null,
    paymentId: chargeback.paymentId,
    _links: {
      self: {
        href: `${baseUrl}/v2/payments/${chargeback.paymentId}/chargebacks/${chargeback.id}`,
        type: 'application/hal+json',
      },
      payment: { href: `${baseUrl}/v2/payments/${chargeback.paymentId}`, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/chargebacks-api', type: 'text/html' },
    },
  };
}

/** The checkout's (or a test's) decision on an open payment. */
export function decide(payment: FakePayment, status: FakePaymentStatus, now: Date, method?: string): void {
  payment.status = status;
  if (status === 'paid') {
    payment.paidAt = now;
    payment.paidMethod =
      method ??
      (Array.isArray(payment.method) ? (payment.method[0] ?? 'ideal') : (payment.method ?? 'ideal'));
  }
  if (status === 'failed') payment.failedAt = now;
  if (status === 'canceled') payment.canceledAt = now;
  if (status === 'expired') payment.expiredAt = now;
}
