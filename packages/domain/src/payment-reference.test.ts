import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaymentReference, isPaymentReference, normalizePaymentReference } from './payment-reference';

describe('formatPaymentReference', () => {
  it('writes PAY-YYYY-#### and grows past four digits', () => {
    expect(formatPaymentReference(2025, 10)).toBe('PAY-2025-0010');
    expect(formatPaymentReference(2026, 9999)).toBe('PAY-2026-9999');
    expect(formatPaymentReference(2026, 10000)).toBe('PAY-2026-10000');
  });

  it('refuses a year or sequence that cannot be written', () => {
    expect(() => formatPaymentReference(25, 10)).toThrow(RangeError);
    expect(() => formatPaymentReference(2025, -1)).toThrow(RangeError);
    expect(() => formatPaymentReference(2025, 1.5)).toThrow(RangeError);
  });

  it('always writes a valid reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.nat(), (year, sequence) => {
        expect(isPaymentReference(formatPaymentReference(year, sequence))).toBe(true);
      }),
    );
  });
});

describe('isPaymentReference', () => {
  it.each([
    ['PAY-2025-0010', true],
    ['PAY-2025-12345', true],
    ['PAY-2025-010', false],
    ['pay-2025-0010', false],
    [' PAY-2025-0010', false],
    ['PAY-25-0010', false],
    ['PAY-2025-0010-1', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isPaymentReference(value)).toBe(valid);
  });
});

describe('normalizePaymentReference', () => {
  it('trims and upper-cases', () => {
    expect(normalizePaymentReference('  pay-2025-0010 ')).toBe('PAY-2025-0010');
  });

  it('makes every lower-case reference valid and is idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.nat(), fc.string(), (year, sequence, text) => {
        expect(
          isPaymentReference(
            normalizePaymentReference(` ${formatPaymentReference(year, sequence).toLowerCase()} `),
          ),
        ).toBe(true);
        expect(normalizePaymentReference(normalizePaymentReference(text))).toBe(
          normalizePaymentReference(text),
        );
      }),
    );
  });
});
