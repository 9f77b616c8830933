import { describe, expect, it } from 'vitest';
import { formatCollectionLetterNumber } from './letter-number';

describe('formatCollectionLetterNumber', () => {
  it('numbers letters per year with at least six digits', () => {
    expect(formatCollectionLetterNumber(2026, 1)).toBe('BRF-2026-000001');
    expect(formatCollectionLetterNumber(2026, 1_234_567)).toBe('BRF-2026-1234567');
  });

  it('refuses a sequence below 1 or a bad year', () => {
    expect(() => formatCollectionLetterNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatCollectionLetterNumber(26, 1)).toThrow(RangeError);
  });
});
