import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuroString, formatCents } from './money';

const NBSP = '\u00a0';

describe('formatCents', () => {
  it('formats nl-NL with a non-breaking space after the euro sign', () => {
    expect(formatCents(123456)).toBe(`€${NBSP}1.234,56`);
    expect(formatCents(5)).toBe(`€${NBSP}0,05`);
    expect(formatCents(0)).toBe(`€${NBSP}0,00`);
    expect(formatCents(100)).toBe(`€${NBSP}1,00`);
  });

  it('puts the minus after the euro sign', () => {
    expect(formatCents(-123456)).toBe(`€${NBSP}-1.234,56`);
  });

  it('does not show negative zero', () => {
    expect(formatCents(-0)).toBe(`€${NBSP}0,00`);
  });

  it('is exact for the largest safe integer', () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe(`€${NBSP}90.071.992.547.409,91`);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });

  it('always starts with the euro sign and a non-breaking space', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(formatCents(cents).startsWith(`€${NBSP}`)).toBe(true);
      }),
    );
  });
});

describe('centsToEuroString', () => {
  it('writes a plain decimal with a dot and two decimals', () => {
    expect(centsToEuroString(1250)).toBe('12.50');
    expect(centsToEuroString(5)).toBe('0.05');
    expect(centsToEuroString(0)).toBe('0.00');
    expect(centsToEuroString(-5)).toBe('-0.05');
    expect(centsToEuroString(-0)).toBe('0.00');
    expect(centsToEuroString(123456789)).toBe('1234567.89');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => centsToEuroString(0.5)).toThrow(RangeError);
    expect(() => centsToEuroString(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('matches exact integer arithmetic for every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        const magnitude = BigInt(Math.abs(cents));
        const fraction = (magnitude % 100n).toString().padStart(2, '0');
        const expected = `${cents < 0 ? '-' : ''}${magnitude / 100n}.${fraction}`;
        expect(centsToEuroString(cents)).toBe(expected);
      }),
    );
  });
});
