import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reverseChargeApplies, vatOfNetCents } from './reverse-charge.ts';

describe('reverse charge (btw verlegd)', () => {
  it('applies to EU business customers outside the Netherlands with a VAT id', () => {
    expect(reverseChargeApplies({ country: 'BE', vatId: 'BE0123456749' })).toBe(true);
    expect(reverseChargeApplies({ country: 'de', vatId: 'DE123456789' })).toBe(true);
  });

  it('never applies in the Netherlands, outside the EU or without a VAT id', () => {
    expect(reverseChargeApplies({ country: 'NL', vatId: 'NL123456789B01' })).toBe(false);
    expect(reverseChargeApplies({ country: 'US', vatId: '12-3456789' })).toBe(false);
    expect(reverseChargeApplies({ country: 'BE', vatId: null })).toBe(false);
    expect(reverseChargeApplies({ country: 'BE', vatId: '  ' })).toBe(false);
  });
});

describe('VAT of a net amount', () => {
  it('is 21% rounded half up to whole cents', () => {
    expect(vatOfNetCents(1000, 2100)).toBe(210);
    expect(vatOfNetCents(1995, 2100)).toBe(419);
    expect(vatOfNetCents(50, 2100)).toBe(11);
  });

  it('is within half a cent of the exact amount and zero at rate zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (net, bp) => {
        const vat = vatOfNetCents(net, bp);
        expect(Math.abs(vat - (net * bp) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(vatOfNetCents(net, 0)).toBe(0);
      }),
    );
  });
});
