import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountBand } from './amount-band';

describe('amountBand', () => {
  it.each([
    [0, 'low'],
    [2499, 'low'],
    [2500, 'medium'],
    [7499, 'medium'],
    [7500, 'high'],
    [1_000_000, 'high'],
  ])('%d cents → %s', (cents, band) => {
    expect(amountBand(cents)).toBe(band);
  });

  it('never falls to a lower band for a larger amount', () => {
    const rank = { low: 0, medium: 1, high: 2 };
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [smaller, larger] = a <= b ? [a, b] : [b, a];
        expect(rank[amountBand(larger)]).toBeGreaterThanOrEqual(rank[amountBand(smaller)]);
      }),
    );
  });
});
