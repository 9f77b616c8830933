import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectionFeeCents,
  MAXIMUM_COLLECTION_FEE_CENTS,
  MINIMUM_COLLECTION_FEE_CENTS,
} from './collection-fee';

const principal = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }),
  fc.integer({ min: 1, max: 2_000_000 }),
  fc.integer({ min: 1, max: 150_000_000 }),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
);

// The staffel as "base of the band + rate × amount above its floor", exact in BigInt over 1/200 cent.
const BANDS: ReadonlyArray<readonly [floorCents: bigint, baseCents: bigint, ratePer200: bigint]> = [
  [20_000_000n, 277_500n, 1n],
  [1_000_000n, 87_500n, 2n],
  [500_000n, 62_500n, 10n],
  [250_000n, 37_500n, 20n],
  [0n, 0n, 30n],
];

/** The exact staffel amount as a fraction numerator / 200 of cents, before minimum and maximum. */
function exactStaffelPer200(principalCents: number): bigint {
  const amount = BigInt(principalCents);
  const band = BANDS.find(([floor]) => amount > floor);
  if (!band) return 0n;
  const [floor, base, rate] = band;
  return base * 200n + (amount - floor) * rate;
}

function referenceFeeCents(principalCents: number): number {
  const roundedDown = exactStaffelPer200(principalCents) / 200n;
  const clamped = roundedDown < 4000n ? 4000n : roundedDown > 677_500n ? 677_500n : roundedDown;
  return Number(clamped);
}

describe('collectionFeeCents', () => {
  it('follows the examples of DOMAIN-NL §1', () => {
    expect(collectionFeeCents(10_000)).toBe(4000);
    expect(collectionFeeCents(26_667)).toBe(4000);
    expect(collectionFeeCents(30_000)).toBe(4500);
    expect(collectionFeeCents(250_000)).toBe(37_500);
    expect(collectionFeeCents(300_000)).toBe(42_500);
    expect(collectionFeeCents(1_000_000)).toBe(87_500);
  });

  it('meets the band edges and the cap', () => {
    expect(collectionFeeCents(500_000)).toBe(62_500);
    expect(collectionFeeCents(20_000_000)).toBe(277_500);
    expect(collectionFeeCents(100_000_000)).toBe(677_500);
    expect(collectionFeeCents(99_999_999)).toBe(677_499);
    expect(collectionFeeCents(Number.MAX_SAFE_INTEGER)).toBe(MAXIMUM_COLLECTION_FEE_CENTS);
  });

  it('rounds a fraction of a cent down', () => {
    expect(collectionFeeCents(26_668)).toBe(4000); // 4000.2
    expect(collectionFeeCents(26_673)).toBe(4000); // 4000.95
    expect(collectionFeeCents(26_674)).toBe(4001); // 4001.1
    expect(collectionFeeCents(20_000_199)).toBe(277_500); // 277500.995
  });

  it('charges nothing without a claim and at least EUR 40 for any claim', () => {
    expect(collectionFeeCents(0)).toBe(0);
    expect(collectionFeeCents(1)).toBe(MINIMUM_COLLECTION_FEE_CENTS);
  });

  it('rejects negative, fractional and unsafe principals', () => {
    for (const bad of [-1, 0.5, 100.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => collectionFeeCents(bad)).toThrow(RangeError);
    }
  });

  it('never falls when the principal grows', () => {
    fc.assert(
      fc.property(principal, principal, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(collectionFeeCents(low)).toBeLessThanOrEqual(collectionFeeCents(high));
      }),
    );
  });

  it('stays between the minimum and the maximum in whole cents', () => {
    fc.assert(
      fc.property(principal, (cents) => {
        const fee = collectionFeeCents(cents);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(MINIMUM_COLLECTION_FEE_CENTS);
        expect(fee).toBeLessThanOrEqual(MAXIMUM_COLLECTION_FEE_CENTS);
      }),
    );
  });

  it('is never above the exact staffel amount, and less than a cent below it, within min and max', () => {
    fc.assert(
      fc.property(principal, (cents) => {
        const fee = collectionFeeCents(cents);
        const feePer200 = BigInt(fee) * 200n;
        const exact = exactStaffelPer200(cents);
        // Only the legal minimum may lie above the staffel itself.
        if (fee > MINIMUM_COLLECTION_FEE_CENTS) expect(feePer200 <= exact).toBe(true);
        if (fee > MINIMUM_COLLECTION_FEE_CENTS && fee < MAXIMUM_COLLECTION_FEE_CENTS) {
          expect(exact - feePer200 < 200n).toBe(true);
        }
      }),
    );
  });

  it('equals an independent BigInt computation', () => {
    fc.assert(
      fc.property(principal, (cents) => {
        expect(collectionFeeCents(cents)).toBe(referenceFeeCents(cents));
      }),
    );
  });
});
