import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuroString, formatCents } from './money';
import { parseEuroToCents } from './parse-euro';

describe('parseEuroToCents with text', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,01', 1],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567', 123456700],
    ['1.234.567,89', 123456789],
    ['€ 12,50', 1250],
    ['€12,50', 1250],
    ['€\u00a01.234,56', 123456],
    ['€\u00a0-1.234,56', -123456],
    ['-€ 12,50', -1250],
    ['-12,50', -1250],
    ['EUR 12,50', 1250],
    ['12,50 €', 1250],
    ['  7,00  ', 700],
    ['-0,00', 0],
  ])('%j → %d', (input, cents) => {
    expect(parseEuroToCents(input)).toBe(cents);
  });

  it.each([
    '',
    ' ',
    '€',
    'abc',
    '12,345',
    '1.234',
    '12,50,00',
    '1.23.456',
    '1.234,567',
    ',50',
    '12,',
    '12 50',
    '--12',
    '-€ -12',
    '12e3',
    'NaN',
    '99999999999999999999',
  ])('%j → null', (input) => {
    expect(parseEuroToCents(input)).toBeNull();
  });

  it('reads back whatever formatCents and centsToEuroString write', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseEuroToCents(formatCents(cents))).toBe(cents);
        expect(parseEuroToCents(centsToEuroString(cents))).toBe(cents);
      }),
    );
  });
});

describe('parseEuroToCents with numbers', () => {
  it('rounds to cents without float error', () => {
    expect(parseEuroToCents(12.5)).toBe(1250);
    expect(parseEuroToCents(19.99)).toBe(1999);
    expect(parseEuroToCents(0.1 + 0.2)).toBe(30);
    expect(parseEuroToCents(1.005)).toBe(101);
    expect(parseEuroToCents(-1.005)).toBe(-101);
    expect(parseEuroToCents(-0.005)).toBe(-1);
    expect(parseEuroToCents(-0.004)).toBe(0);
    expect(parseEuroToCents(1e-7)).toBe(0);
    expect(parseEuroToCents(1e13)).toBe(1e15);
    expect(parseEuroToCents(1e15)).toBeNull();
    expect(parseEuroToCents(12)).toBe(1200);
  });

  it('returns null for NaN and infinities', () => {
    expect(parseEuroToCents(Number.NaN)).toBeNull();
    expect(parseEuroToCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseEuroToCents(1e21)).toBeNull();
  });

  it('returns the cents a euro amount was made from', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(parseEuroToCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it('never moves more than half a cent away from the number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (euros) => {
        const cents = parseEuroToCents(euros);
        expect(cents).not.toBeNull();
        expect(Math.abs((cents ?? 0) - euros * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});
