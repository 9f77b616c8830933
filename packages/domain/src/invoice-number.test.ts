import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, parseInvoiceNumber } from './invoice-number';

describe('formatInvoiceNumber', () => {
  it('writes the year and a six-digit sequence', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('2026-000123');
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-000001');
    expect(formatInvoiceNumber(2026, 1234567)).toBe('2026-1234567');
  });

  it('refuses a year or sequence that cannot be numbered', () => {
    expect(() => formatInvoiceNumber(26, 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow(RangeError);
  });
});

describe('parseInvoiceNumber', () => {
  it('reads the year and sequence', () => {
    expect(parseInvoiceNumber('2026-000123')).toEqual({ year: 2026, sequence: 123 });
    expect(parseInvoiceNumber(' 2026-1234567 ')).toEqual({ year: 2026, sequence: 1234567 });
  });

  it.each(['', '2026-123', '2026-000000', '2026-0000123', '26-000123', 'INV-2026-000123', '2026/000123'])(
    'refuses %j',
    (value) => {
      expect(parseInvoiceNumber(value)).toBeNull();
    },
  );

  it('reads back what formatInvoiceNumber writes, and numbers sort in sequence order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 999_999 }),
        fc.integer({ min: 1, max: 999_999 }),
        (year, a, b) => {
          expect(parseInvoiceNumber(formatInvoiceNumber(year, a))).toEqual({ year, sequence: a });
          const order = formatInvoiceNumber(year, a).localeCompare(formatInvoiceNumber(year, b));
          expect(Math.sign(order)).toBe(Math.sign(a - b));
        },
      ),
    );
  });
});
