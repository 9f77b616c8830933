import {
  MollieApiError,
  type Payment as MolliePayment,
  type Refund as MollieRefund,
  type PaymentMethod,
} from '@mollie/api-client';
import { type MollieEndpoint, mollieClientFor } from './mollie-client.ts';

// The payments provider behind one adapter (ARCHITECTURE): what the portal asks of Mollie, in cents and our own
// words, whatever the client's shapes. A webhook is only a hint: the state we act on is what getPayment says.

export type ProviderPaymentStatus =
  | 'open'
  | 'pending'
  | 'authorized'
  | 'paid'
  | 'failed'
  | 'canceled'
  | 'expired';
export type ProviderRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

export type ProviderPayment = {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  method: string | null;
  checkoutUrl: string | null;
  expiresAt: Date | null;
  paidAt: Date | null;
  refundedCents: number;
  chargedBackCents: number;
  /** What the customer's bank says of the account it was paid from (iDEAL): holder and IBAN. */
  consumer: { name: string | null; account: string | null } | null;
};

export type ProviderRefund = {
  id: string;
  paymentId: string;
  status: ProviderRefundStatus;
  amountCents: number;
};
export type ProviderChargeback = { id: string; paymentId: string; amountCents: number; reversed: boolean };

export type NewProviderPayment = {
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  methods: string[];
  locale: 'nl_NL' | 'en_US' | 'de_DE' | 'fr_FR';
  metadata: Record<string, string>;
  /** The same key twice makes one payment (a retried create after a lost answer). */
  idempotencyKey: string;
};

/** The provider could not be reached, or refused: `detail` is its own message, for the log and staff. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
    readonly detail: string,
  ) {
    super(message);
  }
  /** The provider is down or unreachable (no answer, or a 5xx): worth trying again later. */
  get unavailable(): boolean {
    return this.statusCode === null || this.statusCode >= 500;
  }
}

export type PaymentProvider = {
  createPayment(payment: NewProviderPayment): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  createRefund(
    paymentId: string,
    amountCents: number,
    description: string,
    idempotencyKey: string,
  ): Promise<ProviderRefund>;
  getRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
  listChargebacks(paymentId: string): Promise<ProviderChargeback[]>;
};

/** Mollie's amount: a string with two decimals. */
export const mollieAmount = (cents: number) => ({ currency: 'EUR', value: (cents / 100).toFixed(2) });
const centsOf = (amount: { value: string } | undefined | null) =>
  amount ? Math.round(Number.parseFloat(amount.value) * 100) : 0;
const dateOf = (text: string | undefined | null) => (text ? new Date(text) : null);

async function asked<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MollieApiError) {
      const status = error.statusCode ?? null;
      throw new ProviderError(
        `Mollie ${what}: ${status ?? 'no answer'} ${error.message}`,
        status,
        error.message,
      );
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new ProviderError(`Mollie ${what}: not reachable (${message})`, null, message);
  }
}

function paymentOf(payment: MolliePayment): ProviderPayment {
  const details = (payment.details ?? null) as { consumerName?: string; consumerAccount?: string } | null;
  return {
    id: payment.id,
    status: payment.status as ProviderPaymentStatus,
    amountCents: centsOf(payment.amount),
    method: payment.method ?? null,
    checkoutUrl: payment._links.checkout?.href ?? null,
    expiresAt: dateOf(payment.expiresAt),
    paidAt: dateOf(payment.paidAt),
    refundedCents: centsOf(payment.amountRefunded),
    chargedBackCents: centsOf(payment.amountChargedBack),
    consumer:
      details && (details.consumerName || details.consumerAccount)
        ? { name: details.consumerName ?? null, account: details.consumerAccount ?? null }
        : null,
  };
}

function refundOf(refund: MollieRefund): ProviderRefund {
  return {
    id: refund.id,
    paymentId: refund.paymentId ?? '',
    status: refund.status as ProviderRefundStatus,
    amountCents: centsOf(refund.amount),
  };
}

export function mollieProvider(endpoint: MollieEndpoint): PaymentProvider {
  const client = mollieClientFor(endpoint);
  return {
    createPayment: (payment) =>
      asked('create payment', async () =>
        paymentOf(
          await client.payments.create({
            amount: mollieAmount(payment.amountCents),
            description: payment.description,
            redirectUrl: payment.redirectUrl,
            webhookUrl: payment.webhookUrl,
            locale: payment.locale as never,
            metadata: payment.metadata,
            ...(payment.methods.length > 0 ? { method: payment.methods as PaymentMethod[] } : {}),
            idempotencyKey: payment.idempotencyKey,
          }),
        ),
      ),
    getPayment: (id) => asked('get payment', async () => paymentOf(await client.payments.get(id))),
    createRefund: (paymentId, amountCents, description, idempotencyKey) =>
      asked('create refund', async () =>
        refundOf(
          await client.paymentRefunds.create({
            paymentId,
            amount: mollieAmount(amountCents),
            description,
            idempotencyKey,
          }),
        ),
      ),
    getRefund: (paymentId, refundId) =>
      asked('get refund', async () => refundOf(await client.paymentRefunds.get(refundId, { paymentId }))),
    listChargebacks: (paymentId) =>
      asked('list chargebacks', async () => {
        const page = await client.paymentChargebacks.page({ paymentId });
        return [...page].map((chargeback) => ({
          id: chargeback.id,
          paymentId,
          amountCents: centsOf(chargeback.amount),
          reversed: Boolean(chargeback.reversedAt),
        }));
      }),
  };
}
