import { describe, expect, it } from 'vitest';
import { reverseChargeApplies } from './reverse-charge.ts';

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
