import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_STATUSES,
  invoicePaymentText,
  invoiceStatusLabel,
  invoiceStatusTone,
  isInvoiceStatus,
} from './invoice-status';

describe('invoiceStatusLabel and invoiceStatusTone', () => {
  it.each([
    ['paid', 'Betaald', 'success'],
    ['pending', 'In behandeling', 'warning'],
    ['open', 'In behandeling', 'warning'],
    ['failed', 'Mislukt', 'danger'],
    ['overdue', 'Achterstallig', 'danger'],
    ['expired', 'Vervallen', 'neutral'],
    ['canceled', 'Geannuleerd', 'neutral'],
    ['cancelled', 'Geannuleerd', 'neutral'],
  ])('%s → %s, %s', (status, label, tone) => {
    expect(invoiceStatusLabel(status)).toBe(label);
    expect(invoiceStatusTone(status)).toBe(tone);
  });

  it('shows an unknown status as it is, in red', () => {
    expect(invoiceStatusLabel('refunded')).toBe('refunded');
    expect(invoiceStatusTone('refunded')).toBe('danger');
    expect(invoiceStatusLabel('constructor')).toBe('constructor');
    expect(isInvoiceStatus('constructor')).toBe(false);
  });

  it('returns any string that is not a status unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !isInvoiceStatus(value)),
        (value) => {
          expect(invoiceStatusLabel(value)).toBe(value);
          expect(invoiceStatusTone(value)).toBe('danger');
        },
      ),
    );
  });

  it('has a Dutch label for every status', () => {
    for (const status of INVOICE_STATUSES) expect(invoiceStatusLabel(status)).not.toBe(status);
  });
});

describe('invoicePaymentText', () => {
  it('says a paid SEPA invoice was collected automatically', () => {
    expect(invoicePaymentText({ status: 'paid', paymentType: 'sepa' })).toBe(
      'Automatisch afgeschreven via SEPA incasso',
    );
  });

  it('says another paid invoice is paid', () => {
    expect(invoicePaymentText({ status: 'paid' })).toBe('Factuur is betaald');
    expect(invoicePaymentText({ status: 'paid', paymentType: 'ideal' })).toBe('Factuur is betaald');
  });

  it('says an unpaid invoice will be collected, also when it is a SEPA invoice', () => {
    expect(invoicePaymentText({ status: 'pending', paymentType: 'sepa' })).toBe(
      'Wordt automatisch afgeschreven via SEPA incasso',
    );
    expect(invoicePaymentText({ status: 'open', paymentType: null })).toBe(
      'Wordt automatisch afgeschreven via SEPA incasso',
    );
    expect(invoicePaymentText({ status: 'failed', paymentType: 'sepa' })).toBe(
      'Wordt automatisch afgeschreven via SEPA incasso',
    );
  });
});
