import { ONLINE_PAYMENT_METHODS, type OnlineRefundStatus } from '@hostportaal/contract';
import type { StatusTone } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import type { OnlinePaymentRowStatus } from '../../api/online-payments';

// How the staff screens word and colour Mollie's methods and states (issue 29), shared by the online payments
// list and the invoice dialog's refunds.

type Tone = StatusTone | 'info';

/** Mollie's method as the settings card names it; a method we do not offer (yet) as Mollie names it. */
export function methodLabel(method: string | null, t: TFunction): string {
  if (method === null) return '—';
  const known = ONLINE_PAYMENT_METHODS.find((candidate) => candidate === method);
  return known ? t(`adminOnlinePayments.methodNames.${known}`) : method;
}

export const paymentStatusTone = {
  creating: 'info',
  create_failed: 'danger',
  open: 'info',
  pending: 'warning',
  authorized: 'warning',
  paid: 'success',
  failed: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
} as const satisfies Record<OnlinePaymentRowStatus, Tone>;

export const refundStatusTone = {
  creating: 'info',
  create_failed: 'danger',
  queued: 'info',
  pending: 'warning',
  processing: 'warning',
  refunded: 'success',
  failed: 'danger',
  canceled: 'neutral',
} as const satisfies Record<OnlineRefundStatus, Tone>;
