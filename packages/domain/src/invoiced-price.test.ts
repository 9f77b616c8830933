import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBusinessCustomer } from './business-customer';
import { computeInvoiceLine, standardVatRateBp, sumInvoiceLines } from './invoice-lines';
import { invoicedPrice } from './invoiced-price';

describe('the price incl. btw the shop shows', () => {
  it('is 21% VAT rounded half up to whole cents on the line', () => {
    expect(invoicedPrice(1000, 2100)).toEqual({ netCents: 1000, vatCents: 210, grossCents: 1210 });
    // 418.95 cents of VAT: the invoice books 419, so the shop shows € 24,14, not € 24,13.
    expect(invoicedPrice(1995, 2100)).toEqual({ netCents: 1995, vatCents: 419, grossCents: 2414 });
    // Exactly half a cent (10.5) rounds up.
    expect(invoicedPrice(50, 2100)).toEqual({ netCents: 50, vatCents: 11, grossCents: 61 });
    expect(invoicedPrice(999, 0)).toEqual({ netCents: 999, vatCents: 0, grossCents: 999 });
  });

  it('equals the total of the invoice that bills one line of that price, for any price and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(standardVatRateBp, 900, 0),
        (net, bp) => {
          const shown = invoicedPrice(net, bp);
          const line = computeInvoiceLine({ description: 'Webhosting', unitPriceCents: net, vatRateBp: bp });
          const invoice = sumInvoiceLines([line]);
          expect(shown.grossCents).toBe(invoice.totalCents);
          expect(shown.vatCents).toBe(invoice.vatCents);
          expect(shown.netCents).toBe(invoice.subtotalCents);
        },
      ),
    );
  });

  it('is within half a cent of the exact VAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (net, bp) => {
        const { vatCents } = invoicedPrice(net, bp);
        expect(Number.isInteger(vatCents)).toBe(true);
        expect(Math.abs(vatCents - (net * bp) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('for every cent from € 0,01 to € 100,00 the shop and a one-line invoice agree', () => {
    for (let net = 1; net <= 10_000; net++) {
      const line = computeInvoiceLine({ description: 'Game-server', unitPriceCents: net });
      expect(invoicedPrice(net, standardVatRateBp).grossCents).toBe(line.totalCents);
    }
  });
});

describe('who is a business customer', () => {
  it('has a KvK number or a VAT id; a blank one does not count', () => {
    expect(isBusinessCustomer({ kvkNumber: '12345678', vatId: null })).toBe(true);
    expect(isBusinessCustomer({ kvkNumber: null, vatId: 'NL123456789B01' })).toBe(true);
    expect(isBusinessCustomer({ kvkNumber: null, vatId: null })).toBe(false);
    expect(isBusinessCustomer({ kvkNumber: '  ', vatId: '' })).toBe(false);
  });
});
