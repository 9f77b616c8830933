// SPEC §4: invoice status labels, colours and the payment column text.
import type { StatusTone } from './status-tone';

export const INVOICE_STATUSES = [
  'paid',
  'pending',
  'open',
  'overdue',
  'failed',
  'expired',
  'canceled',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const LABELS: Record<InvoiceStatus, string> = {
  paid: 'Betaald',
  pending: 'In behandeling',
  open: 'In behandeling',
  overdue: 'Achterstallig',
  failed: 'Mislukt',
  expired: 'Vervallen',
  canceled: 'Geannuleerd',
  cancelled: 'Geannuleerd',
};

// SPEC names green, orange and red; expired and cancelled get no colour there, so they are neutral.
const TONES: Record<InvoiceStatus, StatusTone> = {
  paid: 'success',
  pending: 'warning',
  open: 'warning',
  overdue: 'danger',
  failed: 'danger',
  expired: 'neutral',
  canceled: 'neutral',
  cancelled: 'neutral',
};

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
}

/** 'Betaald', 'In behandeling', …; an unknown status is shown as it is. */
export function invoiceStatusLabel(status: string): string {
  return isInvoiceStatus(status) ? LABELS[status] : status;
}

/** Unknown statuses are red, like failed ones (SPEC §4). */
export function invoiceStatusTone(status: string): StatusTone {
  return isInvoiceStatus(status) ? TONES[status] : 'danger';
}

export interface InvoicePaymentInput {
  status: string;
  paymentType?: string | null;
}

/**
 * The payment column (SPEC §4). 'Automatisch afgeschreven' says the money has been collected, so it is
 * shown only for paid SEPA invoices; other paid invoices read 'Factuur is betaald', and everything not
 * yet paid (SEPA or not) reads 'Wordt automatisch afgeschreven via SEPA incasso'.
 */
export function invoicePaymentText({ status, paymentType }: InvoicePaymentInput): string {
  if (status === 'paid') {
    return paymentType === 'sepa' ? 'Automatisch afgeschreven via SEPA incasso' : 'Factuur is betaald';
  }
  return 'Wordt automatisch afgeschreven via SEPA incasso';
}
