import type { SepaSubscription } from '@hostportaal/contract';

export type SepaRowAction =
  | 'details'
  | 'sendReminder'
  | 'retryPayment'
  | 'suspend'
  | 'notice'
  | 'collectionLetter';

/** SPEC §4: retry when there are payment issues, a failed payment or failed payments; the server decides. */
export function canRetry(row: SepaSubscription): boolean {
  return row.hasPaymentIssues || row.paymentStatus === 'failed' || row.failedPaymentCount > 0;
}

/** SPEC §4: suspend only an active subscription with high risk. */
export function canSuspend(row: SepaSubscription): boolean {
  return row.status === 'active' && row.riskLevel === 'high';
}

/** The actions a row offers, in menu order. */
export function rowActions(row: SepaSubscription): SepaRowAction[] {
  return [
    'details',
    'sendReminder',
    ...(canRetry(row) ? (['retryPayment'] as const) : []),
    ...(canSuspend(row) ? (['suspend'] as const) : []),
    'notice',
    'collectionLetter',
  ];
}
