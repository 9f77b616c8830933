import { invoicePaymentText, invoiceStatusLabel } from '@hostportaal/domain';

// The domain decides which SPEC §4 text applies; the catalogue holds it in each language.
const paymentKeys = {
  'Automatisch afgeschreven via SEPA incasso': 'collected',
  'Factuur is betaald': 'paid',
  'Wordt automatisch afgeschreven via SEPA incasso': 'willBeCollected',
} as const;

export type PaymentTextKey = (typeof paymentKeys)[keyof typeof paymentKeys];

export function paymentTextKey(status: string, paymentType: string): PaymentTextKey {
  const text = invoicePaymentText({ status, paymentType }) as keyof typeof paymentKeys;
  return paymentKeys[text] ?? 'willBeCollected';
}

export { invoiceStatusLabel };
