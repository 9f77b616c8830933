import type {
  CollectionStage,
  CollectionStatus,
  EnhancedSubscriptionStatus,
  RiskLevel,
  SepaPaymentStatus,
} from '@hostportaal/contract';

// Words instead of keys in the CSV and Excel exports (issue 20). The exports are Dutch throughout, like
// their headers and the invoice register: they go to the finance team's and the accountant's spreadsheets
// and the Dutch VAT return, whoever downloads them and from whichever screen, so one file speaks one
// language. Typed by the contract's enums: a new value does not compile until it has a label here.

export const riskLabels: Record<RiskLevel | 'critical', string> = {
  low: 'Laag',
  medium: 'Gemiddeld',
  high: 'Hoog',
  critical: 'Kritiek',
};

export const collectionStageLabels: Record<CollectionStage, string> = {
  initial_notice: 'Eerste melding',
  first_reminder: 'Eerste herinnering',
  second_reminder: 'Tweede herinnering',
  final_notice: 'Aanmaning',
  legal_action: 'Juridische stappen',
  resolved: 'Afgehandeld',
};

export const subscriptionStatusLabels: Record<EnhancedSubscriptionStatus, string> = {
  active: 'Actief',
  suspended: 'Opgeschort',
  payment_pending: 'Betaling open',
  cancelled: 'Opgezegd',
};

export const sepaPaymentStatusLabels: Record<SepaPaymentStatus, string> = {
  success: 'Betaald',
  failed: 'Mislukt',
  chargeback: 'Teruggeboekt',
  overdue: 'Achterstallig',
  payment_pending: 'Betaling loopt',
};

export const collectionStatusLabels: Record<CollectionStatus, string> = {
  none: 'Geen actie vereist',
  pending_notice: 'Brief vereist',
  notice_sent: '14-dagenbrief verzonden',
  collection_sent: 'Incassobrief verzonden',
};

/** How a payment came in, in the registers and in the activity line a booking leaves. */
export const paymentMethodLabels = {
  bank_transfer: 'Overboeking',
  sepa: 'SEPA-incasso',
  ideal: 'iDEAL',
  credit_card: 'Creditcard',
  manual: 'Handmatig',
  account_credit: 'Tegoed',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
} as const;
